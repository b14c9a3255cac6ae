/**
 * A fresh Idempotency-Key: 128 random bits as hex. getRandomValues works on plain-HTTP origins too,
 * where crypto.randomUUID does not exist.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
