import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle, type Executor } from '../db/client.js';
import { statementLogger } from './statements.js';

/** The copies of one run's template share a prefix, so the run can clean up only its own. */
export function testDatabasePrefix(template: string): string {
  return `p2p_test_${template.replace('p2p_template_', '')}_`;
}

export const testDriver = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

/**
 * A fresh, migrated and seeded database for one test file: a PGlite clone of the run's image, or
 * a PostgreSQL database copied from the run's template. Closing it drops the copy.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  if (testDriver === 'postgres') {
    const url = new URL(process.env.TEST_DATABASE_URL!);
    const template = inject('postgresTemplate');
    const name = `${testDatabasePrefix(template)}${randomBytes(6).toString('hex')}`;
    const adminUrl = new URL(url);
    adminUrl.pathname = '/postgres';
    const admin = new pg.Client({ connectionString: adminUrl.toString() });
    await admin.connect();
    await admin.query(`create database ${name} template ${template}`);
    url.pathname = `/${name}`;
    // Dropping the copy ends connections a closing pool has not finished closing; that is expected.
    const handle = await openDatabase({
      driver: 'pg',
      url: url.toString(),
      poolSize: 10,
      onIdleClientError: () => {},
      logger: statementLogger,
    });
    return {
      ...handle,
      async close() {
        await handle.close();
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      },
    };
  }
  const image = await readFile(inject('pgliteImagePath'));
  return openDatabase({ driver: 'pglite', loadDataDir: new Blob([image]), logger: statementLogger });
}

/** The connection URL of the PostgreSQL test database `db` works on, for another pool or a child process. */
export async function testDatabaseUrl(db: Executor): Promise<URL> {
  const result = (await db.execute(sql`select current_database() as name`)) as unknown as {
    rows: { name: string }[];
  };
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${result.rows[0]!.name}`;
  return url;
}

/**
 * A second pool of `poolSize` connections on the PostgreSQL test database `db` works on: the racing
 * tests' own, wider than the app's. Close it before that database.
 */
export async function openWidePool(db: Executor, poolSize: number): Promise<DatabaseHandle> {
  const url = await testDatabaseUrl(db);
  return openDatabase({ driver: 'pg', url: url.toString(), poolSize, onIdleClientError: () => {} });
}
