import { sql } from 'drizzle-orm';
import {
  coinPrecision,
  formatAmount,
  type CryptoCode,
  type PartnerPayouts,
  type PartnerPayoutsQuery,
} from '@p2p/shared';
import type { Executor } from '../../db/client.js';
import { assertEnabled, type PartnerSettings } from './partners.service.js';
import * as repo from './partners.repository.js';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const date = (value: unknown) => (value instanceof Date ? value : new Date(String(value)));
const PAGE = 200;

/**
 * The partner's payouts (decision 030): every reward paid to their wallet, one ledger entry each, by
 * month. A reward is paid straight into the available balance when the trade completes, so a payout
 * is that entry; the wallet history lists it under the same id.
 */
export async function getPayouts(
  db: Executor,
  settings: PartnerSettings,
  userId: number,
  query: PartnerPayoutsQuery,
): Promise<PartnerPayouts> {
  assertEnabled(settings);
  const period = query.period
    ? sql`and to_char(r.created_at at time zone 'UTC', 'YYYY-MM') = ${query.period}`
    : sql``;
  const [perMonth, rows] = await Promise.all([
    repo.rewardsByMonth(db, userId),
    db.execute(
      sql`select r.entry_id, e.ref, r.created_at, r.coin, r.amount, r.fee, r.share_bps, u.username
          from referral_rewards r
          join ledger_entries e on e.id = r.entry_id
          join users u on u.id = r.referred_user_id
          where r.referrer_id = ${userId} ${period}
          order by r.created_at desc, r.id desc limit ${PAGE}`,
    ),
  ]);
  const amount = (coin: string, value: unknown) =>
    formatAmount(BigInt(String(value)), coinPrecision(coin as CryptoCode));
  return {
    periods: perMonth
      .map((sum) => ({
        period: sum.key,
        coin: sum.coin as CryptoCode,
        amount: formatAmount(sum.amount, coinPrecision(sum.coin as CryptoCode)),
        trades: sum.trades,
      }))
      .reverse(),
    payouts: rowsOf<Record<string, unknown>>(rows).map((row) => ({
      entryId: Number(row.entry_id),
      entryRef: String(row.ref),
      paidAt: date(row.created_at).toISOString(),
      coin: String(row.coin) as CryptoCode,
      amount: amount(String(row.coin), row.amount),
      fee: amount(String(row.coin), row.fee),
      shareBps: Number(row.share_bps),
      referredUser: String(row.username),
    })),
  };
}
