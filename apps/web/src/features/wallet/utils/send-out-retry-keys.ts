import type { CryptoCode } from '@p2p/shared';
import { z } from 'zod';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { plainAmount } from './amounts';

/**
 * How long a send-out's Idempotency-Key is kept. The server remembers a key for 24 hours
 * (IDEMPOTENCY_KEY_TTL_HOURS) from its first successful use, which comes after the key is made here,
 * so within this time the server still knows every key the browser still offers.
 */
export const SEND_OUT_RETRY_KEY_LIFETIME_MS = 24 * 60 * 60 * 1000;
export const SEND_OUT_RETRY_KEYS_STORAGE_KEY = 'p2p.wallet.send-out-retry-keys';

/** What makes two send-outs the same one: the money and where it goes (not the two-factor code). */
export interface SendOutIdentity {
  crypto_currency_code: CryptoCode;
  address: string;
  amount: string;
}

export interface SendOutRetryKeys {
  /**
   * The Idempotency-Key of this send-out: the one kept from an earlier try of the same coin, address
   * and amount made in the last 24 hours, or a new one, kept from now on.
   */
  keyFor(sendOut: SendOutIdentity): string;
  /** Forgets the send-out's key (it succeeded, or the server refused the key): the next one is new. */
  settle(sendOut: SendOutIdentity): void;
}

/** The part of the Web Storage API the keys need. */
export type KeyStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const storedSchema = z.array(z.object({ sendOut: z.string(), key: z.string(), createdAt: z.number() }));
type StoredKeys = z.infer<typeof storedSchema>;

/** "0.1" and "0.10" are one send-out, as they are for the server. */
function identity({ crypto_currency_code, address, amount }: SendOutIdentity): string {
  return JSON.stringify([crypto_currency_code, address.trim(), plainAmount(amount.trim())]);
}

function parse(raw: string | null): StoredKeys {
  if (!raw) return [];
  try {
    const parsed = storedSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

/** Session storage, or null where the browser refuses it (storage disabled, some private modes). */
function sessionStorageOrNull(): KeyStorage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * Send-out Idempotency-Keys kept in the tab's session storage, so that trying a send-out again after
 * a lost answer, even after reloading the page, carries the key of the first try and cannot send
 * twice. Keys are per tab (session storage is) and expire after 24 hours. Where storage fails the
 * keys live in memory, as long as the page does.
 */
export function createSendOutRetryKeys({
  storage = sessionStorageOrNull(),
  now = Date.now,
}: { storage?: KeyStorage | null; now?: () => number } = {}): SendOutRetryKeys {
  let memory: StoredKeys = [];
  let inMemory = storage === null;

  const read = (): StoredKeys => {
    if (storage && !inMemory) {
      try {
        return parse(storage.getItem(SEND_OUT_RETRY_KEYS_STORAGE_KEY));
      } catch {
        inMemory = true;
      }
    }
    return memory;
  };

  const write = (keys: StoredKeys): void => {
    memory = keys;
    if (!storage || inMemory) return;
    try {
      if (keys.length) storage.setItem(SEND_OUT_RETRY_KEYS_STORAGE_KEY, JSON.stringify(keys));
      else storage.removeItem(SEND_OUT_RETRY_KEYS_STORAGE_KEY);
    } catch {
      inMemory = true;
    }
  };

  /** The keys younger than their lifetime; a key from a clock set back is not trusted either. */
  const liveKeys = (at: number): StoredKeys =>
    read().filter(
      (stored) => stored.createdAt <= at && at - stored.createdAt < SEND_OUT_RETRY_KEY_LIFETIME_MS,
    );

  return {
    keyFor(sendOut) {
      const at = now();
      const id = identity(sendOut);
      const keys = liveKeys(at);
      const kept = keys.find((stored) => stored.sendOut === id);
      if (kept) {
        write(keys);
        return kept.key;
      }
      const key = newIdempotencyKey();
      write([...keys, { sendOut: id, key, createdAt: at }]);
      return key;
    },
    settle(sendOut) {
      const id = identity(sendOut);
      write(liveKeys(now()).filter((stored) => stored.sendOut !== id));
    },
  };
}

/** The page's send-out keys, in the tab's session storage. */
export const sendOutRetryKeys = createSendOutRetryKeys();
