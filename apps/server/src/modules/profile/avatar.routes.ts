import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import multipart from '@fastify/multipart';
import { z } from 'zod';
import { AVATAR_MAX_BYTES, avatarResultSchema } from '@p2p/shared';
import type { FileStorage } from '../../adapters/storage/file-storage.js';
import { AppError } from '../../lib/app-error.js';
import { readMultipartUpload } from '../../lib/multipart-upload.js';
import { ok, responseCaseQuery } from '../../lib/route-schemas.js';
import { requireUser } from '../../plugins/session.js';
import { AVATAR_URL_PREFIX, avatarStorage } from './avatar-storage.js';
import { processAvatar } from './avatar.service.js';

const SEND_A_FILE = 'Send the image as multipart/form-data in the field "file"';

/** Avatar upload, and the public address that serves the processed files from the avatar store. */
export async function avatarRoutes(
  fastify: FastifyInstance,
  options: { avatars: FileStorage },
): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const storage = avatarStorage(options.avatars);

  await app.register(multipart, {
    limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 5, parts: 6 },
    throwFileSizeLimit: true,
  });

  app.get(
    `${AVATAR_URL_PREFIX}:name`,
    {
      schema: {
        tags: ['profile'],
        summary: 'A processed avatar (a 256×256 WebP), public to anyone who has its address',
        params: z.object({ name: z.string().max(80) }),
      },
    },
    async (request, reply) => {
      const avatar = await storage.open(request.params.name);
      if (!avatar) throw AppError.notFound('Avatar');
      return (
        reply
          .type('image/webp')
          .header('content-length', avatar.size)
          // Names are random and never reused, so a browser may keep a file for good.
          .header('cache-control', 'public, max-age=31536000, immutable')
          .header('x-content-type-options', 'nosniff')
          .send(avatar.body)
      );
    },
  );

  app.post(
    '/rest/v1/users/process-avatar',
    {
      schema: {
        tags: ['profile'],
        summary: 'Upload an avatar (JPEG, PNG, WebP or GIF, at most 5 MB) as multipart field "file"',
        description: 'The image is re-encoded as a 256×256 WebP served at /static/avatars/<name>.webp.',
        security: [{ session: [] }],
        consumes: ['multipart/form-data'],
        querystring: responseCaseQuery,
        response: ok(avatarResultSchema),
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      const { files } = await readMultipartUpload(request, { maxFileBytes: AVATAR_MAX_BYTES, maxFiles: 1 });
      const upload = files[0]?.data;
      if (!upload) throw AppError.validation('file', SEND_A_FILE);
      return { data: await processAvatar(app.db, storage, { userId, upload }) };
    },
  );
}
