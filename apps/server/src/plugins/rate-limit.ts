import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import type { Config } from '../config.js';
import { AppError } from '../lib/app-error.js';
import { memoryAttemptCounter, redisAttemptCounter, type AttemptCounter } from '../lib/attempt-counter.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Attempt counters keyed by account or address (not IP), in the same store as the limits. */
    attempts: AttemptCounter;
  }
}

/**
 * Per-route limits (login, registration, code checks) keyed by client IP. With REDIS_URL the
 * counters are shared by every node; without it each node counts on its own.
 */
export const rateLimitPlugin = fp(
  async (app: FastifyInstance, options: { config: Config }) => {
    // ioredis is loaded only where REDIS_URL is set.
    const redis = options.config.REDIS_URL
      ? new (await import('ioredis')).Redis(options.config.REDIS_URL, {
          maxRetriesPerRequest: 1,
          connectTimeout: 5000,
          lazyConnect: true,
        })
      : undefined;
    if (redis) {
      redis.on('error', (error) => app.log.warn({ err: error }, 'rate-limit store (Redis) error'));
      await redis.connect().catch((error: unknown) => {
        app.log.warn({ err: error }, 'Redis does not answer yet; rate limits are skipped until it does');
      });
      app.addHook('onClose', async () => {
        await redis.quit().catch(() => redis.disconnect());
      });
    }
    app.decorate(
      'attempts',
      redis
        ? redisAttemptCounter(redis, {
            prefix: 'p2p-attempts:',
            onError: (error) => app.log.warn({ err: error }, 'attempt counter (Redis) error'),
          })
        : memoryAttemptCounter(),
    );
    await app.register(rateLimit, {
      global: false,
      // With Redis down, sign-in keeps working without limits rather than failing for everyone.
      skipOnError: true,
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
