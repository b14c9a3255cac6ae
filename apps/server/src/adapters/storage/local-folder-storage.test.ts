import { rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { newStorageKey } from './file-storage.js';
import { createLocalFolderStorage, privateFilesLocation } from './local-folder-storage.js';

describe('privateFilesLocation', () => {
  it('is DATA_DIR/private, or a temporary folder for an in-memory installation', () => {
    expect(privateFilesLocation({ DATA_DIR: '/srv/p2p', inMemory: false })).toEqual({
      root: path.join('/srv/p2p', 'private'),
      temporary: false,
    });
    expect(privateFilesLocation({ DATA_DIR: 'memory', inMemory: true })).toEqual({
      root: undefined,
      temporary: true,
    });
  });
});

describe('local folder storage', () => {
  it('writes, reads and deletes by key, and removes its temporary folder at close', async () => {
    const storage = createLocalFolderStorage({ root: undefined, temporary: true });
    const key = newStorageKey();
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    expect(await storage.get(key)).toBeUndefined();
    await storage.put(key, Buffer.from('secret document'));
    expect((await storage.get(key))?.toString()).toBe('secret document');
    await storage.delete(key);
    expect(await storage.get(key)).toBeUndefined();
    await storage.delete(key);

    const other = newStorageKey();
    await storage.put(other, Buffer.from('x'));
    await storage.close();
    expect(await storage.get(other)).toBeUndefined();
  });

  it('keeps objects in a folder only its owner may open', async () => {
    const root = path.join(os.tmpdir(), `p2p-storage-test-${newStorageKey().slice(0, 8)}`);
    const storage = createLocalFolderStorage({ root, temporary: false });
    const key = newStorageKey();
    await storage.put(key, Buffer.from('x'));
    const file = path.join(root, key.slice(0, 2), key.slice(2, 4), key);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect((await stat(root)).mode & 0o077).toBe(0);
    await rm(root, { recursive: true, force: true });
  });

  it('refuses keys it did not make, so no path can reach outside its folder', async () => {
    const storage = createLocalFolderStorage({ root: undefined, temporary: true });
    for (const key of ['../../etc/passwd', 'abc', `${newStorageKey()}/..`]) {
      await expect(storage.put(key, Buffer.from('x'))).rejects.toThrow('invalid storage key');
      await expect(storage.get(key)).rejects.toThrow('invalid storage key');
    }
    await storage.close();
  });
});
