import { existsSync } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fileStorageContract, readObject } from './file-storage.contract.js';
import { newStorageKey } from './file-storage.js';
import { createLocalFolderStorage, localFolderLocation } from './local-folder-storage.js';

describe('local folder storage: the FileStorage contract', () => {
  fileStorageContract(async () => {
    const storage = createLocalFolderStorage({ root: undefined, temporary: true });
    return { storage, stop: () => storage.close() };
  });
});

describe('localFolderLocation', () => {
  it('is a folder under DATA_DIR, or a temporary folder for an in-memory installation', () => {
    expect(localFolderLocation({ DATA_DIR: '/srv/p2p', inMemory: false }, 'private')).toEqual({
      root: path.join('/srv/p2p', 'private'),
      temporary: false,
    });
    expect(localFolderLocation({ DATA_DIR: 'memory', inMemory: true }, 'public/avatars')).toEqual({
      root: undefined,
      temporary: true,
    });
  });
});

describe('local folder storage', () => {
  it('removes its temporary folder at close', async () => {
    const storage = createLocalFolderStorage({ root: undefined, temporary: true });
    const key = newStorageKey();
    await storage.put(key, Buffer.from('x'), 'image/png');
    await storage.close();
    expect(await readObject(storage, key)).toBeUndefined();
  });

  it('keeps objects in a folder only its owner may open, and keeps them at close', async () => {
    const root = path.join(await mkdtemp(path.join(os.tmpdir(), 'p2p-storage-test-')), 'private');
    try {
      const storage = createLocalFolderStorage({ root, temporary: false });
      const key = newStorageKey();
      await storage.put(key, Buffer.from('x'), 'image/png');
      const file = path.join(root, key.slice(0, 2), key.slice(2, 4), key);
      expect((await stat(file)).mode & 0o777).toBe(0o600);
      expect((await stat(root)).mode & 0o077).toBe(0);
      await storage.close();
      expect(existsSync(file)).toBe(true);
    } finally {
      await rm(path.dirname(root), { recursive: true, force: true });
    }
  });
});
