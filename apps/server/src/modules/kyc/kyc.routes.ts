import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { MAX_VERIFICATION_FILE_BYTES, MAX_VERIFICATION_FILES } from '@p2p/shared';
import type { FileStorage } from '../../adapters/storage/file-storage.js';
import type { Config } from '../../config.js';
import { registerFilesRoutes } from './kyc-files.routes.js';
import { registerLimitsRoutes } from './kyc-limits.routes.js';
import { registerReviewRoutes } from './kyc-review.routes.js';
import { registerVerificationRoutes } from './kyc-verification.routes.js';

/** Verification levels, limits, verification requests with their documents, and their review. */
export async function kycRoutes(
  app: FastifyInstance,
  options: { config: Config; storage: FileStorage },
): Promise<void> {
  // Registered here, not app-wide: only document uploads accept multipart bodies.
  await app.register(multipart, {
    limits: {
      fileSize: MAX_VERIFICATION_FILE_BYTES,
      files: MAX_VERIFICATION_FILES,
      fields: 10,
      fieldSize: 1024,
      parts: 20,
    },
  });
  const { storage } = options;

  await registerLimitsRoutes(app);
  await registerVerificationRoutes(app);
  await registerFilesRoutes(app, storage);
  await registerReviewRoutes(app);
}
