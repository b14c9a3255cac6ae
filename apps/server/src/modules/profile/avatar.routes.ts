import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { AVATAR_MAX_BYTES, avatarResultSchema } from '@p2p/shared';
import type { Config } from '../../config.js';
import { AppError } from '../../lib/app-error.js';
import { readMultipartUpload } from '../../lib/multipart-upload.js';
import { ok, responseCaseQuery } from '../../lib/route-schemas.js';
import { requireUser } from '../../plugins/session.js';
import { AVATAR_FILE_PATTERN, AVATAR_URL_PREFIX, openAvatarStorage } from './avatar-storage.js';
import { processAvatar } from './avatar.service.js';

const SEND_A_FILE = 'Send the image as multipart/form-data in the field "file"';

/** Avatar upload and the public folder that serves the processed files. Multipart is parsed here only. */
export async function avatarRoutes(fastify: FastifyInstance, options: { config: Config }): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const storage = await openAvatarStorage(options.config);
  app.addHook('onClose', () => storage.close());

  await app.register(multipart, {
    limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 5, parts: 6 },
    throwFileSizeLimit: true,
  });
  await app.register(fastifyStatic, {
    root: storage.dir,
    prefix: AVATAR_URL_PREFIX,
    decorateReply: false,
    index: false,
    dotfiles: 'deny',
    // Names are random and never reused, so a browser may keep a file for good.
    immutable: true,
    maxAge: '365d',
    allowedPath: (pathName) => AVATAR_FILE_PATTERN.test(pathName.replace(/^\//, '')),
    setHeaders: (res) => res.setHeader('x-content-type-options', 'nosniff'),
  });

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
