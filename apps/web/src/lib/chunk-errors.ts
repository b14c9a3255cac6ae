import { CHUNK_LOAD_TIMEOUT_MS } from '@p2p/shared';
import { openErrorModal } from './error-modal';

export type ChunkLoadErrorType = 'missing' | 'timeout' | 'error';

export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';

  constructor(
    chunk: string,
    readonly type: ChunkLoadErrorType,
  ) {
    super(`Loading chunk ${chunk} failed. (${type})`);
  }
}

const CHUNK_ERROR_PATTERNS = [
  'Failed to fetch dynamically imported module',
  'error loading dynamically imported module',
  'Importing a module script failed',
  'Unable to preload CSS',
  'Loading chunk',
  'Loading CSS chunk',
];

/** Recognises the ways browsers and bundlers report a lazily loaded chunk that did not arrive. */
export function isChunkLoadError(error: unknown): boolean {
  if (error instanceof ChunkLoadError) return true;
  if (typeof error !== 'object' || error === null) return false;
  const { message, code } = error as { message?: unknown; code?: unknown };
  if (code === 'CSS_CHUNK_LOAD_FAILED') return true;
  return typeof message === 'string' && CHUNK_ERROR_PATTERNS.some((pattern) => message.includes(pattern));
}

/** The files are gone (usually a new deployment): only a reload helps. */
export function requestPageReload(): void {
  openErrorModal({ type: 'PAGE_RELOAD_REQUIRED' });
}

/**
 * Loads a lazy chunk, failing after CHUNK_LOAD_TIMEOUT_MS; any chunk failure asks the user to reload.
 * @example lazy: () => loadChunk('login', () => import('./routes/login'))
 */
export async function loadChunk<T>(
  name: string,
  importer: () => Promise<T>,
  timeoutMs: number = CHUNK_LOAD_TIMEOUT_MS,
): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ChunkLoadError(name, 'timeout')), timeoutMs);
  });
  try {
    return await Promise.race([importer(), timeout]);
  } catch (error) {
    if (isChunkLoadError(error)) requestPageReload();
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

/** Vite fires `vite:preloadError` when a chunk's preloaded dependency (JS or CSS) fails. */
export function listenForPreloadErrors(target: Window = window): () => void {
  const onPreloadError = () => requestPageReload();
  target.addEventListener('vite:preloadError', onPreloadError);
  return () => target.removeEventListener('vite:preloadError', onPreloadError);
}
