import type { FastifyInstance } from 'fastify';
import type { WebhookEventName } from '@p2p/shared';
import type { Database, Executor } from '../../db/client.js';
import { recordUserEvents } from '../realtime/user-events.js';
import { guardedPost, type GuardOptions, type PostResult } from './guarded-post.js';
import { webhookEventId } from './webhook-events.js';
import { signatureHeaders, type WebhookSigningKey } from './webhook-signing.js';
import * as repo from './webhooks.repository.js';

/**
 * Seconds to wait after failed attempt n (1-based) before attempt n + 1: the published schedule
 * (docs/webhooks.md), the same as Standard Webhooks' reference implementation. After the last,
 * the delivery is failed for good (it can still be redelivered by hand).
 */
export const WEBHOOK_RETRY_SCHEDULE_SECONDS = [5, 300, 1800, 7200, 18_000, 36_000, 36_000] as const;
export const WEBHOOK_MAX_ATTEMPTS = WEBHOOK_RETRY_SCHEDULE_SECONDS.length + 1;
/** A claimed job is held this long before another node may try it (a node that died mid-request). */
export const WEBHOOK_LEASE_SECONDS = 120;
const USER_AGENT = 'P2P-Marketplace-Webhooks/1';
/**
 * Requests one node keeps in flight to one webhook: endpoints that hang can take at most this many
 * slots each, so they never fill the node's concurrency and starve the healthy ones.
 */
export const WEBHOOK_IN_FLIGHT_PER_ENDPOINT = 2;

export interface WebhookDeliveryDeps {
  guard: GuardOptions;
  /** Failed attempts in a row after which the webhook is disabled. */
  disableAfterFailures: number;
  signingKey?: WebhookSigningKey;
}

export interface WebhookDeliveryReport {
  sent: number;
  retried: number;
  failed: number;
  disabled: number;
}

/** The body of a delivery: the same bytes on every attempt (the receiver may dedupe by `id`). */
export function deliveryBody(delivery: repo.DeliveryRow): string {
  return JSON.stringify({
    id: webhookEventId(delivery.eventId ?? 0, delivery.eventName as WebhookEventName),
    type: delivery.eventName,
    timestamp: Math.floor(delivery.createdAt.getTime() / 1000),
    payload: delivery.payload,
  });
}

/** Sends one attempt of a delivery, signed, under the SSRF guard, and writes it to the log. */
export async function sendAttempt(
  db: Executor,
  deps: WebhookDeliveryDeps,
  job: {
    delivery: repo.DeliveryRow;
    url: string;
    secret: string;
    attempt: number;
    trigger: 'schedule' | 'redeliver';
  },
): Promise<PostResult> {
  const body = deliveryBody(job.delivery);
  const messageId = webhookEventId(job.delivery.eventId ?? 0, job.delivery.eventName as WebhookEventName);
  const headers = {
    'content-type': 'application/json',
    'user-agent': USER_AGENT,
    ...signatureHeaders(job.secret, { messageId, timestamp: new Date(), body }, deps.signingKey),
  };
  const result = await guardedPost(job.url, body, headers, deps.guard);
  await repo.insertAttempt(db, {
    deliveryId: job.delivery.id,
    attempt: job.attempt,
    trigger: job.trigger,
    url: job.url,
    requestHeaders: headers,
    requestBody: body,
    responseStatus: result.status,
    responseExcerpt: result.excerpt,
    error: result.error?.slice(0, 500) ?? null,
    durationMs: result.durationMs,
  });
  return result;
}

async function deliverClaimed(
  db: Database,
  deps: WebhookDeliveryDeps,
  claimed: repo.ClaimedDelivery,
  report: WebhookDeliveryReport,
): Promise<void> {
  const { delivery } = claimed;
  const result = await sendAttempt(db, deps, { ...claimed, attempt: delivery.attempts, trigger: 'schedule' });
  if (result.errorKey === null) {
    await repo.finishDelivery(db, delivery.id, {
      status: 'sent',
      lastStatus: result.status,
      lastError: null,
    });
    await repo.resetFailures(db, delivery.webhookId);
    report.sent += 1;
    return;
  }
  const lastError = `${result.errorKey}: ${result.error ?? ''}`;
  if (delivery.attempts >= WEBHOOK_MAX_ATTEMPTS) {
    await repo.finishDelivery(db, delivery.id, { status: 'failed', lastStatus: result.status, lastError });
    report.failed += 1;
  } else {
    const retryInSeconds = WEBHOOK_RETRY_SCHEDULE_SECONDS[delivery.attempts - 1] ?? 36_000;
    await repo.finishDelivery(db, delivery.id, {
      status: 'pending',
      retryInSeconds,
      lastStatus: result.status,
      lastError,
    });
    report.retried += 1;
  }
  const disabled = await db.transaction(async (tx) => {
    const now = await repo.countFailure(tx, delivery.webhookId, deps.disableAfterFailures);
    // The open tabs hear it at once; the webhook's errorKey says why on the page.
    if (now) {
      await recordUserEvents(tx, [
        {
          userId: delivery.userId,
          type: 'webhook.disabled',
          payload: { errorKey: 'WEBHOOK_TOO_MANY_FAILURES' },
        },
      ]);
    }
    return now;
  });
  if (disabled) report.disabled += 1;
}

/**
 * Claims up to `limit` due deliveries and sends them side by side, each with its own time-out, and
 * waits for all (what tests and the one-shot command use; the loop below does not wait).
 * @example await runWebhookDelivery(app.db, deps);
 */
export async function runWebhookDelivery(
  db: Database,
  deps: WebhookDeliveryDeps,
  options: { limit?: number } = {},
): Promise<WebhookDeliveryReport> {
  const report: WebhookDeliveryReport = { sent: 0, retried: 0, failed: 0, disabled: 0 };
  const claimed = await repo.claimDueDeliveries(db, {
    limit: options.limit ?? 100,
    leaseSeconds: WEBHOOK_LEASE_SECONDS,
  });
  await Promise.all(claimed.map((job) => deliverClaimed(db, deps, job, report)));
  return report;
}

/**
 * Every `intervalMs` (0 turns it off) this node tops its requests in flight up to `concurrency`:
 * it claims only as many jobs as it has free slots and never waits for a batch to finish, and it
 * keeps at most WEBHOOK_IN_FLIGHT_PER_ENDPOINT requests to one webhook, so an endpoint that hangs
 * holds at most that many slots, each for at most the time-out, while the others keep flowing.
 */
export function startWebhookDeliveryLoop(
  app: FastifyInstance,
  deps: () => Promise<WebhookDeliveryDeps>,
  options: { intervalMs: number; concurrency: number },
): void {
  if (options.intervalMs <= 0) return;
  let inFlight = 0;
  let claiming = false;
  let closed = false;
  const running = new Set<Promise<void>>();
  const perWebhook = new Map<number, number>();
  const report: WebhookDeliveryReport = { sent: 0, retried: 0, failed: 0, disabled: 0 };
  const timer = setInterval(() => {
    const free = options.concurrency - inFlight;
    if (claiming || closed || free <= 0) return;
    claiming = true;
    (async () => {
      const resolved = await deps();
      const excludeWebhookIds = [...perWebhook]
        .filter(([, count]) => count >= WEBHOOK_IN_FLIGHT_PER_ENDPOINT)
        .map(([id]) => id);
      const claimed = await repo.claimDueDeliveries(app.db, {
        limit: free,
        leaseSeconds: WEBHOOK_LEASE_SECONDS,
        excludeWebhookIds,
      });
      const handBack: number[] = [];
      for (const job of claimed) {
        const webhookId = job.delivery.webhookId;
        const count = perWebhook.get(webhookId) ?? 0;
        if (count >= WEBHOOK_IN_FLIGHT_PER_ENDPOINT) {
          handBack.push(job.delivery.id);
          continue;
        }
        perWebhook.set(webhookId, count + 1);
        inFlight += 1;
        const sending = deliverClaimed(app.db, resolved, job, report)
          .catch((error: unknown) => app.log.error({ err: error }, 'webhook delivery failed'))
          .finally(() => {
            inFlight -= 1;
            const left = (perWebhook.get(webhookId) ?? 1) - 1;
            if (left > 0) perWebhook.set(webhookId, left);
            else perWebhook.delete(webhookId);
            running.delete(sending);
          });
        running.add(sending);
      }
      await repo.releaseDeliveries(app.db, handBack);
    })()
      .catch((error: unknown) => app.log.error({ err: error }, 'webhook claim failed'))
      .finally(() => {
        claiming = false;
      });
  }, options.intervalMs);
  timer.unref();
  app.addHook('onClose', async () => {
    closed = true;
    clearInterval(timer);
    // Requests in flight end within their time-out; their results are written before the database closes.
    await Promise.allSettled([...running]);
  });
}
