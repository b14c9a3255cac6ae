import { mergeCatalogue } from './merge';

/** The es catalogue, a chunk of its own: only the active language is downloaded. */
export default mergeCatalogue(
  import.meta.glob<Record<string, unknown>>(['../locales/es.json', '../locales/*/es.json'], {
    eager: true,
    import: 'default',
  }),
);
