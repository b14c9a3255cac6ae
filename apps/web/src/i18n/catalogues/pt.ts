import { mergeCatalogue, type CatalogueTree } from './merge';

/** The pt core catalogue (the shell's texts), a chunk of its own: only the active language is downloaded. */
export default mergeCatalogue(
  import.meta.glob<CatalogueTree>(['../locales/pt.json'], {
    eager: true,
    import: 'default',
  }),
);

/** Its areas (locales/<area>/pt.json), each a chunk of its own, loaded with the pages that show them. */
export const areas = import.meta.glob<CatalogueTree>('../locales/*/pt.json', { import: 'default' });
