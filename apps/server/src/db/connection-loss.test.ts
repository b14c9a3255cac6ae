import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestDatabase, testDriver } from '../test/database.js';
import { openDatabase } from './client.js';

/** Both drivers answer raw SQL with `{ rows }`; the shared Database type leaves the result untyped. */
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

describe.runIf(testDriver === 'postgres')('PostgreSQL connection loss', () => {
  it('survives the server closing idle connections: the loss is reported and the next query reconnects', async () => {
    const owner = await createTestDatabase();
    const name = rowsOf<{ db: string }>(await owner.db.execute(sql`select current_database() as db`))[0]!.db;
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
      const after = rowsOf<{ ok: number }>(await handle.db.execute(sql`select 1 as ok`));
      expect(after[0]?.ok).toBe(1);
    } finally {
      await handle.close();
      await owner.close();
    }
  });

  // A restart or pg_terminate_backend also ends connections the pool has lent out. node-postgres then
  // emits 'error' on the client, where the pool no longer listens: without a listener of our own the
  // process dies (vitest reports it as an unhandled error).
  it('fails the transaction whose connection the server ended, and the pool goes on', async () => {
    const database = await createTestDatabase();
    const other = await createTestDatabase();
    try {
      const attempt = database.db.transaction(async (tx) => {
        const pid = rowsOf<{ pid: number }>(await tx.execute(sql`select pg_backend_pid() as pid`))[0]!.pid;
        await other.db.execute(sql`select pg_terminate_backend(${pid})`);
        // The connection's end arrives while it sits between two statements of the transaction.
        await new Promise((resolve) => setTimeout(resolve, 200));
        await tx.execute(sql`select 1`);
      });
      await expect(attempt).rejects.toThrow();
      const after = rowsOf<{ ok: number }>(await database.db.execute(sql`select 1 as ok`));
      expect(after[0]?.ok).toBe(1);
    } finally {
      await other.close();
      await database.close();
    }
  });
});
