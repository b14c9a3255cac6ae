import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { Logger } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { MIGRATIONS_DIR } from '../paths.js';
import * as schema from './schema.js';

export type Schema = typeof schema;
/** The one database type services use, whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle; pass it down, never reach for `db` inside a transaction (PGlite would wait forever). */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
export type Executor = Database | Transaction;

/** Connections of this process: PostgreSQL's pool, or PGlite's one connection (idle and waiting unknown). */
export interface PoolStats {
  total: number;
  idle: number | null;
  waiting: number | null;
}

export interface DatabaseHandle {
  db: Database;
  driver: 'pglite' | 'pg';
  poolStats(): PoolStats;
  /**
   * PGlite only: a gzipped tarball of the data folder, taken while no transaction runs (PGlite's
   * transaction lock is held), so it holds exactly the committed state.
   */
  dumpDataDir?(): Promise<Blob>;
  /**
   * Runs `work` while holding the database-wide setup lock, so that several nodes starting at once
   * migrate and seed one after another instead of racing.
   */
  exclusive<T>(work: (db: Database) => Promise<T>): Promise<T>;
  migrate(db: Database): Promise<void>;
  close(): Promise<void>;
}

const SETUP_LOCK_KEY = 7_270_701;

/**
 * Settings of the embedded database. PGlite's buffer pool lives in the node's own memory and never
 * shrinks, and its default (PostgreSQL's 128 MB) made an idle embedded node hold about 500 MiB; the
 * small installations it serves fit 32 MB, and the operating system caches the data folder anyway
 * (`npm run bench:memory`). Written into the data folder's configuration at every start.
 */
const PGLITE_SETTINGS = ['shared_buffers = 32MB'];

export type DatabaseTarget = (
  | { driver: 'pg'; url: string; poolSize?: number; onIdleClientError?: (error: Error) => void }
  | { driver: 'pglite'; dataDir?: string; loadDataDir?: Blob }
) & {
  /** Sees every statement drizzle sends (tests count a request's statements with it: src/test/statements.ts). */
  logger?: Logger;
};

// node-postgres hands int8 back as a string; bigint is what money columns mean.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => BigInt(value));

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.driver === 'pg') {
    const pool = new pg.Pool({ connectionString: target.url, max: target.poolSize ?? 10 });
    // An idle connection the server closes (restart, failover, admin command) must not crash the
    // process: the pool drops it and opens a new one on the next query.
    pool.on(
      'error',
      target.onIdleClientError ??
        ((error) => console.warn(`idle database connection lost: ${error.message}`)),
    );
    // The pool listens for errors only on idle connections. A checked-out one that the server ends
    // (a restart, pg_terminate_backend) between two statements of a transaction emits 'error' with
    // nobody listening, which would crash the process: the statement that fails, or the next one,
    // already tells its caller, and release() then drops the broken connection.
    pool.on('connect', (client) => client.on('error', () => undefined));
    const db = drizzlePg({ client: pool, schema, logger: target.logger }) as unknown as Database;
    await pool.query('select 1');
    return {
      db,
      driver: 'pg',
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      async exclusive(work) {
        const client = await pool.connect();
        try {
          await client.query('select pg_advisory_lock($1)', [SETUP_LOCK_KEY]);
          return await work(drizzlePg({ client, schema }) as unknown as Database);
        } finally {
          await client.query('select pg_advisory_unlock($1)', [SETUP_LOCK_KEY]).catch(() => undefined);
          client.release();
        }
      },
      migrate: (on) =>
        migratePg(on as unknown as Parameters<typeof migratePg>[0], { migrationsFolder: MIGRATIONS_DIR }),
      close: () => pool.end(),
    };
  }
  // The embedded database's code loads only where it runs: a node on PostgreSQL never holds it.
  const [{ PGlite }, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  const client = await PGlite.create({
    postgresqlconf: PGLITE_SETTINGS,
    ...(target.dataDir ? { dataDir: target.dataDir } : {}),
    ...(target.loadDataDir ? { loadDataDir: target.loadDataDir } : {}),
  });
  const pgliteDb = drizzlePglite({ client, schema, logger: target.logger });
  return {
    db: pgliteDb as unknown as Database,
    driver: 'pglite',
    poolStats: () => ({ total: 1, idle: null, waiting: null }),
    async dumpDataDir() {
      // Fewer WAL records for the restore to replay; a query outside the lock (exec takes it itself).
      await client.exec('checkpoint');
      const dump = await client._runExclusiveTransaction(() => client.dumpDataDir('gzip'));
      return dump instanceof Blob ? dump : new Blob([dump]);
    },
    // PGlite has one connection and runs one transaction at a time: it is exclusive by nature.
    exclusive: (work) => work(pgliteDb as unknown as Database),
    migrate: () => migratePglite(pgliteDb, { migrationsFolder: MIGRATIONS_DIR }),
    close: () => client.close(),
  };
}

/** The PostgreSQL error code of a failed query (drizzle wraps driver errors; the code is on `cause`). */
export function pgErrorCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** The constraint a unique or check violation names, when the driver reports it. */
export function pgConstraint(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth += 1) {
    const constraint = (current as { constraint?: unknown }).constraint;
    if (typeof constraint === 'string') return constraint;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}
