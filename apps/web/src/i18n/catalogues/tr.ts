import { mergeCatalogue } from './merge';

/** The tr catalogue, a chunk of its own: only the active language is downloaded. */
export default mergeCatalogue(
  import.meta.glob<Record<string, unknown>>(['../locales/tr.json', '../locales/*/tr.json'], {
    eager: true,
    import: 'default',
  }),
);
