import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { DEFAULT_LEVEL_LIMITS, LEVEL_NAMES } from '@p2p/shared';
import type { Database } from '../client.js';
import {
  countries,
  cryptoCurrencies,
  disputeReasons,
  fiatCurrencies,
  levelLimits,
  paymentMethodGroups,
  paymentMethods,
  paymentMethodTags,
  tags,
} from '../schema.js';
import { readReferenceData } from './reference-data.js';

/** `SET col = excluded.col` for every column but the key, so a changed data file updates rows in place. */
function updateAllColumns(table: PgTable): Record<string, SQL> {
  const columns = getTableColumns(table);
  return Object.fromEntries(
    Object.entries(columns)
      .filter(([, column]) => !column.primary)
      .map(([key, column]) => [key, sql.raw(`excluded."${column.name}"`)]),
  );
}

/** Loads the reference data idempotently: running it twice leaves the same rows. */
export async function loadReferenceData(db: Database): Promise<void> {
  const data = await readReferenceData();
  await db.transaction(async (tx) => {
    await tx
      .insert(countries)
      .values(data.countries)
      .onConflictDoUpdate({ target: countries.id, set: updateAllColumns(countries) });
    await tx
      .insert(fiatCurrencies)
      .values(data.fiatCurrencies.map(({ order, ...row }) => ({ ...row, sortOrder: order })))
      .onConflictDoUpdate({ target: fiatCurrencies.id, set: updateAllColumns(fiatCurrencies) });
    await tx
      .insert(cryptoCurrencies)
      .values(data.cryptoCurrencies.map((row) => ({ ...row })))
      .onConflictDoUpdate({ target: cryptoCurrencies.id, set: updateAllColumns(cryptoCurrencies) });
    await tx
      .insert(paymentMethodGroups)
      .values(data.groups.map((row) => ({ ...row })))
      .onConflictDoUpdate({ target: paymentMethodGroups.id, set: updateAllColumns(paymentMethodGroups) });
    await tx
      .insert(tags)
      .values(data.tags)
      .onConflictDoUpdate({ target: tags.id, set: updateAllColumns(tags) });
    await tx
      .insert(paymentMethods)
      .values(data.paymentMethods.map(({ tags: _tags, ...row }) => row))
      .onConflictDoUpdate({ target: paymentMethods.id, set: updateAllColumns(paymentMethods) });
    await tx
      .insert(disputeReasons)
      .values(data.disputeReasons)
      .onConflictDoUpdate({ target: disputeReasons.id, set: updateAllColumns(disputeReasons) });

    // Defaults only fill gaps: limits an operator changed survive every restart.
    await tx
      .insert(levelLimits)
      .values(LEVEL_NAMES.map((level) => ({ level, ...DEFAULT_LEVEL_LIMITS[level] })))
      .onConflictDoNothing({ target: levelLimits.level });

    const tagIds = new Map(data.tags.map((tag) => [tag.slug, tag.id]));
    const links = data.paymentMethods.flatMap((method) =>
      method.tags.map((slug) => ({ paymentMethodId: method.id, tagId: tagIds.get(slug)! })),
    );
    await tx.delete(paymentMethodTags);
    if (links.length > 0) await tx.insert(paymentMethodTags).values(links);
  });
}
