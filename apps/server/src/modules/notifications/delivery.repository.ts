import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { notificationDeliveries, notifications, users } from '../../db/schema.js';
import type { ChannelDelivery, ExternalChannelName } from './channel.js';

/**
 * Claims due jobs of the given channels FOR UPDATE SKIP LOCKED and leases them: `next_attempt_at`
 * moves `leaseSeconds` ahead, so a node that dies mid-delivery hands the job to another after the
 * lease (at least once; the job id is the receiver's idempotency key). Attempts count the claims.
 */
export async function claimDueDeliveries(
  db: Executor,
  options: { channels: readonly ExternalChannelName[]; limit: number; leaseSeconds: number },
): Promise<{ job: ChannelDelivery; channel: ExternalChannelName; attempts: number }[]> {
  if (options.channels.length === 0) return [];
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: notificationDeliveries.id })
      .from(notificationDeliveries)
      .where(
        and(
          eq(notificationDeliveries.status, 'pending'),
          lte(notificationDeliveries.nextAttemptAt, sql`now()`),
          inArray(notificationDeliveries.channel, [...options.channels]),
        ),
      )
      .orderBy(asc(notificationDeliveries.nextAttemptAt))
      .limit(options.limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    const claimed = await tx
      .update(notificationDeliveries)
      .set({
        attempts: sql`${notificationDeliveries.attempts} + 1`,
        nextAttemptAt: sql`now() + make_interval(secs => ${options.leaseSeconds})`,
      })
      .where(
        inArray(
          notificationDeliveries.id,
          due.map((row) => row.id),
        ),
      )
      .returning({
        id: notificationDeliveries.id,
        channel: notificationDeliveries.channel,
        attempts: notificationDeliveries.attempts,
        notificationId: notificationDeliveries.notificationId,
        userId: notificationDeliveries.userId,
      });
    const details = await tx
      .select({
        id: notifications.id,
        kind: notifications.kind,
        data: notifications.data,
        link: notifications.link,
        createdAt: notifications.createdAt,
        locale: users.locale,
      })
      .from(notifications)
      .innerJoin(users, eq(users.id, notifications.userId))
      .where(
        inArray(
          notifications.id,
          claimed.map((row) => row.notificationId),
        ),
      );
    const byId = new Map(details.map((row) => [row.id, row]));
    return claimed
      .sort((a, b) => a.id - b.id)
      .flatMap((row) => {
        const notification = byId.get(row.notificationId);
        if (!notification) return [];
        return [
          {
            channel: row.channel,
            attempts: row.attempts,
            job: {
              jobId: row.id,
              userId: row.userId,
              locale: notification.locale,
              notification: {
                id: notification.id,
                kind: notification.kind,
                data: notification.data,
                link: notification.link,
                createdAt: notification.createdAt,
              },
            },
          },
        ];
      });
  });
}

/**
 * A claim's outcome applies only while the job is still pending under that claim: `attempts` is the
 * count the claim set. A node that outlived its lease (it was presumed dead and another node claimed
 * the job again) must not turn a job the other node already sent back to pending or to failed.
 */
function underClaim(id: number, attempts: number) {
  return and(
    eq(notificationDeliveries.id, id),
    eq(notificationDeliveries.status, 'pending'),
    eq(notificationDeliveries.attempts, attempts),
  );
}

/** Marks the job sent; a late answer from an earlier claim still counts (the receiver got it). */
export async function markDeliverySent(db: Executor, id: number): Promise<void> {
  await db
    .update(notificationDeliveries)
    .set({ status: 'sent', sentAt: sql`now()`, lastError: null })
    .where(and(eq(notificationDeliveries.id, id), eq(notificationDeliveries.status, 'pending')));
}

export async function markDeliveryFailed(
  db: Executor,
  claim: { id: number; attempts: number },
  error: string,
): Promise<void> {
  await db
    .update(notificationDeliveries)
    .set({ status: 'failed', lastError: error.slice(0, 500) })
    .where(underClaim(claim.id, claim.attempts));
}

export async function scheduleRetry(
  db: Executor,
  claim: { id: number; attempts: number },
  delaySeconds: number,
  error: string,
): Promise<void> {
  await db
    .update(notificationDeliveries)
    .set({
      nextAttemptAt: sql`now() + make_interval(secs => ${delaySeconds})`,
      lastError: error.slice(0, 500),
    })
    .where(underClaim(claim.id, claim.attempts));
}
