import { readFile, realpath } from 'node:fs/promises';
import path from 'node:path';
import {
  DEFAULT_LOCALE,
  PUBLIC_PAGE_NAMES,
  tradeFeeBps,
  type EscrowFees,
  type Locale,
  type PublicPageContent,
  type PublicPageName,
  type TradeFeeRates,
} from '@p2p/shared';
import { AppError } from '../../lib/app-error.js';
import { SERVER_ROOT } from '../../paths.js';
import type { Executor } from '../../db/client.js';
import { referenceCatalog } from '../reference/reference.service.js';

/** The texts shipped with the server, one `<page>.<lang>.md` each (English for every page). */
export const DEFAULT_CONTENT_DIR = path.join(SERVER_ROOT, 'src/modules/public-pages/content');
/** How long a text read from disk is served before the file is read again (an operator's edit shows then). */
export const CONTENT_CACHE_TTL_MS = 60_000;
/** An operator's file larger than this is refused (and the default served), not read into memory whole. */
const MAX_CONTENT_BYTES = 256 * 1024;

const pageNames: ReadonlySet<string> = new Set(PUBLIC_PAGE_NAMES);

export function isPublicPageName(name: string): name is PublicPageName {
  return pageNames.has(name);
}

interface ContentStoreOptions {
  /** The operator's folder (`DATA_DIR/content`), or undefined when the data folder is in memory. */
  operatorDir: string | undefined;
  defaultDir?: string;
  now?: () => number;
}

/**
 * Reads a page's Markdown: the operator's file first, then the shipped default, in the language asked
 * for and then in English. Only names from PUBLIC_PAGE_NAMES and supported locales ever reach a path,
 * and the resolved file must still lie inside its folder (a symlink out of it is refused).
 */
export function contentStore(options: ContentStoreOptions) {
  const defaultDir = options.defaultDir ?? DEFAULT_CONTENT_DIR;
  const now = options.now ?? Date.now;
  const held = new Map<string, { content: PublicPageContent; expiresAt: number }>();

  async function readInside(dir: string, file: string): Promise<string | undefined> {
    try {
      const root = await realpath(dir);
      const resolved = await realpath(path.join(root, file));
      if (path.dirname(resolved) !== root) return undefined;
      const text = await readFile(resolved);
      if (text.byteLength > MAX_CONTENT_BYTES) return undefined;
      return text.toString('utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }

  async function load(page: PublicPageName, lang: Locale): Promise<PublicPageContent> {
    const langs: Locale[] = lang === DEFAULT_LOCALE ? [lang] : [lang, DEFAULT_LOCALE];
    for (const candidate of langs) {
      const file = `${page}.${candidate}.md`;
      const sources = [
        ['operator', options.operatorDir],
        ['default', defaultDir],
      ] as const;
      for (const [source, dir] of sources) {
        if (!dir) continue;
        const markdown = await readInside(dir, file);
        if (markdown !== undefined)
          return { page, lang: candidate, fallback: candidate !== lang, source, markdown };
      }
    }
    throw AppError.notFound('Page');
  }

  return {
    async get(name: string, lang: Locale): Promise<PublicPageContent> {
      if (!isPublicPageName(name)) throw AppError.notFound('Page');
      const key = `${name}.${lang}`;
      const entry = held.get(key);
      if (entry && entry.expiresAt > now()) return entry.content;
      const content = await load(name, lang);
      held.set(key, { content, expiresAt: now() + CONTENT_CACHE_TTL_MS });
      return content;
    },
  };
}

export type ContentStore = ReturnType<typeof contentStore>;

/** Every payment-method group with the escrow fee a trade paid by it takes (no discount, no manual fee). */
export async function escrowFees(db: Executor, rates: TradeFeeRates): Promise<EscrowFees> {
  const groups = (await referenceCatalog(db)).groups();
  return {
    groups: groups.map((group) => ({
      id: group.id,
      slug: group.slug,
      name: group.name,
      feeBps: tradeFeeBps({ paymentMethodGroupId: group.id, manualEscrowFeeBps: null }, rates),
    })),
    defaultBps: rates.defaultBps,
  };
}
