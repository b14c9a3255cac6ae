import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { IDEMPOTENCY_KEY_PATTERN } from '@p2p/shared';
import type { Database, Executor, Transaction } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** Keys are kept this long; a retry after that is a new request. */
export const IDEMPOTENCY_KEY_TTL_HOURS = 24;

export interface IdempotentAnswer<T> {
  status: number;
  body: T;
  replayed: boolean;
}

interface StoredAnswer {
  scope: string;
  requestHash: string;
  status: number;
  body: unknown;
}

function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

function hashRequest(scope: string, request: unknown): string {
  return createHash('sha256').update(scope).update('\n').update(canonical(request)).digest('hex');
}

/** The header's value, checked; undefined when the client sent none. */
export function readIdempotencyKey(header: string | string[] | undefined): string | undefined {
  if (header === undefined) return undefined;
  const value = Array.isArray(header) ? header[0] : header;
  if (value === undefined || !IDEMPOTENCY_KEY_PATTERN.test(value)) {
    throw AppError.validation('Idempotency-Key', 'Idempotency-Key must be 1 to 255 visible ASCII characters');
  }
  return value;
}

async function findStored(db: Executor, userId: number, key: string): Promise<StoredAnswer | undefined> {
  const result = (await db.execute(
    sql`select scope, request_hash, response_status, response_body from idempotency_keys
        where user_id = ${userId} and key = ${key}
          and created_at > now() - make_interval(hours => ${IDEMPOTENCY_KEY_TTL_HOURS})`,
  )) as unknown as {
    rows: { scope: string; request_hash: string; response_status: number; response_body: unknown }[];
  };
  const row = result.rows[0];
  return row
    ? {
        scope: row.scope,
        requestHash: row.request_hash,
        status: Number(row.response_status),
        body: row.response_body,
      }
    : undefined;
}

function replay<T>(stored: StoredAnswer, scope: string, requestHash: string): IdempotentAnswer<T> {
  if (stored.scope !== scope || stored.requestHash !== requestHash) {
    const message = 'This Idempotency-Key was used for a different request';
    throw new AppError('ERROR_IDEMPOTENCY_KEY_REUSED', message, { 'Idempotency-Key': [message] });
  }
  return { status: stored.status, body: stored.body as T, replayed: true };
}

/**
 * Runs a money-moving request at most once per key. The key is claimed in the same transaction that
 * moves the money and stores the answer, so a concurrent request with the same key waits on the
 * claim, then replays the first answer; if the first one failed (rolled back), the second runs.
 * `before` runs outside the transaction and only for a new request (a second-factor check that
 * consumes a one-time code must not run again on a replay). Errors are not stored: a retry after
 * an error runs again.
 */
export async function idempotent<T>(
  db: Database,
  options: { userId: number; key: string | undefined; scope: string; request: unknown },
  work: (tx: Transaction) => Promise<{ status: number; body: T }>,
  before?: () => Promise<void>,
): Promise<IdempotentAnswer<T>> {
  const { userId, key, scope } = options;
  if (key === undefined) {
    await before?.();
    const answer = await db.transaction(work);
    return { ...answer, replayed: false };
  }
  const requestHash = hashRequest(scope, options.request);
  const earlier = await findStored(db, userId, key);
  if (earlier) return replay<T>(earlier, scope, requestHash);
  await before?.();
  return db.transaction(async (tx) => {
    // An expired key is forgotten, so that the claim below can take it again.
    await tx.execute(
      sql`delete from idempotency_keys where user_id = ${userId} and key = ${key}
          and created_at <= now() - make_interval(hours => ${IDEMPOTENCY_KEY_TTL_HOURS})`,
    );
    const claimed = (await tx.execute(
      sql`insert into idempotency_keys (user_id, key, scope, request_hash, response_status, response_body)
          values (${userId}, ${key}, ${scope}, ${requestHash}, 0, 'null'::jsonb)
          on conflict do nothing returning key`,
    )) as unknown as { rows: unknown[] };
    if (claimed.rows.length === 0) {
      const stored = await findStored(tx, userId, key);
      if (!stored) throw new AppError('ERROR_CONFLICT', 'A request with this Idempotency-Key is in progress');
      return replay<T>(stored, scope, requestHash);
    }
    const answer = await work(tx);
    await tx.execute(
      sql`update idempotency_keys set response_status = ${answer.status},
            response_body = ${JSON.stringify(answer.body)}::jsonb
          where user_id = ${userId} and key = ${key}`,
    );
    return { ...answer, replayed: false };
  });
}

/** Removes keys older than the TTL; answers how many. */
export async function pruneIdempotencyKeys(db: Executor): Promise<number> {
  const result = (await db.execute(
    sql`delete from idempotency_keys where created_at <= now() - make_interval(hours => ${IDEMPOTENCY_KEY_TTL_HOURS})
        returning key`,
  )) as unknown as { rows: unknown[] };
  return result.rows.length;
}
