import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import type { Config } from '../config.js';
import { AppError } from '../lib/app-error.js';

/**
 * Per-route limits (login, registration, code checks) keyed by client IP. With REDIS_URL the
 * counters are shared by every node; without it each node counts on its own.
 */
export const rateLimitPlugin = fp(
  async (app: FastifyInstance, options: { config: Config }) => {
    const redis = options.config.REDIS_URL
      ? new Redis(options.config.REDIS_URL, { maxRetriesPerRequest: 1, enableOfflineQueue: false })
      : undefined;
    if (redis) app.addHook('onClose', async () => void (await redis.quit()));
    await app.register(rateLimit, {
      global: false,
      ...(redis ? { redis, nameSpace: 'p2p-rate-limit:' } : {}),
      errorResponseBuilder: (_request, context) =>
        new AppError(
          'ERROR_RATE_LIMITED',
          `Too many attempts. Try again in ${context.after}.`,
          undefined,
          429,
        ),
    });
  },
  { name: 'rate-limit' },
);
