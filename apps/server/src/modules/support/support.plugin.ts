import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import type { FileStorage } from '../../adapters/storage/file-storage.js';
import type { Config } from '../../config.js';
import { registerSupportRoutes } from './support.routes.js';
import { zendeskSettings } from './zendesk.service.js';

/** The support chat and the Zendesk token (decision 023); images are private files like the messenger's. */
export async function supportPlugin(
  app: FastifyInstance,
  options: { config: Config; storage: FileStorage },
): Promise<void> {
  const maxBytes = options.config.TRADE_UPLOAD_MAX_BYTES;
  // Registered in this scope only, as in the messenger.
  await app.register(multipart, {
    limits: { fileSize: maxBytes, files: 1, fields: 5, fieldSize: 1024, parts: 6 },
  });
  await registerSupportRoutes(app, {
    storage: options.storage,
    maxBytes,
    zendesk: zendeskSettings(options.config),
  });
}
