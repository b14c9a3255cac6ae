import type { WebPushSubscription, WebPushSubscriptionInput } from '@p2p/shared';
import type { Executor } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { pushEndpointProblem, pushServiceName } from './push-endpoint.js';
import * as repo from './web-push.repository.js';

/** Browsers one account keeps subscribed; subscribing one more forgets the oldest. */
export const MAX_SUBSCRIPTIONS_PER_USER = 20;

function toView(row: repo.WebPushSubscriptionRow, currentEndpoint?: string): WebPushSubscription {
  return {
    id: row.id,
    pushService: pushServiceName(row.endpoint),
    userAgent: row.userAgent,
    createdAt: row.createdAt.toISOString(),
    lastSuccessAt: row.lastSuccessAt?.toISOString() ?? null,
    current: currentEndpoint !== undefined && row.endpoint === currentEndpoint,
  };
}

/** Subscribes this browser to the user's notifications (an endpoint of a known push service only). */
export async function subscribe(
  db: Executor,
  options: {
    userId: number;
    input: WebPushSubscriptionInput;
    userAgent: string | undefined;
    allowedOrigins: readonly string[];
  },
): Promise<WebPushSubscription> {
  const { input } = options;
  const problem = pushEndpointProblem(input.endpoint, options.allowedOrigins);
  if (problem) throw AppError.validation('endpoint', problem);
  return db.transaction(async (tx) => {
    const row = await repo.upsertSubscription(tx, {
      userId: options.userId,
      endpoint: input.endpoint,
      p256dh: input.keys.p256dh,
      auth: input.keys.auth,
      userAgent: options.userAgent?.slice(0, 300) ?? null,
    });
    await repo.trimSubscriptions(tx, options.userId, MAX_SUBSCRIPTIONS_PER_USER);
    return toView(row, input.endpoint);
  });
}

/** Forgets this browser's subscription (the browser unsubscribed, or the user switched push off here). */
export async function unsubscribe(
  db: Executor,
  options: { userId: number; endpoint: string },
): Promise<boolean> {
  return repo.deleteByEndpoint(db, options.userId, options.endpoint);
}

/** Removes one of the user's subscribed browsers from the list. */
export async function removeSubscription(
  db: Executor,
  options: { userId: number; id: number },
): Promise<void> {
  if (!(await repo.deleteById(db, options.userId, options.id))) throw AppError.notFound('Push subscription');
}

export async function listSubscriptions(
  db: Executor,
  options: { userId: number; currentEndpoint?: string },
): Promise<WebPushSubscription[]> {
  const rows = await repo.listSubscriptions(db, options.userId);
  return rows.map((row) => toView(row, options.currentEndpoint));
}
