import { eq } from 'drizzle-orm';
import type { CryptoCode } from '@p2p/shared';
import type { Database } from '../../db/client.js';
import { trades, users } from '../../db/schema.js';
import { insertTrade } from '../trade-lists/trade-test-kit.js';

export const PAYPAL = { id: 62, groupId: 3 };
export const BANK_TRANSFER = { id: 132, groupId: 5 };
export const COUNTRY_IDS = { DE: 276, FR: 250, NG: 566 } as const;

export const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);

/**
 * A finished (or open) trade for the statistics tests: insertTrade's row (counted in the kept
 * statistics as its transition would), then moved to another coin or payment method where asked.
 */
export async function seedTrade(
  db: Database,
  options: Parameters<typeof insertTrade>[1] & {
    coin?: CryptoCode;
    method?: { id: number; groupId: number };
    usdValueCents?: bigint;
  },
) {
  const { coin, method, usdValueCents, ...rest } = options;
  const { trade } = await insertTrade(db, rest);
  if (coin || method || usdValueCents !== undefined) {
    await db
      .update(trades)
      .set({
        ...(coin ? { coin } : {}),
        ...(method ? { paymentMethodId: method.id, paymentMethodGroupId: method.groupId } : {}),
        ...(usdValueCents !== undefined ? { usdValueCents } : {}),
      })
      .where(eq(trades.id, trade.id));
  }
  return trade;
}

export async function setCountry(db: Database, userId: number, countryId: number | null) {
  await db.update(users).set({ countryId }).where(eq(users.id, userId));
}
