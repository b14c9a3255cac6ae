import type { FastifyReply } from 'fastify';
import { AppError } from './app-error.js';

/**
 * Runs `work`; a 429 that says how long to wait (`countdown` seconds) also gets a Retry-After
 * header, as the per-IP limits send, so clients and proxies can back off without reading the body.
 */
export async function withRetryAfter<T>(reply: FastifyReply, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AppError && error.status === 429 && error.extra?.countdown) {
      void reply.header('retry-after', String(error.extra.countdown));
    }
    throw error;
  }
}
