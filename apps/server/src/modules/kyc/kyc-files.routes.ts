import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MAX_VERIFICATION_FILE_BYTES, MAX_VERIFICATION_FILES, verificationRequestSchema } from '@p2p/shared';
import type { FileStorage } from '../../adapters/storage/file-storage.js';
import { readMultipartUpload } from '../../lib/multipart-upload.js';
import { created, errorResponses, responseCaseQuery } from '../../lib/route-schemas.js';
import { DOWNLOAD_CONTENT_SECURITY_POLICY } from '../../plugins/security-headers.js';
import { requireUser } from '../../plugins/session.js';
import * as files from './kyc-files.service.js';

/** Document uploads into a verification request, and reading them back (owner or reviewers only). */
export async function registerFilesRoutes(fastify: FastifyInstance, storage: FileStorage): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['verification'];

  app.post(
    '/account/verification/:requestId/files',
    {
      schema: {
        tags,
        summary: 'Upload document images (JPEG, PNG, WebP) or PDFs to a pending ID or address request',
        description:
          'multipart/form-data with one to three file parts (any field name), at most 10 MB each and ' +
          'three per request in all. The content is checked, not the file name.',
        consumes: ['multipart/form-data'],
        security: [{ session: [], csrf: [] }],
        params: z.object({ requestId: z.uuid('A verification request id') }),
        querystring: responseCaseQuery,
        response: created(verificationRequestSchema),
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { requestId } = request.params;
      await files.assertCanUpload(app.db, user.userId, requestId);
      const upload = await readMultipartUpload(request, {
        maxFileBytes: MAX_VERIFICATION_FILE_BYTES,
        maxFiles: MAX_VERIFICATION_FILES,
      });
      const data = await files.storeDocuments(app.db, storage, {
        userId: user.userId,
        requestId,
        files: upload.files.map((file) => file.data),
      });
      return reply.status(201).send({ data });
    },
  );

  app.get(
    '/rest/v1/verification/files/:fileId',
    {
      schema: {
        tags,
        summary: 'A verification document, for its owner and reviewers (404 for anyone else)',
        security: [{ session: [] }],
        params: z.object({ fileId: z.uuid('A file id') }),
        querystring: responseCaseQuery,
        response: {
          200: z.unknown().describe('The document bytes, with its content type, as an attachment'),
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const viewer = requireUser(request);
      const file = await files.readDocument(app.db, storage, viewer, request.params.fileId);
      return reply
        .type(file.contentType)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', DOWNLOAD_CONTENT_SECURITY_POLICY)
        .header('content-length', file.size)
        .send(file.body);
    },
  );
}
