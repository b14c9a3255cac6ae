import webpush from 'web-push';
import { parseRetryAfter } from '../notifications/retry-after.js';
import type { VapidKeys } from './vapid-keys.js';

export interface PushTarget {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface PushSendOptions {
  vapid: VapidKeys;
  /** Seconds the push service keeps the message for an offline browser. */
  ttlSeconds: number;
  urgency: 'very-low' | 'low' | 'normal' | 'high';
  timeoutMs: number;
}

export interface PushSendResult {
  status: number;
  /** Seconds the push service asked to wait (429/503), when it said. */
  retryAfterSeconds: number | null;
  body: string;
}

/**
 * Encrypts the payload for one browser (RFC 8291, aes128gcm), signs the VAPID header (RFC 8292) with
 * web-push, and posts it with fetch: web-push's own sender speaks https only, and local push services
 * allowed by configuration (tests) speak plain http.
 */
export async function sendPush(
  target: PushTarget,
  payload: string,
  options: PushSendOptions,
): Promise<PushSendResult> {
  const details = webpush.generateRequestDetails(target, payload, {
    vapidDetails: options.vapid,
    TTL: options.ttlSeconds,
    urgency: options.urgency,
    contentEncoding: 'aes128gcm',
  });
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(details.headers)) headers[name] = String(value);
  const response = await fetch(details.endpoint, {
    method: details.method,
    headers,
    body: details.body,
    redirect: 'error',
    signal: AbortSignal.timeout(options.timeoutMs),
  });
  return {
    status: response.status,
    retryAfterSeconds: parseRetryAfter(response.headers.get('retry-after')),
    body: (await response.text()).slice(0, 500),
  };
}
