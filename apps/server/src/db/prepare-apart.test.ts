import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client.js';
import { prepareEmbeddedFolderApart } from './prepare-apart.js';
import { prepareDatabase } from './setup.js';

describe('preparing an embedded folder in a process of its own', () => {
  let dir = '';
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('leaves a migrated, seeded folder that the server then opens with nothing left to do', async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'p2p-prepare-'));
    const dataDir = path.join(dir, 'pgdata');
    await prepareEmbeddedFolderApart(dataDir);

    const handle = await openDatabase({ driver: 'pglite', dataDir });
    try {
      const count = async (query: ReturnType<typeof sql>) =>
        Number(((await handle.db.execute(query)) as unknown as { rows: { n: unknown }[] }).rows[0]!.n);
      const migrations = await count(sql`select count(*) as n from drizzle.__drizzle_migrations`);
      const countries = await count(sql`select count(*) as n from countries`);
      expect(migrations).toBeGreaterThan(10);
      expect(countries).toBeGreaterThan(100);
      // The server's own preparation finds every migration applied.
      await prepareDatabase(handle);
      expect(await count(sql`select count(*) as n from drizzle.__drizzle_migrations`)).toBe(migrations);
    } finally {
      await handle.close();
    }
  });
});
