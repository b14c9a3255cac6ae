import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * A package loaded on first use rather than when the server starts: for the heavy ones only some
 * installations or some requests need (S3 storage, image decoding). An idle node then holds none of
 * their memory (`npm run bench:memory`). Synchronous (CommonJS `require`), so callers stay as they
 * are; `import type` keeps the package's types.
 * @example const sharp = lazyModule<typeof Sharp>('sharp'); sharp()(buffer) // import type Sharp from 'sharp'
 */
export function lazyModule<T>(specifier: string): () => T {
  let loaded: T | undefined;
  return () => (loaded ??= require(specifier) as T);
}
