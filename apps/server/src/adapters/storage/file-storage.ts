import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';

/** A stored object opened for reading: its bytes as they arrive, and how many there are. */
export interface StoredObject {
  body: Readable;
  /** The length in bytes, for Content-Length. */
  size: number;
}

/**
 * File storage: objects are written and read by key only (a key this module made, see
 * `newStorageKey`), never by a name taken from a request. The default keeps them in a local folder
 * (`local-folder-storage.ts`); several nodes share an S3-compatible bucket (`s3-storage.ts`).
 * Callers keep each object's content type and name in the database and serve it themselves.
 */
export interface FileStorage {
  /** Writes the whole object under `key`; `contentType` is recorded where the store keeps one. */
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** The object opened as a stream, or undefined when there is none under this key. */
  open(key: string): Promise<StoredObject | undefined>;
  /** Removes the object; removing one that is not there is no error. */
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

/** Every adapter refuses other keys, so a bad caller can never reach outside its folder or prefix. */
export function assertStorageKey(key: string): void {
  if (!isStorageKey(key)) throw new Error('invalid storage key');
}
