import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, open, rename, rm, unlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Config } from '../../config.js';
import { assertStorageKey, type FileStorage } from './file-storage.js';

/** A folder of objects; with no root, a temporary folder removed at close (an in-memory installation). */
export interface LocalFolderLocation {
  root: string | undefined;
  temporary: boolean;
}

/**
 * Where one kind of file lives under DATA_DIR (`private` for documents and chat files,
 * `public/avatars` for avatars), beside the database and outside the web app's folder.
 * An in-memory installation (DATA_DIR=memory, tests) gets a temporary folder removed at close.
 */
export function localFolderLocation(
  config: Pick<Config, 'DATA_DIR' | 'inMemory'>,
  folder: string,
): LocalFolderLocation {
  return config.inMemory
    ? { root: undefined, temporary: true }
    : { root: path.join(config.DATA_DIR, folder), temporary: false };
}

/** Objects as files under `root`, fanned out by the key's first characters (ab/cd/abcd…). */
export function createLocalFolderStorage(location: LocalFolderLocation): FileStorage {
  let rootReady: Promise<string> | undefined;
  const root = (): Promise<string> =>
    (rootReady ??= location.root
      ? mkdir(location.root, { recursive: true, mode: 0o700 }).then(() => location.root!)
      : mkdtemp(path.join(os.tmpdir(), 'p2p-files-')));

  const fileOf = async (key: string): Promise<string> => {
    assertStorageKey(key);
    return path.join(await root(), key.slice(0, 2), key.slice(2, 4), key);
  };

  return {
    async put(key, data) {
      const file = await fileOf(key);
      await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
      // Written aside and renamed, so a reader never sees half a file.
      const partial = `${file}.${randomBytes(6).toString('hex')}.part`;
      await writeFile(partial, data, { mode: 0o600, flag: 'wx' });
      await rename(partial, file);
    },
    async open(key) {
      const file = await fileOf(key);
      try {
        // One handle for the size and the bytes: a delete in between cannot make them disagree.
        const handle = await open(file, 'r');
        const { size } = await handle.stat().catch(async (error: unknown) => {
          await handle.close();
          throw error;
        });
        return { body: handle.createReadStream(), size };
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
