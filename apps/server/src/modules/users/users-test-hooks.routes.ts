import { USER_ROLES } from '@p2p/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import { findUserByLogin, setRole } from './users.service.js';

/**
 * Browser tests need staff accounts (the disputes console) and the in-memory e2e server has no
 * operator command to create one: this gives a registered user a role. Registered only when
 * E2E_TEST_HOOKS is set, which config.ts refuses in production.
 */
export async function usersTestHooksRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/internal/test/users/role',
    {
      config: { csrf: false },
      schema: {
        hide: true,
        body: z.strictObject({ username: z.string().min(1).max(100), role: z.enum(USER_ROLES) }),
      },
    },
    async (request) => {
      const user = await findUserByLogin(app.db, request.body.username);
      if (!user) throw AppError.notFound('User');
      await setRole(app.db, user.id, request.body.role);
      return { data: { username: user.username, role: request.body.role } };
    },
  );
}
