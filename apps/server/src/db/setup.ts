import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config.js';
import { openDatabase, type DatabaseHandle } from './client.js';
import { refreshStaleBadges } from '../modules/trade-stats/trade-stats.updates.js';
import { loadReferenceData } from './seed/load-reference-data.js';

/** Opens the database the configuration names: PostgreSQL, a PGlite folder, or PGlite in memory. */
export async function openConfiguredDatabase(
  config: Config,
  onIdleClientError?: (error: Error) => void,
): Promise<DatabaseHandle> {
  if (config.DATABASE_URL) {
    return openDatabase({
      driver: 'pg',
      url: config.DATABASE_URL,
      poolSize: config.DATABASE_POOL_SIZE,
      onIdleClientError,
    });
  }
  if (config.inMemory) return openDatabase({ driver: 'pglite' });
  const dataDir = path.join(config.DATA_DIR, 'pgdata');
  await mkdir(dataDir, { recursive: true });
  return openDatabase({ driver: 'pglite', dataDir });
}

/** Applies pending migrations and (re)loads reference data; safe to run at every start. */
export async function prepareDatabase(handle: DatabaseHandle): Promise<void> {
  await handle.exclusive(async (db) => {
    await handle.migrate(db);
    await loadReferenceData(db);
    // Badges the migration backfilled, or stored by older rules (decision 035).
    await refreshStaleBadges(db);
  });
}
