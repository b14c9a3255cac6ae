import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * An id a balancer or client sends is kept only when it is a short token of safe characters: it ends
 * up in log lines and answer headers, where line breaks, quotes or a megabyte of text would do harm.
 */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

export function isSafeRequestId(value: unknown): value is string {
  return typeof value === 'string' && SAFE_REQUEST_ID.test(value);
}

/** Fastify's genReqId: the incoming X-Request-Id when safe, a fresh UUID otherwise. */
export function requestIdFor(request: Pick<IncomingMessage, 'headers'>): string {
  const incoming = request.headers[REQUEST_ID_HEADER];
  return isSafeRequestId(incoming) ? incoming : randomUUID();
}
