import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.js';
import { PermanentDeliveryError, type ExternalChannelName, type NotificationChannel } from './channel.js';
import type { ChannelRegistry } from './channel-registry.js';
import * as repo from './delivery.repository.js';
import { retryAfterOf } from './retry-after.js';

/** Attempts before a job is given up (about a day of back-off in all). */
export const MAX_DELIVERY_ATTEMPTS = 10;
const BACKOFF_BASE_SECONDS = 30;
const BACKOFF_CAP_SECONDS = 3600;
/** How long a claimed job is held before another node may try it (a node that died mid-send). */
const LEASE_SECONDS = 300;
/** A channel call that hangs longer counts as a failed attempt; the lease is far longer. */
const DELIVER_TIMEOUT_MS = 60_000;
/** Jobs claimed per pass. */
const CLAIM_LIMIT = 64;
/**
 * Calls in flight per channel on a node. With the claim limit, even a channel whose every call hangs
 * until the time-out finishes a pass (64 / 16 × 60 s = 4 min) within the lease (5 min).
 */
export const CHANNEL_CONCURRENCY = 16;
/** Passes one loop tick makes while each claim comes back full (a burst drains without waiting a tick). */
const MAX_PASSES_PER_TICK = 50;

/** Seconds before the next try after `attempts` failures: 30 s doubling, at most an hour. */
export function backoffSeconds(attempts: number): number {
  return Math.min(BACKOFF_CAP_SECONDS, BACKOFF_BASE_SECONDS * 2 ** Math.max(0, attempts - 1));
}

/**
 * The wait before the next try: what the channel's answer asked for (a push service's Retry-After,
 * Telegram's retry_after, an SMTP temporary failure), at least 1 s and at most the back-off cap;
 * otherwise the back-off of the attempt. A rate-limited try still counts as an attempt.
 */
export function retryDelaySeconds(error: unknown, attempts: number): number {
  const asked = retryAfterOf(error);
  if (asked !== null) return Math.min(BACKOFF_CAP_SECONDS, Math.max(1, Math.ceil(asked)));
  return backoffSeconds(attempts);
}

export interface DeliveryReport {
  /** Jobs claimed by this pass (a full claim means more may be due). */
  claimed: number;
  sent: number;
  retried: number;
  failed: number;
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Delivers the due jobs of the registered channels: claimed in a short transaction, then each
 * channel's `deliver` runs outside any transaction, up to CHANNEL_CONCURRENCY calls per channel at
 * once. Channels run side by side, so a slow or failing channel never holds up another; a failure is retried with back-off, a PermanentDeliveryError (or
 * the last attempt) marks the job failed.
 * @example await runNotificationDelivery(app.db, app.notificationChannels);
 */
export async function runNotificationDelivery(
  db: Database,
  registry: ChannelRegistry,
  options: { limit?: number; timeoutMs?: number; concurrency?: number } = {},
): Promise<DeliveryReport> {
  const report: DeliveryReport = { claimed: 0, sent: 0, retried: 0, failed: 0 };
  const channels = registry.list().map((channel) => channel.name);
  const claimed = await repo.claimDueDeliveries(db, {
    channels,
    limit: options.limit ?? CLAIM_LIMIT,
    leaseSeconds: LEASE_SECONDS,
  });
  report.claimed = claimed.length;
  const byChannel = new Map<ExternalChannelName, typeof claimed>();
  for (const item of claimed) byChannel.set(item.channel, [...(byChannel.get(item.channel) ?? []), item]);
  const workers = Math.max(1, options.concurrency ?? CHANNEL_CONCURRENCY);
  await Promise.all(
    [...byChannel].flatMap(([name, jobs]) => {
      const channel = registry.get(name)!;
      // A few calls in flight per channel: a slow channel holds up neither the others nor its own queue.
      return Array.from({ length: Math.min(workers, jobs.length) }, () => drainQueue(channel, jobs));
    }),
  );
  return report;

  async function drainQueue(channel: NotificationChannel, jobs: typeof claimed): Promise<void> {
    for (let next = jobs.shift(); next !== undefined; next = jobs.shift()) {
      const { job, attempts } = next;
      try {
        await withTimeout(channel.deliver(db, job), options.timeoutMs ?? DELIVER_TIMEOUT_MS);
        await repo.markDeliverySent(db, job.jobId);
        report.sent += 1;
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        if (error instanceof PermanentDeliveryError || attempts >= MAX_DELIVERY_ATTEMPTS) {
          await repo.markDeliveryFailed(db, { id: job.jobId, attempts }, message);
          report.failed += 1;
        } else {
          await repo.scheduleRetry(
            db,
            { id: job.jobId, attempts },
            retryDelaySeconds(error, attempts),
            message,
          );
          report.retried += 1;
        }
      }
    }
  }
}

/**
 * Runs the delivery every `intervalMs` on this node (0 turns it off) and whenever `wake()` is called
 * (the dispatcher made jobs); a tick keeps claiming while claims come back full. Stops when the app
 * closes. Answers `wake`, a no-op when the loop is off.
 */
export function startNotificationDeliveryLoop(
  app: FastifyInstance,
  registry: ChannelRegistry,
  intervalMs: number,
): { wake: () => void } {
  if (intervalMs <= 0) return { wake: () => {} };
  let running = false;
  let again = false;
  let closed = false;
  const tick = (): void => {
    if (closed) return;
    if (running) {
      again = true;
      return;
    }
    running = true;
    again = false;
    (async () => {
      for (let pass = 0; pass < MAX_PASSES_PER_TICK && !closed; pass += 1) {
        const report = await runNotificationDelivery(app.db, registry);
        if (report.failed > 0) app.log.warn(report, 'some notification deliveries failed for good');
        if (report.claimed < CLAIM_LIMIT) break;
      }
    })()
      .catch((error: unknown) => app.log.error({ err: error }, 'notification delivery failed'))
      .finally(() => {
        running = false;
        if (again) setImmediate(tick);
      });
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  app.addHook('onClose', async () => {
    closed = true;
    clearInterval(timer);
  });
  return { wake: tick };
}
