import { mergeCatalogue } from './merge';

/** The pt catalogue, a chunk of its own: only the active language is downloaded. */
export default mergeCatalogue(
  import.meta.glob<Record<string, unknown>>(['../locales/pt.json', '../locales/*/pt.json'], {
    eager: true,
    import: 'default',
  }),
);
