import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import type { FileStorage } from '../../adapters/storage/file-storage.js';
import type { Config } from '../../config.js';
import { registerChatRoutes } from './trade-chat.routes.js';
import { registerUploadRoutes } from './trade-uploads.routes.js';

/** The trade chat: messages, read receipts and uploads (private files, like KYC documents). */
export async function tradeChatRoutes(
  app: FastifyInstance,
  options: { config: Config; storage: FileStorage },
): Promise<void> {
  const maxBytes = options.config.TRADE_UPLOAD_MAX_BYTES;
  // Registered in this scope only: the uploads are the chat's only multipart bodies.
  await app.register(multipart, {
    limits: { fileSize: maxBytes, files: 1, fields: 10, fieldSize: 1024, parts: 12 },
  });

  await registerChatRoutes(app);
  await registerUploadRoutes(app, { storage: options.storage, maxBytes });
}
