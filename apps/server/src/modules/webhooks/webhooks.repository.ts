import { and, asc, count, desc, eq, inArray, isNotNull, lte, notInArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  coinPrecision,
  formatAmount,
  isCryptoCode,
  type WebhookErrorKey,
  type WebhookState,
} from '@p2p/shared';
import type { Executor } from '../../db/client.js';
import {
  fiatCurrencies,
  offers,
  paymentMethods,
  tradeAttachments,
  tradeMessages,
  trades,
  users,
  webhookAttempts,
  webhookDeliveries,
  webhooks,
} from '../../db/schema.js';
import type { WebhookTrade } from './webhook-events.js';

export type WebhookRow = typeof webhooks.$inferSelect;
export type DeliveryRow = typeof webhookDeliveries.$inferSelect;
export type AttemptRow = typeof webhookAttempts.$inferSelect;

export async function findWebhook(
  db: Executor,
  userId: number,
  lock = false,
): Promise<WebhookRow | undefined> {
  const query = db.select().from(webhooks).where(eq(webhooks.userId, userId));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** The user's webhook row, made (INITIAL, with a fresh secret) when there is none; locked. */
export async function ensureWebhook(
  db: Executor,
  userId: number,
  secret: () => string,
): Promise<{ row: WebhookRow; created: boolean }> {
  const inserted = await db
    .insert(webhooks)
    .values({ userId, secret: secret() })
    .onConflictDoNothing()
    .returning();
  const row = await findWebhook(db, userId, true);
  return { row: row!, created: inserted.length > 0 };
}

export async function updateWebhook(
  db: Executor,
  id: number,
  changes: Partial<{
    url: string | null;
    state: WebhookState;
    errorKey: WebhookErrorKey | null;
    events: string[];
    secret: string;
    consecutiveFailures: number;
    verifiedAt: Date | null;
  }>,
): Promise<WebhookRow> {
  const [row] = await db
    .update(webhooks)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(webhooks.id, id))
    .returning();
  return row!;
}

/** The ENABLED webhooks of these users (the outbox consumer's first, cheap question). */
export async function enabledWebhooks(
  db: Executor,
  userIds: readonly number[],
): Promise<{ id: number; userId: number; events: string[] }[]> {
  if (userIds.length === 0) return [];
  return db
    .select({ id: webhooks.id, userId: webhooks.userId, events: webhooks.events })
    .from(webhooks)
    .where(
      and(inArray(webhooks.userId, [...userIds]), eq(webhooks.state, 'ENABLED'), isNotNull(webhooks.url)),
    );
}

const buyer = alias(users, 'webhook_buyer');
const seller = alias(users, 'webhook_seller');

export async function tradesByHash(
  db: Executor,
  hashes: readonly string[],
): Promise<Map<string, WebhookTrade>> {
  const result = new Map<string, WebhookTrade>();
  if (hashes.length === 0) return result;
  const rows = await db
    .select({
      hash: trades.hash,
      offerHash: offers.hash,
      offerOwnerId: offers.ownerId,
      buyerId: trades.buyerId,
      sellerId: trades.sellerId,
      buyerUsername: buyer.username,
      sellerUsername: seller.username,
      status: trades.status,
      coin: trades.coin,
      cryptoAmount: trades.cryptoAmount,
      fiatAmount: trades.fiatAmount,
      fiatCode: fiatCurrencies.code,
      fiatDigits: fiatCurrencies.digits,
      paymentMethod: paymentMethods.name,
      disputeOpenedAt: trades.disputeOpenedAt,
    })
    .from(trades)
    .innerJoin(buyer, eq(buyer.id, trades.buyerId))
    .innerJoin(seller, eq(seller.id, trades.sellerId))
    .innerJoin(fiatCurrencies, eq(fiatCurrencies.id, trades.fiatCurrencyId))
    .innerJoin(paymentMethods, eq(paymentMethods.id, trades.paymentMethodId))
    .leftJoin(offers, eq(offers.id, trades.offerId))
    .where(inArray(trades.hash, [...hashes]));
  for (const row of rows) {
    result.set(row.hash, {
      hash: row.hash,
      offerHash: row.offerHash,
      offerOwnerId: row.offerOwnerId,
      buyerId: row.buyerId,
      sellerId: row.sellerId,
      buyerUsername: row.buyerUsername,
      sellerUsername: row.sellerUsername,
      status: row.status,
      coin: row.coin,
      cryptoAmount: formatAmount(row.cryptoAmount, isCryptoCode(row.coin) ? coinPrecision(row.coin) : 8),
      fiatAmount: formatAmount(row.fiatAmount, row.fiatDigits),
      fiatCode: row.fiatCode,
      paymentMethod: row.paymentMethod,
      disputed: row.disputeOpenedAt !== null,
    });
  }
  return result;
}

export async function messageAuthors(
  db: Executor,
  ids: readonly number[],
): Promise<Map<number, number | null>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: tradeMessages.id, authorId: tradeMessages.authorId })
    .from(tradeMessages)
    .where(inArray(tradeMessages.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row.authorId]));
}

export async function attachmentUploaders(
  db: Executor,
  ids: readonly string[],
): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: tradeAttachments.id, uploaderId: tradeAttachments.uploaderId })
    .from(tradeAttachments)
    .where(inArray(tradeAttachments.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row.uploaderId]));
}

export async function insertDeliveries(
  db: Executor,
  rows: readonly {
    webhookId: number;
    userId: number;
    eventId: number;
    eventName: string;
    payload: Record<string, unknown>;
  }[],
): Promise<number> {
  if (rows.length === 0) return 0;
  const inserted = await db
    .insert(webhookDeliveries)
    .values([...rows])
    .onConflictDoNothing()
    .returning({ id: webhookDeliveries.id });
  return inserted.length;
}

export interface ClaimedDelivery {
  delivery: DeliveryRow;
  url: string;
  secret: string;
}

/**
 * Claims due jobs of ENABLED webhooks FOR UPDATE SKIP LOCKED and leases them: `next_attempt_at`
 * moves `leaseSeconds` ahead and `attempts` counts the claim, so a node that dies mid-request hands
 * the job on after the lease (at least once; the event id is the receiver's idempotency key).
 */
export async function claimDueDeliveries(
  db: Executor,
  options: { limit: number; leaseSeconds: number; excludeWebhookIds?: readonly number[] },
): Promise<ClaimedDelivery[]> {
  if (options.limit <= 0) return [];
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: webhookDeliveries.id })
      .from(webhookDeliveries)
      .innerJoin(webhooks, eq(webhooks.id, webhookDeliveries.webhookId))
      .where(
        and(
          eq(webhookDeliveries.status, 'pending'),
          lte(webhookDeliveries.nextAttemptAt, sql`now()`),
          eq(webhooks.state, 'ENABLED'),
          options.excludeWebhookIds?.length
            ? notInArray(webhookDeliveries.webhookId, [...options.excludeWebhookIds])
            : undefined,
        ),
      )
      .orderBy(asc(webhookDeliveries.nextAttemptAt))
      .limit(options.limit)
      .for('update', { of: webhookDeliveries, skipLocked: true });
    if (due.length === 0) return [];
    const claimed = await tx
      .update(webhookDeliveries)
      .set({
        attempts: sql`${webhookDeliveries.attempts} + 1`,
        nextAttemptAt: sql`now() + make_interval(secs => ${options.leaseSeconds})`,
      })
      .where(
        inArray(
          webhookDeliveries.id,
          due.map((row) => row.id),
        ),
      )
      .returning();
    const hooks = await tx
      .select({ id: webhooks.id, url: webhooks.url, secret: webhooks.secret })
      .from(webhooks)
      .where(inArray(webhooks.id, [...new Set(claimed.map((row) => row.webhookId))]));
    const byId = new Map(hooks.map((hook) => [hook.id, hook]));
    return claimed
      .sort((a, b) => a.id - b.id)
      .flatMap((delivery) => {
        const hook = byId.get(delivery.webhookId);
        return hook?.url ? [{ delivery, url: hook.url, secret: hook.secret }] : [];
      });
  });
}

/** Hands claimed jobs back untried (the claim took more of one webhook than it may have in flight). */
export async function releaseDeliveries(db: Executor, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(webhookDeliveries)
    .set({ attempts: sql`${webhookDeliveries.attempts} - 1`, nextAttemptAt: sql`now()` })
    .where(inArray(webhookDeliveries.id, [...ids]));
}

export async function finishDelivery(
  db: Executor,
  id: number,
  outcome: {
    status: 'sent' | 'failed' | 'pending';
    retryInSeconds?: number;
    lastStatus: number | null;
    lastError: string | null;
  },
): Promise<void> {
  await db
    .update(webhookDeliveries)
    .set({
      status: outcome.status,
      lastStatus: outcome.lastStatus,
      lastError: outcome.lastError?.slice(0, 500) ?? null,
      ...(outcome.status === 'sent' ? { sentAt: sql`now()` } : {}),
      ...(outcome.status === 'pending'
        ? { nextAttemptAt: sql`now() + make_interval(secs => ${outcome.retryInSeconds ?? 0})` }
        : {}),
    })
    .where(eq(webhookDeliveries.id, id));
}

export async function insertAttempt(
  db: Executor,
  attempt: typeof webhookAttempts.$inferInsert,
): Promise<void> {
  await db.insert(webhookAttempts).values(attempt);
}

/**
 * Counts a failed attempt against the webhook and disables it (TOO_MANY_FAILURES) at `limit` in a row.
 * Answers true when this failure disabled it.
 */
export async function countFailure(db: Executor, webhookId: number, limit: number): Promise<boolean> {
  const [row] = await db
    .update(webhooks)
    .set({ consecutiveFailures: sql`${webhooks.consecutiveFailures} + 1` })
    .where(eq(webhooks.id, webhookId))
    .returning({ failures: webhooks.consecutiveFailures, state: webhooks.state, userId: webhooks.userId });
  if (!row || row.state !== 'ENABLED' || row.failures < limit) return false;
  const disabled = await db
    .update(webhooks)
    .set({ state: 'DISABLED', errorKey: 'WEBHOOK_TOO_MANY_FAILURES', updatedAt: sql`now()` })
    .where(and(eq(webhooks.id, webhookId), eq(webhooks.state, 'ENABLED')))
    .returning({ id: webhooks.id });
  return disabled.length > 0;
}

export async function resetFailures(db: Executor, webhookId: number): Promise<void> {
  await db
    .update(webhooks)
    .set({ consecutiveFailures: 0 })
    .where(and(eq(webhooks.id, webhookId), sql`${webhooks.consecutiveFailures} <> 0`));
}

export async function listDeliveries(
  db: Executor,
  userId: number,
  options: { limit: number; offset: number },
): Promise<{ rows: DeliveryRow[]; total: number; attempts: Map<number, AttemptRow[]> }> {
  const rows = await db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.userId, userId))
    .orderBy(desc(webhookDeliveries.id))
    .limit(options.limit)
    .offset(options.offset);
  const [total] = await db
    .select({ value: count() })
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.userId, userId));
  const attempts = await attemptsOf(
    db,
    rows.map((row) => row.id),
  );
  return { rows, total: total?.value ?? 0, attempts };
}

export async function attemptsOf(
  db: Executor,
  deliveryIds: readonly number[],
): Promise<Map<number, AttemptRow[]>> {
  const result = new Map<number, AttemptRow[]>();
  if (deliveryIds.length === 0) return result;
  const rows = await db
    .select()
    .from(webhookAttempts)
    .where(inArray(webhookAttempts.deliveryId, [...deliveryIds]))
    .orderBy(asc(webhookAttempts.id));
  for (const row of rows) result.set(row.deliveryId, [...(result.get(row.deliveryId) ?? []), row]);
  return result;
}

/** The user's delivery, locked (a redelivery must not race the loop on the same job). */
export async function findDelivery(
  db: Executor,
  userId: number,
  id: number,
): Promise<DeliveryRow | undefined> {
  const [row] = await db
    .select()
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.id, id), eq(webhookDeliveries.userId, userId)));
  return row;
}

/** Counts a manual attempt (the attempt number of the log). */
export async function bumpAttempts(db: Executor, id: number): Promise<number> {
  const [row] = await db
    .update(webhookDeliveries)
    .set({ attempts: sql`${webhookDeliveries.attempts} + 1` })
    .where(eq(webhookDeliveries.id, id))
    .returning({ attempts: webhookDeliveries.attempts });
  return row?.attempts ?? 0;
}

/** Pending jobs of a webhook the user cleared never go out. */
export async function dropPendingDeliveries(db: Executor, webhookId: number, reason: string): Promise<void> {
  await db
    .update(webhookDeliveries)
    .set({ status: 'failed', lastError: reason })
    .where(and(eq(webhookDeliveries.webhookId, webhookId), eq(webhookDeliveries.status, 'pending')));
}
