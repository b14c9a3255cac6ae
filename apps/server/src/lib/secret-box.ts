import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export interface SecretBox {
  /** Encrypts `plain`; `context` (e.g. `totp:42`) must be given again to open it. */
  seal(plain: string, context: string): string;
  /** Decrypts what `seal` produced; throws when the text, the context or the key differs. */
  open(sealed: string, context: string): string;
}

/**
 * AES-256-GCM with a key derived (HKDF-SHA256) from a shared server secret, so every node can open
 * what another sealed. The context is authenticated data: a sealed value copied onto another row
 * (another user's secret) does not open there.
 * @example
 * const box = createSecretBox(await getOrCreateSecret(db, 'secret_box_key', () => randomToken(48)));
 * const stored = box.seal(totpSecret, `totp:${userId}`);
 * box.open(stored, `totp:${userId}`) === totpSecret;
 */
export function createSecretBox(keyMaterial: string): SecretBox {
  if (keyMaterial.length < 32) throw new Error('secret-box key material must be at least 32 characters');
  const key = Buffer.from(hkdfSync('sha256', keyMaterial, 'p2p-secret-box', 'aes-256-gcm v1', 32));

  return {
    seal(plain, context) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
      cipher.setAAD(Buffer.from(context, 'utf8'));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const parts = [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url'));
      return [VERSION, ...parts].join('.');
    },
    open(sealed, context) {
      const [version, iv, tag, body, ...rest] = sealed.split('.');
      if (version !== VERSION || iv === undefined || tag === undefined || body === undefined || rest.length)
        throw new Error('not a sealed value');
      const ivBytes = Buffer.from(iv, 'base64url');
      const tagBytes = Buffer.from(tag, 'base64url');
      if (ivBytes.length !== IV_BYTES || tagBytes.length !== TAG_BYTES) throw new Error('not a sealed value');
      const decipher = createDecipheriv('aes-256-gcm', key, ivBytes, { authTagLength: TAG_BYTES });
      decipher.setAAD(Buffer.from(context, 'utf8'));
      decipher.setAuthTag(tagBytes);
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
        'utf8',
      );
    },
  };
}
