import { phoneCodeSentSchema, sendPhoneCodeInputSchema } from '@p2p/shared';
import { z } from 'zod';

/**
 * A phone code that was sent and not yet entered, kept in sessionStorage per user so a reload of the
 * verification page stays on the code step with the same country and number. The server keeps a code
 * for 15 minutes (CODE_TTL_MINUTES); after that the number form comes back.
 */
export const PENDING_PHONE_CODE_LIFETIME_MS = 15 * 60 * 1000;

const pendingSchema = z.object({
  request: sendPhoneCodeInputSchema,
  answer: phoneCodeSentSchema,
  countryIso: z.string(),
  number: z.string(),
  sentAt: z.number(),
});
export type PendingPhoneCode = z.infer<typeof pendingSchema>;

/** The part of the Web Storage API this needs. */
export type PendingStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function pendingPhoneCodeKey(userId: number): string {
  return `p2p.verification.phone-code.${userId}`;
}

function sessionStore(): PendingStorage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null; // Storage blocked (private mode, sandboxed frame): the step simply is not kept.
  }
}

export function readPendingPhoneCode(
  userId: number,
  storage: PendingStorage | null = sessionStore(),
  now = Date.now(),
): PendingPhoneCode | null {
  try {
    const raw = storage?.getItem(pendingPhoneCodeKey(userId));
    if (!raw) return null;
    const parsed = pendingSchema.safeParse(JSON.parse(raw));
    if (!parsed.success || now - parsed.data.sentAt > PENDING_PHONE_CODE_LIFETIME_MS) {
      storage?.removeItem(pendingPhoneCodeKey(userId));
      return null;
    }
    return parsed.data;
  } catch {
    return null;
  }
}

export function savePendingPhoneCode(
  userId: number,
  pending: PendingPhoneCode,
  storage: PendingStorage | null = sessionStore(),
): void {
  try {
    storage?.setItem(pendingPhoneCodeKey(userId), JSON.stringify(pending));
  } catch {
    // A full or blocked storage only loses the reload convenience.
  }
}

export function clearPendingPhoneCode(userId: number, storage: PendingStorage | null = sessionStore()): void {
  try {
    storage?.removeItem(pendingPhoneCodeKey(userId));
  } catch {
    // Nothing kept, nothing to clear.
  }
}
