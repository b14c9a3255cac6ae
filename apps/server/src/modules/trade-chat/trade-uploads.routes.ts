import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  TRADE_UPLOAD_REQUIREMENTS_FIELD,
  tradeAttachmentSchema,
  tradeHashParamsSchema,
  tradeUploadResultSchema,
} from '@p2p/shared';
import type { FileStorage } from '../../adapters/storage/file-storage.js';
import { AppError } from '../../lib/app-error.js';
import { readMultipartUpload } from '../../lib/multipart-upload.js';
import { created, errorResponses, ok, responseCaseQuery } from '../../lib/route-schemas.js';
import { DOWNLOAD_CONTENT_SECURITY_POLICY } from '../../plugins/security-headers.js';
import { requireUser } from '../../plugins/session.js';
import * as uploads from './trade-uploads.service.js';

interface UploadParts {
  data: Buffer;
  fileName: string;
  requirementIds: number[];
}

/** Requirement ids from `requirements` fields: "3", "3,4", "[3,4]" or the field repeated. */
export function parseRequirementIds(values: readonly string[]): number[] {
  const ids: number[] = [];
  for (const value of values) {
    for (const item of value.replace(/[[\]\s]/g, '').split(',')) {
      if (item === '') continue;
      if (!/^\d{1,15}$/.test(item))
        throw AppError.validation(TRADE_UPLOAD_REQUIREMENTS_FIELD, 'Requirement ids are whole numbers');
      ids.push(Number(item));
    }
  }
  if (ids.length > 10) throw AppError.validation(TRADE_UPLOAD_REQUIREMENTS_FIELD, 'At most 10 requirements');
  return ids;
}

/** The one file of the upload and the requirement ids of its `requirements` fields. */
async function readUploadParts(request: FastifyRequest, maxBytes: number): Promise<UploadParts> {
  const { files, fields } = await readMultipartUpload(request, {
    maxFileBytes: maxBytes,
    maxFiles: 1,
    fields: [TRADE_UPLOAD_REQUIREMENTS_FIELD],
  });
  const [file] = files;
  if (!file) throw AppError.validation('file', 'Attach a file');
  return {
    ...file,
    requirementIds: parseRequirementIds(fields.get(TRADE_UPLOAD_REQUIREMENTS_FIELD) ?? []),
  };
}

/**
 * RFC 6266 Content-Disposition: an ASCII fallback name and the UTF-8 name. RFC 8187 allows fewer
 * characters unescaped than encodeURIComponent leaves (a `'` would end the charset part early).
 */
export function contentDisposition(kind: 'inline' | 'attachment', fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** Trade uploads: images and PDFs, checked by content, served privately. */
export async function registerUploadRoutes(
  fastify: FastifyInstance,
  options: { storage: FileStorage; maxBytes: number },
): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { storage, maxBytes } = options;
  const tags = ['trade chat'];

  app.post(
    '/rest/v1/trade/:id/upload',
    {
      schema: {
        tags,
        summary: 'Upload a JPEG, PNG, WebP image or a PDF into the trade chat',
        description:
          'multipart/form-data with one file part (any field name) and optionally `requirements`: the ' +
          'requirement ids of your side this file answers (they become UPLOADED). The content is checked, ' +
          `not the file name; at most ${maxBytes} bytes.`,
        consumes: ['multipart/form-data'],
        security: [{ session: [], csrf: [] }],
        params: tradeHashParamsSchema,
        querystring: responseCaseQuery,
        response: created(tradeUploadResultSchema),
      },
    },
    async (request, reply) => {
      const caller = requireUser(request);
      await uploads.assertCanUpload(app.db, request.params.id, caller);
      const parts = await readUploadParts(request, maxBytes);
      const data = await uploads.uploadFile(app.db, storage, {
        hash: request.params.id,
        caller,
        maxBytes,
        ...parts,
      });
      return reply.status(201).send({ data });
    },
  );

  app.get(
    '/rest/v1/trade/:id/uploads',
    {
      schema: {
        tags,
        summary: "The trade's uploads, oldest first",
        security: [{ session: [] }],
        params: tradeHashParamsSchema,
        querystring: responseCaseQuery,
        response: ok(z.array(tradeAttachmentSchema)),
      },
    },
    async (request) => {
      const caller = requireUser(request);
      return { data: await uploads.listUploads(app.db, { hash: request.params.id, caller }) };
    },
  );

  app.get(
    '/rest/v1/trade/:id/uploads/:uploadId',
    {
      schema: {
        tags,
        summary: "An upload's bytes, for the parties and a dispute's moderator (404 for anyone else)",
        security: [{ session: [] }],
        params: tradeHashParamsSchema.extend({ uploadId: z.uuid('An upload id') }),
        querystring: responseCaseQuery,
        response: {
          200: z.unknown().describe('The file, with its content type'),
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const caller = requireUser(request);
      const file = await uploads.readUpload(app.db, storage, {
        hash: request.params.id,
        caller,
        uploadId: request.params.uploadId,
      });
      // Images show in the chat; a PDF is downloaded rather than rendered on our origin.
      const kind = file.contentType === 'application/pdf' ? 'attachment' : 'inline';
      return reply
        .type(file.contentType)
        .header('content-disposition', contentDisposition(kind, file.fileName))
        .header('cache-control', 'private, max-age=3600')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', DOWNLOAD_CONTENT_SECURITY_POLICY)
        .header('content-length', file.size)
        .send(file.body);
    },
  );
}
