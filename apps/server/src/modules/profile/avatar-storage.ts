import { newStorageKey, type FileStorage, type StoredObject } from '../../adapters/storage/file-storage.js';

export const AVATAR_URL_PREFIX = '/static/avatars/';
export const AVATAR_FILE_PATTERN = /^([0-9a-f]{64})\.webp$/;

/** Processed avatars in the installation's avatar store, each under a random key that its URL names. */
export interface AvatarStorage {
  /** Stores a processed avatar under a new key and returns its public URL. */
  save(webp: Buffer): Promise<string>;
  /** The avatar a file name of AVATAR_URL_PREFIX names, or undefined (no such avatar, or not a name we make). */
  open(fileName: string): Promise<StoredObject | undefined>;
  /** Deletes an avatar this storage made; other URLs are left alone. */
  remove(url: string | null): Promise<void>;
}

export function avatarStorage(files: FileStorage): AvatarStorage {
  const keyOf = (fileName: string): string | undefined => AVATAR_FILE_PATTERN.exec(fileName)?.[1];
  return {
    async save(webp) {
      const key = newStorageKey();
      await files.put(key, webp, 'image/webp');
      return `${AVATAR_URL_PREFIX}${key}.webp`;
    },
    async open(fileName) {
      const key = keyOf(fileName);
      return key ? files.open(key) : undefined;
    },
    async remove(url) {
      if (!url?.startsWith(AVATAR_URL_PREFIX)) return;
      const key = keyOf(url.slice(AVATAR_URL_PREFIX.length));
      if (key) await files.delete(key).catch(() => undefined);
    },
  };
}
