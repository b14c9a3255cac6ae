import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestDatabase, testDriver } from '../test/database.js';
import { openDatabase } from './client.js';

describe.runIf(testDriver === 'postgres')('PostgreSQL connection loss', () => {
  it('survives the server closing idle connections: the loss is reported and the next query reconnects', async () => {
    const owner = await createTestDatabase();
    const { rows } = await owner.db.execute<{ db: string }>(sql`select current_database() as db`);
    const name = rows[0]!.db;
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${name}`;
    const lost: Error[] = [];
    const handle = await openDatabase({
      driver: 'pg',
      url: url.toString(),
      onIdleClientError: (e) => lost.push(e),
    });
    try {
      await handle.db.execute(sql`select 1`);
      await owner.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = ${name} and pid <> pg_backend_pid()`,
      );
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(lost.length).toBeGreaterThan(0);
      const after = await handle.db.execute<{ ok: number }>(sql`select 1 as ok`);
      expect(after.rows[0]?.ok).toBe(1);
    } finally {
      await handle.close();
      await owner.close();
    }
  });
});
