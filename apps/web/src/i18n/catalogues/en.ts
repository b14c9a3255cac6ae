import { mergeCatalogue } from './merge';

/** The en catalogue, a chunk of its own: only the active language is downloaded. */
export default mergeCatalogue(
  import.meta.glob<Record<string, unknown>>(['../locales/en.json', '../locales/*/en.json'], {
    eager: true,
    import: 'default',
  }),
);
