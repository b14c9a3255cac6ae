import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
// PGlite answers int8 as a number, node-postgres as a string or bigint: normalise both.
const big = (value: unknown) => (value === null || value === undefined ? 0n : BigInt(String(value)));
const date = (value: unknown) => (value instanceof Date ? value : new Date(String(value)));

export interface QuoteRow {
  id: string;
  userId: number;
  fromCoin: string;
  toCoin: string;
  fromAmount: bigint;
  toAmount: bigint;
  rate: string;
  spreadBps: number;
  usdValueCents: bigint;
  status: 'open' | 'executed';
  expiresAt: Date;
  executedAt: Date | null;
}

const COLUMNS = sql`id, user_id, from_coin, to_coin, from_amount, to_amount, rate, spread_bps, usd_value_cents,
                    status, expires_at, executed_at`;

function toQuote(row: Record<string, unknown>): QuoteRow {
  return {
    id: String(row.id),
    userId: Number(row.user_id),
    fromCoin: String(row.from_coin),
    toCoin: String(row.to_coin),
    fromAmount: big(row.from_amount),
    toAmount: big(row.to_amount),
    rate: String(row.rate),
    spreadBps: Number(row.spread_bps),
    usdValueCents: big(row.usd_value_cents),
    status: row.status === 'executed' ? 'executed' : 'open',
    expiresAt: date(row.expires_at),
    executedAt: row.executed_at === null ? null : date(row.executed_at),
  };
}

export async function insertQuote(
  db: Executor,
  quote: Omit<QuoteRow, 'id' | 'status' | 'executedAt'>,
): Promise<QuoteRow> {
  const [row] = rowsOf<Record<string, unknown>>(
    await db.execute(
      sql`insert into swap_quotes (user_id, from_coin, to_coin, from_amount, to_amount, rate, spread_bps,
                                   usd_value_cents, expires_at)
          values (${quote.userId}, ${quote.fromCoin}, ${quote.toCoin}, ${quote.fromAmount}, ${quote.toAmount},
                  ${quote.rate}, ${quote.spreadBps}, ${quote.usdValueCents}, ${quote.expiresAt.toISOString()})
          returning ${COLUMNS}`,
    ),
  );
  return toQuote(row!);
}

/** The user's quote, locked for execution; another user's quote is not found. */
export async function lockQuote(db: Executor, userId: number, id: string): Promise<QuoteRow | undefined> {
  const [row] = rowsOf<Record<string, unknown>>(
    await db.execute(
      sql`select ${COLUMNS} from swap_quotes where id = ${id} and user_id = ${userId} for update`,
    ),
  );
  return row ? toQuote(row) : undefined;
}

export async function markExecuted(db: Executor, id: string, at: Date): Promise<QuoteRow> {
  const [row] = rowsOf<Record<string, unknown>>(
    await db.execute(
      sql`update swap_quotes set status = 'executed', executed_at = ${at.toISOString()}
          where id = ${id} returning ${COLUMNS}`,
    ),
  );
  return toQuote(row!);
}

/** USD cents the user swapped since `since`. */
export async function swappedSince(db: Executor, userId: number, since: Date): Promise<bigint> {
  const [row] = rowsOf<Record<string, unknown>>(
    await db.execute(
      sql`select coalesce(sum(usd_value_cents), 0) as total from swap_quotes
          where user_id = ${userId} and status = 'executed' and executed_at > ${since.toISOString()}`,
    ),
  );
  return big(row?.total);
}

export async function recentSwaps(db: Executor, userId: number, limit = 20): Promise<QuoteRow[]> {
  return rowsOf<Record<string, unknown>>(
    await db.execute(
      sql`select ${COLUMNS} from swap_quotes where user_id = ${userId} and status = 'executed'
          order by executed_at desc limit ${limit}`,
    ),
  ).map(toQuote);
}

/** Locks the user's row so one user's executions (and their daily total) run one at a time. */
export async function lockSwapper(db: Executor, userId: number): Promise<string | undefined> {
  const [row] = rowsOf<Record<string, unknown>>(
    await db.execute(sql`select verification_level from users where id = ${userId} for no key update`),
  );
  return row ? String(row.verification_level) : undefined;
}

/** Each coin's swap liquidity and what the operator put in (the capital account, negated). */
export async function liquidity(
  db: Executor,
): Promise<{ coin: string; balance: bigint; toppedUp: bigint }[]> {
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(
      sql`select coin, coalesce(sum(balance) filter (where kind = 'swap_liquidity'), 0) as balance,
                 -coalesce(sum(balance) filter (where kind = 'operator_capital'), 0) as topped_up
          from ledger_accounts where kind in ('swap_liquidity', 'operator_capital') group by coin`,
    ),
  );
  return rows.map((row) => ({
    coin: String(row.coin),
    balance: big(row.balance),
    toppedUp: big(row.topped_up),
  }));
}

/** Per coin, what open quotes that have not expired promise to pay out (their `to` amounts). */
export async function reservedByOpenQuotes(
  db: Executor,
  now: Date,
  coin?: string,
): Promise<Map<string, bigint>> {
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(
      sql`select to_coin, coalesce(sum(to_amount), 0) as reserved from swap_quotes
          where status = 'open' and expires_at > ${now.toISOString()}
            ${coin ? sql`and to_coin = ${coin}` : sql``}
          group by to_coin`,
    ),
  );
  return new Map(rows.map((row) => [String(row.to_coin), big(row.reserved)]));
}
