import type { Executor } from '../../db/client.js';
import { hmac, randomToken, safeEqual } from '../../lib/tokens.js';
import { getOrCreateSecret } from '../auth/secrets.repository.js';

/**
 * References of identity-provider (Sumsub) verifications: `sumsub.<nonce>.<signature>`, the signature
 * an HMAC-SHA256 of the provider, the user's id and the nonce with a key every node shares
 * (app_secrets). The server issues one when a user starts the provider's check and accepts back only a
 * reference it issued to that same user, so `mark-pending` cannot record made-up or borrowed
 * references. Signed rather than stored: nothing to clean up, and any node can check one.
 */
const PROVIDER = 'sumsub';
const KEY_NAME = 'kyc_provider_reference_key';

export function providerReferenceKey(db: Executor): Promise<string> {
  return getOrCreateSecret(db, KEY_NAME, () => randomToken(48));
}

const signed = (key: string, userId: number, nonce: string) => hmac(key, `${PROVIDER}:${userId}:${nonce}`);

/** A new reference for the user's provider check. */
export function issueProviderReference(key: string, userId: number): string {
  const nonce = randomToken(12);
  return `${PROVIDER}.${nonce}.${signed(key, userId, nonce)}`;
}

/** Whether the server issued this reference to this user. */
export function isIssuedProviderReference(key: string, userId: number, reference: string): boolean {
  const parts = reference.split('.');
  if (parts.length !== 3) return false;
  const [provider, nonce, signature] = parts as [string, string, string];
  if (provider !== PROVIDER || !/^[A-Za-z0-9_-]{16}$/.test(nonce)) return false;
  return safeEqual(signature, signed(key, userId, nonce));
}
