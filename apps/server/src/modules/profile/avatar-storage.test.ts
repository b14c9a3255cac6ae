import { describe, expect, it } from 'vitest';
import { createLocalFolderStorage } from '../../adapters/storage/local-folder-storage.js';
import { newStorageKey } from '../../adapters/storage/file-storage.js';
import { readObject } from '../../adapters/storage/file-storage.contract.js';
import { avatarStorage } from './avatar-storage.js';

describe('avatar storage', () => {
  it('stores avatars under random keys their URL names, and deletes only its own', async () => {
    const files = createLocalFolderStorage({ root: undefined, temporary: true });
    try {
      const avatars = avatarStorage(files);
      const url = await avatars.save(Buffer.from('webp bytes'));
      const [, key] = /^\/static\/avatars\/([0-9a-f]{64})\.webp$/.exec(url) ?? [];
      expect(key).toBeDefined();
      expect((await readObject(files, key!))?.toString()).toBe('webp bytes');
      expect(await avatars.open(`${key}.webp`)).toBeDefined();

      const other = newStorageKey();
      await files.put(other, Buffer.from('not an avatar URL of ours'), 'image/webp');
      for (const foreign of [
        `/static/avatars/../${other}.webp`,
        `https://elsewhere.example/static/avatars/${other}.webp`,
        `/static/avatars/${other}.png`,
        null,
      ]) {
        await avatars.remove(foreign);
      }
      expect(await readObject(files, other)).toBeDefined();
      for (const name of [`${other}.png`, other, `../${other}.webp`, `${other.slice(0, 32)}.webp`]) {
        expect(await avatars.open(name), name).toBeUndefined();
      }

      await avatars.remove(url);
      expect(await readObject(files, key!)).toBeUndefined();
      expect(await avatars.open(`${key}.webp`)).toBeUndefined();
    } finally {
      await files.close();
    }
  });
});
