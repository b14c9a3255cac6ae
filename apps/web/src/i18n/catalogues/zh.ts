import { mergeCatalogue } from './merge';

/** The zh catalogue, a chunk of its own: only the active language is downloaded. */
export default mergeCatalogue(
  import.meta.glob<Record<string, unknown>>(['../locales/zh.json', '../locales/*/zh.json'], {
    eager: true,
    import: 'default',
  }),
);
