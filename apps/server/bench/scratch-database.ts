import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../src/db/client.js';
import { prepareDatabase } from '../src/db/setup.js';

export interface ScratchDatabase {
  handle: DatabaseHandle;
  /** The connection string of the scratch database. */
  url: string;
  /** Closes the handle and drops the database. */
  drop(): Promise<void>;
}

/**
 * A migrated, seeded PostgreSQL database of its own for one benchmark, on the server named by
 * BENCH_DATABASE_URL or TEST_DATABASE_URL; undefined (and a line saying why) when neither is set.
 */
export async function openScratchDatabase(
  label: string,
  poolSize: number,
): Promise<ScratchDatabase | undefined> {
  const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!url) {
    console.log(`${label}: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL to a PostgreSQL server)`);
    return undefined;
  }
  const name = `p2p_bench_${label}_${randomBytes(4).toString('hex')}`;
  const adminUrl = new URL(url);
  adminUrl.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: adminUrl.toString() });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  // Dropping the database at the end ends connections the pools are still closing: expected.
  const handle = await openDatabase({
    driver: 'pg',
    url: target.toString(),
    poolSize,
    onIdleClientError: () => {},
  });
  const drop = async () => {
    await handle.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  };
  try {
    await prepareDatabase(handle);
  } catch (error) {
    await drop();
    throw error;
  }
  return { handle, url: target.toString(), drop };
}
