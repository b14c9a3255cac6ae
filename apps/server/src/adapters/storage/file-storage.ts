import { randomBytes } from 'node:crypto';

/**
 * Private file storage (KYC documents): objects are written and read by key only and never served
 * from a public path. The default keeps them in a local folder; an S3-compatible store can implement
 * the same interface.
 */
export interface FileStorage {
  put(key: string, data: Buffer): Promise<void>;
  /** The object's bytes, or undefined when there is none under this key. */
  get(key: string): Promise<Buffer | undefined>;
  delete(key: string): Promise<void>;
  /** Releases what the storage holds for this process (a temporary folder); stored objects stay otherwise. */
  close(): Promise<void>;
}

const KEY_PATTERN = /^[0-9a-f]{64}$/;

/** A new random key: 256 bits, so keys cannot be guessed or enumerated. */
export function newStorageKey(): string {
  return randomBytes(32).toString('hex');
}

export function isStorageKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}
