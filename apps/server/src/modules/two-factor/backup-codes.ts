import { randomBytes } from 'node:crypto';
import { BACKUP_CODE_COUNT } from '@p2p/shared';
import { hmac } from '../../lib/tokens.js';

// Crockford's Base32 in lower case: no i, l, o or u to misread. 32 symbols, so a byte modulo 32 is uniform.
const ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';
const LENGTH = 10;

/** Fresh backup codes as shown to the user, e.g. `k7dq2-m9xa0` (50 bits each). */
export function newBackupCodes(count = BACKUP_CODE_COUNT): string[] {
  return Array.from({ length: count }, () => {
    const chars = Array.from(randomBytes(LENGTH), (byte) => ALPHABET[byte % ALPHABET.length]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** What the user typed, without spaces, dashes or letter case. */
export function normalizeCode(code: string): string {
  return code.replace(/[\s-]/g, '').toLowerCase();
}

export function looksLikeBackupCode(normalized: string): boolean {
  return normalized.length === LENGTH && /^[0-9a-z]+$/.test(normalized);
}

/**
 * Stored as an HMAC keyed with the server secret and bound to the user: a copy of the table alone
 * does not allow guessing codes offline, nor moving one to another account.
 */
export function backupCodeHash(keyMaterial: string, userId: number, code: string): string {
  return hmac(keyMaterial, `two-factor-backup:${userId}:${normalizeCode(code)}`);
}
