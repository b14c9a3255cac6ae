import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from './client.js';
import { createTestDatabase, testDriver } from '../test/database.js';

// A server restart or pg_terminate_backend ends connections the pool has lent out. Without an error
// listener on every client, node-postgres' 'error' event on a lent-out connection kills the process
// (vitest reports it as an unhandled error and fails the run).
describe.skipIf(testDriver !== 'postgres')('a pooled connection ended by the server', () => {
  let database: DatabaseHandle;
  let admin: pg.Client;

  beforeAll(async () => {
    database = await createTestDatabase();
    admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
  });

  afterAll(async () => {
    await admin.end();
    await database.close();
  });

  it('fails the transaction that held it, and the pool goes on with a new connection', async () => {
    const attempt = database.db.transaction(async (tx) => {
      const result = (await tx.execute(sql`select pg_backend_pid() as pid`)) as unknown as {
        rows: { pid: number }[];
      };
      await admin.query('select pg_terminate_backend($1)', [result.rows[0]!.pid]);
      // Give the socket's end time to arrive while the connection sits between two statements.
      await new Promise((resolve) => setTimeout(resolve, 200));
      await tx.execute(sql`select 1`);
    });
    await expect(attempt).rejects.toThrow();

    const after = (await database.db.execute(sql`select 1 as one`)) as unknown as { rows: { one: number }[] };
    expect(after.rows[0]!.one).toBe(1);
  });
});
