import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.js';
import { PermanentDeliveryError, type ExternalChannelName } from './channel.js';
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
const CLAIM_LIMIT = 50;

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
 * channel's `deliver` runs outside any transaction. Channels run side by side, so a slow or failing
 * channel never holds up another; a failure is retried with back-off, a PermanentDeliveryError (or
 * the last attempt) marks the job failed.
 * @example await runNotificationDelivery(app.db, app.notificationChannels);
 */
export async function runNotificationDelivery(
  db: Database,
  registry: ChannelRegistry,
  options: { limit?: number; timeoutMs?: number } = {},
): Promise<DeliveryReport> {
  const report: DeliveryReport = { sent: 0, retried: 0, failed: 0 };
  const channels = registry.list().map((channel) => channel.name);
  const claimed = await repo.claimDueDeliveries(db, {
    channels,
    limit: options.limit ?? CLAIM_LIMIT,
    leaseSeconds: LEASE_SECONDS,
  });
  const byChannel = new Map<ExternalChannelName, typeof claimed>();
  for (const item of claimed) byChannel.set(item.channel, [...(byChannel.get(item.channel) ?? []), item]);
  await Promise.all(
    [...byChannel].map(async ([name, jobs]) => {
      const channel = registry.get(name)!;
      for (const { job, attempts } of jobs) {
        try {
          await withTimeout(channel.deliver(db, job), options.timeoutMs ?? DELIVER_TIMEOUT_MS);
          await repo.markDeliverySent(db, job.jobId);
          report.sent += 1;
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          if (error instanceof PermanentDeliveryError || attempts >= MAX_DELIVERY_ATTEMPTS) {
            await repo.markDeliveryFailed(db, job.jobId, message);
            report.failed += 1;
          } else {
            await repo.scheduleRetry(db, job.jobId, retryDelaySeconds(error, attempts), message);
            report.retried += 1;
          }
        }
      }
    }),
  );
  return report;
}

/** Runs the delivery every `intervalMs` on this node (0 turns it off); stops when the app closes. */
export function startNotificationDeliveryLoop(
  app: FastifyInstance,
  registry: ChannelRegistry,
  intervalMs: number,
): void {
  if (intervalMs <= 0) return;
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    runNotificationDelivery(app.db, registry)
      .then((report) => {
        if (report.failed > 0) app.log.warn(report, 'some notification deliveries failed for good');
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'notification delivery failed'))
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
