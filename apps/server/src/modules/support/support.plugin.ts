import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import {
  createLocalFolderStorage,
  privateFilesLocation,
} from '../../adapters/storage/local-folder-storage.js';
import type { Config } from '../../config.js';
import { registerSupportRoutes } from './support.routes.js';
import { zendeskSettings } from './zendesk.service.js';

/** The support chat and the Zendesk token (decision 023); images are private files like the messenger's. */
export async function supportPlugin(app: FastifyInstance, options: { config: Config }): Promise<void> {
  const maxBytes = options.config.TRADE_UPLOAD_MAX_BYTES;
  // Registered in this scope only, as in the messenger.
  await app.register(multipart, {
    limits: { fileSize: maxBytes, files: 1, fields: 5, fieldSize: 1024, parts: 6 },
  });
  const storage = createLocalFolderStorage(privateFilesLocation(options.config));
  app.addHook('onClose', () => storage.close());
  await registerSupportRoutes(app, { storage, maxBytes, zendesk: zendeskSettings(options.config) });
}
