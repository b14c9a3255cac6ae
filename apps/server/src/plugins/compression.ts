import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import compress from '@fastify/compress';

/**
 * Text the server builds per request (JSON answers, OpenAPI, the app's template pages) is compressed
 * with Brotli (quality 4) or gzip as the browser accepts, from 1 KB up, with `Vary: Accept-Encoding`.
 * Built files of the web app are compressed once at build time and served as they are (web-app.ts);
 * what already carries a Content-Encoding is left alone. Not compressed: binary downloads
 * (octet-stream, images, PDFs: no Content-Type match), partial content, event streams, and
 * WebSocket upgrades (they never reach onSend). Request bodies are never decompressed: a compressed
 * upload is refused as an unknown body instead of inflated past the body limit.
 */
export const compressionPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(compress, {
      global: true,
      globalDecompression: false,
      threshold: 1024,
      encodings: ['br', 'gzip'],
      customTypes: /^text\/(?!event-stream)|(?:\+|\/)json(?:;|$)|\/javascript(?:;|$)|(?:\+|\/)xml(?:;|$)/,
    });
  },
  { name: 'compression' },
);
