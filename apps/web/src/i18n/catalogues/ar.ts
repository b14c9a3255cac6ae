import { mergeCatalogue } from './merge';

/** The ar catalogue, a chunk of its own: only the active language is downloaded. */
export default mergeCatalogue(
  import.meta.glob<Record<string, unknown>>(['../locales/ar.json', '../locales/*/ar.json'], {
    eager: true,
    import: 'default',
  }),
);
