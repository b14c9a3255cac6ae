import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rename, rm, unlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Config } from '../../config.js';
import { isStorageKey, type FileStorage } from './file-storage.js';

/**
 * Where private files live: DATA_DIR/private, beside the database and outside the web app's folder.
 * An in-memory installation (DATA_DIR=memory, tests) gets a temporary folder removed at close.
 */
export function privateFilesLocation(config: Pick<Config, 'DATA_DIR' | 'inMemory'>): {
  root: string | undefined;
  temporary: boolean;
} {
  return config.inMemory
    ? { root: undefined, temporary: true }
    : { root: path.join(config.DATA_DIR, 'private'), temporary: false };
}

/** Objects as files under `root`, fanned out by the key's first characters (ab/cd/abcd…). */
export function createLocalFolderStorage(location: {
  root: string | undefined;
  temporary: boolean;
}): FileStorage {
  let rootReady: Promise<string> | undefined;
  const root = (): Promise<string> =>
    (rootReady ??= location.root
      ? mkdir(location.root, { recursive: true, mode: 0o700 }).then(() => location.root!)
      : mkdtemp(path.join(os.tmpdir(), 'p2p-private-')));

  const fileOf = async (key: string): Promise<string> => {
    // Keys are generated, never taken from a request; the check keeps a bad caller out of other folders.
    if (!isStorageKey(key)) throw new Error('invalid storage key');
    return path.join(await root(), key.slice(0, 2), key.slice(2, 4), key);
  };

  return {
    async put(key, data) {
      const file = await fileOf(key);
      await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
      const partial = `${file}.${randomBytes(6).toString('hex')}.part`;
      await writeFile(partial, data, { mode: 0o600, flag: 'wx' });
      await rename(partial, file);
    },
    async get(key) {
      try {
        return await readFile(await fileOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    async delete(key) {
      await unlink(await fileOf(key)).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error;
      });
    },
    async close() {
      if (!location.temporary || !rootReady) return;
      await rm(await rootReady, { recursive: true, force: true });
    },
  };
}
