import { describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../config.js';
import { openAvatarStorage } from './avatar-storage.js';

describe('avatar storage', () => {
  it('keeps avatars under DATA_DIR/public/avatars and deletes only its own files', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'p2p-data-'));
    try {
      const storage = await openAvatarStorage(loadConfig({ DATA_DIR: dataDir }));
      expect(storage.dir).toBe(path.join(dataDir, 'public', 'avatars'));
      const url = await storage.save(Buffer.from('webp bytes'));
      const file = path.join(storage.dir, url.split('/').pop()!);
      expect(existsSync(file)).toBe(true);
      const foreign = path.join(dataDir, 'public', 'keep.webp');
      await writeFile(foreign, 'x');
      await storage.remove('/static/avatars/../keep.webp');
      await storage.remove('https://elsewhere.example/avatar.webp');
      await storage.remove(null);
      expect(existsSync(foreign)).toBe(true);
      await storage.remove(url);
      expect(existsSync(file)).toBe(false);
      await storage.close();
      expect(existsSync(storage.dir)).toBe(true);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('uses a temporary folder for an in-memory database and removes it on close', async () => {
    const storage = await openAvatarStorage(loadConfig({ DATA_DIR: 'memory' }));
    expect(storage.dir.startsWith(os.tmpdir())).toBe(true);
    await storage.save(Buffer.from('x'));
    await storage.close();
    expect(existsSync(storage.dir)).toBe(false);
  });
});
