import { mergeCatalogue } from './merge';

/** The vi catalogue, a chunk of its own: only the active language is downloaded. */
export default mergeCatalogue(
  import.meta.glob<Record<string, unknown>>(['../locales/vi.json', '../locales/*/vi.json'], {
    eager: true,
    import: 'default',
  }),
);
