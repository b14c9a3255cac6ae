import {
  createHmac,
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  randomBytes,
  sign,
  type KeyObject,
} from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import type { Executor } from '../../db/client.js';
import { getOrCreateSecret } from '../auth/secrets.repository.js';

/** A new signing secret in the Standard Webhooks form: `whsec_` and 32 random bytes in base64. */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64')}`;
}

/** The Paxful form: hex HMAC-SHA256 of the raw body, keyed with the whole secret string. */
export function paxfulSignature(secret: string, body: string): string {
  return createHmac('sha256', secret).update(body).digest('hex');
}

const SIGNING_KEY_NAME = 'webhooks.ed25519.private_key';

/** The platform's Ed25519 key, made once and kept in app_secrets (PKCS#8 PEM). */
export interface WebhookSigningKey {
  privateKeyPem: string;
  /** SPKI PEM, served at /paxful/v1/public/.well-known/public.key. */
  publicKeyPem: string;
  /** The parsed private key (parsing the PEM on every request would cost more than signing). */
  privateKey: KeyObject;
}

export async function loadSigningKey(db: Executor): Promise<WebhookSigningKey> {
  const privateKeyPem = await getOrCreateSecret(db, SIGNING_KEY_NAME, () =>
    generateKeyPairSync('ed25519').privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
  );
  const privateKey = createPrivateKey(privateKeyPem);
  const publicKeyPem = createPublicKey(privateKey).export({ type: 'spki', format: 'pem' }).toString();
  return { privateKeyPem, publicKeyPem, privateKey };
}

export interface SignInput {
  /** The stable message id (the event id; redeliveries keep it so receivers drop duplicates). */
  messageId: string;
  timestamp: Date;
  body: string;
}

/**
 * The signature headers of one request:
 * - Standard Webhooks: `webhook-id`, `webhook-timestamp` (Unix seconds) and `webhook-signature`
 *   holding `v1,<HMAC>` (the `standardwebhooks` library, keyed with the user's secret) and, when the
 *   platform key is given, `v1a,<Ed25519>` over the same `id.timestamp.body` string;
 * - Paxful: `X-Paxful-Signature`, hex HMAC-SHA256 of the body with the secret, and
 *   `X-Paxful-Signature-Ed25519`, base64 Ed25519 of the body with the platform key.
 */
export function signatureHeaders(
  secret: string,
  input: SignInput,
  key?: WebhookSigningKey,
): Record<string, string> {
  const standard = new Webhook(secret).sign(input.messageId, input.timestamp, input.body);
  const seconds = Math.floor(input.timestamp.getTime() / 1000);
  const headers: Record<string, string> = {
    'webhook-id': input.messageId,
    'webhook-timestamp': String(seconds),
    'webhook-signature': standard,
    'x-paxful-signature': paxfulSignature(secret, input.body),
  };
  if (key) {
    const { privateKey } = key;
    const signed = `${input.messageId}.${seconds}.${input.body}`;
    headers['webhook-signature'] =
      `${standard} v1a,${sign(null, Buffer.from(signed), privateKey).toString('base64')}`;
    headers['x-paxful-signature-ed25519'] = sign(null, Buffer.from(input.body), privateKey).toString(
      'base64',
    );
  }
  return headers;
}
