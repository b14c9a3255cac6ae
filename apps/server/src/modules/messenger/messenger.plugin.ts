import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import type { FileStorage } from '../../adapters/storage/file-storage.js';
import type { Config } from '../../config.js';
import { registerMessengerRoutes } from './messenger.routes.js';

/** The messenger: conversations, messages, images (private files, like trade uploads), read receipts. */
export async function messengerPlugin(
  app: FastifyInstance,
  options: { config: Config; storage: FileStorage },
): Promise<void> {
  const maxBytes = options.config.TRADE_UPLOAD_MAX_BYTES;
  // Registered in this scope only: the images are the messenger's only multipart bodies.
  await app.register(multipart, {
    limits: { fileSize: maxBytes, files: 1, fields: 5, fieldSize: 1024, parts: 6 },
  });
  await registerMessengerRoutes(app, { storage: options.storage, maxBytes });
}
