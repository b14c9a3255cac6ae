import { mergeCatalogue } from './merge';

/** The fr catalogue, a chunk of its own: only the active language is downloaded. */
export default mergeCatalogue(
  import.meta.glob<Record<string, unknown>>(['../locales/fr.json', '../locales/*/fr.json'], {
    eager: true,
    import: 'default',
  }),
);
