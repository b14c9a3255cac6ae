import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MAX_VERIFICATION_FILES, verificationRequestSchema } from '@p2p/shared';
import type { FileStorage } from '../../adapters/storage/file-storage.js';
import { AppError } from '../../lib/app-error.js';
import { created, errorResponses, responseCaseQuery } from '../../lib/route-schemas.js';
import { requireUser } from '../../plugins/session.js';
import * as files from './kyc-files.service.js';

/** Reads every file part of a multipart body into memory (at most 3 × 10 MB, the plugin's limits). */
async function readFileParts(app: FastifyInstance, request: FastifyRequest): Promise<Buffer[]> {
  if (!request.isMultipart())
    throw new AppError('ERROR_UNSUPPORTED_MEDIA_TYPE', 'Send the files as multipart/form-data', {
      file: ['Send the files as multipart/form-data'],
    });
  const errors = app.multipartErrors;
  const buffers: Buffer[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') buffers.push(await part.toBuffer());
    }
  } catch (error) {
    if (error instanceof errors.RequestFileTooLargeError)
      throw new AppError('ERROR_PAYLOAD_TOO_LARGE', 'A file is larger than 10 MB', {
        file: ['At most 10 MB per file'],
      });
    if (error instanceof errors.FilesLimitError)
      throw AppError.validation('file', `At most ${MAX_VERIFICATION_FILES} files at once`);
    if (
      error instanceof errors.PartsLimitError ||
      error instanceof errors.FieldsLimitError ||
      error instanceof errors.InvalidMultipartContentTypeError ||
      error instanceof errors.PrototypeViolationError
    )
      throw AppError.validation('file', 'The multipart body is not a valid upload');
    throw error;
  }
  return buffers;
}

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
      const buffers = await readFileParts(app, request);
      const data = await files.storeDocuments(app.db, storage, {
        userId: user.userId,
        requestId,
        files: buffers,
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
        .header('content-security-policy', "default-src 'none'; sandbox")
        .send(file.data);
    },
  );
}
