import { and, eq } from 'drizzle-orm';
import type { FileStorage } from '../../adapters/storage/file-storage.js';
import { createLocalFolderStorage } from '../../adapters/storage/local-folder-storage.js';
import type { Database } from '../../db/client.js';
import { userEvents } from '../../db/schema.js';
import * as repo from './trade-exports.repository.js';

/** A temporary folder store that remembers which keys it holds (to prove no file is left behind). */
export function trackedStorage(): FileStorage & { keys: Set<string> } {
  const inner = createLocalFolderStorage({ root: undefined, temporary: true });
  const keys = new Set<string>();
  return {
    keys,
    async put(key, data, contentType) {
      await inner.put(key, data, contentType);
      keys.add(key);
    },
    open: (key) => inner.open(key),
    async delete(key) {
      await inner.delete(key);
      keys.delete(key);
    },
    close: () => inner.close(),
  };
}

/** A pending job straight in the table (the per-user limit of the route does not apply). */
export function insertJob(
  db: Database,
  userId: number,
  range: { from: Date; to: Date },
  format: 'csv' | 'xlsx' | 'pdf' = 'csv',
) {
  const day = (date: Date) => date.toISOString().slice(0, 10);
  return repo.insertReport(db, {
    userId,
    format,
    filters: { status: 'all', offerType: null, cryptoCurrencyCode: null, paymentMethodId: null },
    startDate: day(range.from),
    endDate: day(range.to),
    timezone: 'UTC',
    rangeStart: range.from,
    rangeEnd: range.to,
  });
}

/** How many `export.ready` events the user got for one report. */
export async function readyEventsOf(db: Database, userId: number, reportId: string): Promise<number> {
  const rows = await db
    .select({ payload: userEvents.payload })
    .from(userEvents)
    .where(and(eq(userEvents.userId, userId), eq(userEvents.type, 'export.ready')));
  return rows.filter((row) => (row.payload as { reportId?: string }).reportId === reportId).length;
}
