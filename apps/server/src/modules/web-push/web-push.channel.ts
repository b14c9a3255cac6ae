import type { Executor } from '../../db/client.js';
import { notificationText } from '../notification-text/notification-text.js';
import {
  PermanentDeliveryError,
  type ChannelDelivery,
  type NotificationChannel,
} from '../notifications/channel.js';
import { sendPush, type PushSendResult } from './push-sender.js';
import type { VapidKeys } from './vapid-keys.js';
import * as repo from './web-push.repository.js';

/** What the service worker receives (public/push-worker.js reads it). */
export interface PushPayload {
  title: string;
  body: string;
  /** Path inside the web app to open on click. */
  link: string;
  /** Notifications of one trade replace each other on the screen instead of piling up. */
  tag: string;
  kind: string;
  notificationId: number;
  /** The delivery job's id: a retried delivery repeats it, so the worker can drop the duplicate. */
  idempotencyKey: string;
}

const URGENT_PREFIXES = ['trade.', 'dispute.', 'security.'];

export function buildPushPayload(delivery: ChannelDelivery): PushPayload {
  const { notification } = delivery;
  const text = notificationText(notification.kind, delivery.locale, notification.data);
  const tradeHash = notification.data.tradeHash || /^\/trade\/([^/?#]+)/.exec(notification.link ?? '')?.[1];
  return {
    ...text,
    link: notification.link ?? '/notifications',
    tag: tradeHash ? `trade-${tradeHash}` : `notification-${notification.id}`,
    kind: notification.kind,
    notificationId: notification.id,
    idempotencyKey: `job-${delivery.jobId}`,
  };
}

export interface WebPushChannelOptions {
  vapid: () => Promise<VapidKeys>;
  timeoutMs?: number;
  log?: (message: string, details: Record<string, unknown>) => void;
}

/** Thrown when a push service answered with an error worth retrying (5xx, 429, network). */
export class PushServiceError extends Error {
  override readonly name = 'PushServiceError';
  constructor(
    message: string,
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(message);
  }
}

/**
 * Web Push: every browser the user subscribed gets the message. A push service answering 404 or
 * 410 means the browser dropped the subscription: it is deleted. Another 4xx is a refusal retrying
 * cannot fix. A 5xx, 408, 429 or a network failure is thrown for the dispatcher to retry (browsers that already got it may show it again with the same
 * idempotency key; the worker drops such duplicates). No subscription left: a permanent failure.
 */
export function createWebPushChannel(options: WebPushChannelOptions): NotificationChannel {
  return {
    name: 'push',
    isConnected: (db: Executor, userId: number) => repo.hasSubscription(db, userId),
    async deliver(db: Executor, delivery: ChannelDelivery): Promise<void> {
      const subscriptions = await repo.listSubscriptions(db, delivery.userId);
      if (subscriptions.length === 0) throw new PermanentDeliveryError('no browser is subscribed to push');
      const vapid = await options.vapid();
      const payload = JSON.stringify(buildPushPayload(delivery));
      const urgency = URGENT_PREFIXES.some((prefix) => delivery.notification.kind.startsWith(prefix))
        ? 'high'
        : 'normal';
      let delivered = 0;
      let dropped = 0;
      let rejected = 0;
      const failures: PushServiceError[] = [];
      await Promise.all(
        subscriptions.map(async (subscription) => {
          let result: PushSendResult;
          try {
            result = await sendPush(
              {
                endpoint: subscription.endpoint,
                keys: { p256dh: subscription.p256dh, auth: subscription.auth },
              },
              payload,
              { vapid, ttlSeconds: 24 * 3600, urgency, timeoutMs: options.timeoutMs ?? 10_000 },
            );
          } catch (error) {
            failures.push(new PushServiceError(`push service unreachable: ${(error as Error).message}`));
            return;
          }
          if (result.status >= 200 && result.status < 300) {
            delivered += 1;
            await repo.markSuccess(db, subscription.id, new Date());
          } else if (result.status === 404 || result.status === 410) {
            dropped += 1;
            await repo.dropSubscription(db, subscription.id);
            options.log?.('push subscription expired; dropped', { subscriptionId: subscription.id });
          } else if (result.status >= 400 && result.status < 500 && ![408, 429].includes(result.status)) {
            // Refused for good (a key the subscription was not made with, a malformed request):
            // retrying cannot help, and the browser re-subscribes with the current key on its next visit.
            rejected += 1;
            options.log?.('push service refused the message', {
              subscriptionId: subscription.id,
              status: result.status,
              body: result.body.slice(0, 200),
            });
          } else {
            failures.push(
              new PushServiceError(
                `push service answered ${result.status}: ${result.body.slice(0, 200)}`,
                result.retryAfterSeconds,
              ),
            );
          }
        }),
      );
      if (failures.length > 0) throw failures[0]!;
      if (delivered === 0) {
        throw new PermanentDeliveryError(
          `no browser accepted the message (${dropped} expired, ${rejected} refused)`,
        );
      }
    },
  };
}
