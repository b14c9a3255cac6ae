import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, unlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Config } from '../../config.js';

export const AVATAR_URL_PREFIX = '/static/avatars/';
export const AVATAR_FILE_PATTERN = /^[0-9a-f]{32}\.webp$/;

export interface AvatarStorage {
  /** The folder served at AVATAR_URL_PREFIX. */
  readonly dir: string;
  /** Stores a processed avatar under a random name and returns its public URL. */
  save(webp: Buffer): Promise<string>;
  /** Deletes an avatar this storage made; other URLs are left alone. */
  remove(url: string | null): Promise<void>;
  close(): Promise<void>;
}

/** DATA_DIR/public/avatars, or a temporary folder (removed on close) for an in-memory database. */
export async function openAvatarStorage(config: Config): Promise<AvatarStorage> {
  const dir = config.inMemory
    ? await mkdtemp(path.join(os.tmpdir(), 'p2p-avatars-'))
    : path.join(config.DATA_DIR, 'public', 'avatars');
  await mkdir(dir, { recursive: true });

  const fileOf = (url: string | null): string | undefined => {
    if (!url?.startsWith(AVATAR_URL_PREFIX)) return undefined;
    const name = url.slice(AVATAR_URL_PREFIX.length);
    return AVATAR_FILE_PATTERN.test(name) ? path.join(dir, name) : undefined;
  };

  return {
    dir,
    async save(webp) {
      const name = `${randomBytes(16).toString('hex')}.webp`;
      await writeFile(path.join(dir, name), webp, { flag: 'wx' });
      return `${AVATAR_URL_PREFIX}${name}`;
    },
    async remove(url) {
      const file = fileOf(url);
      if (file) await unlink(file).catch(() => undefined);
    },
    async close() {
      if (config.inMemory) await rm(dir, { recursive: true, force: true });
    },
  };
}
