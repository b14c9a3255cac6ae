import type { ComponentType } from 'react';
import { loadChunk } from '@/lib/chunk-errors';

/** A lazily loaded page whose failed or slow chunk opens the reload-required modal. */
export function lazyPage<M>(name: string, importer: () => Promise<M>, pick: (module: M) => ComponentType) {
  return async () => ({ Component: pick(await loadChunk(name, importer)) });
}
