import { mergeCatalogue } from './merge';

/** The ru catalogue, a chunk of its own: only the active language is downloaded. */
export default mergeCatalogue(
  import.meta.glob<Record<string, unknown>>(['../locales/ru.json', '../locales/*/ru.json'], {
    eager: true,
    import: 'default',
  }),
);
