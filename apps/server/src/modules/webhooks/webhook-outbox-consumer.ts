import type { Executor } from '../../db/client.js';
import { mapEventToWebhooks, type OutboxEvent } from './webhook-events.js';
import * as repo from './webhooks.repository.js';

/**
 * The webhooks' step in the outbox dispatcher's claiming transaction (see notifications/dispatcher):
 * for every claimed event whose user has an ENABLED webhook subscribed to the event's webhook name,
 * a delivery job is inserted (unique per webhook, event and name, so a batch run twice makes each job
 * once). It commits with the events' dispatched mark or not at all: no event is lost or doubled.
 * @example app.notificationChannels.addEventConsumer(enqueueWebhookDeliveries);
 */
export async function enqueueWebhookDeliveries(
  tx: Executor,
  events: readonly OutboxEvent[],
): Promise<number> {
  const hooks = await repo.enabledWebhooks(tx, [...new Set(events.map((event) => event.userId))]);
  if (hooks.length === 0) return 0;
  const byUser = new Map(hooks.map((hook) => [hook.userId, hook]));
  const relevant = events.filter((event) => byUser.has(event.userId));
  const messageIds = new Set<number>();
  const attachmentIds = new Set<string>();
  for (const { payload } of relevant) {
    if (typeof payload.messageId === 'number' && Number.isSafeInteger(payload.messageId))
      messageIds.add(payload.messageId);
    if (typeof payload.attachmentId === 'string') attachmentIds.add(payload.attachmentId);
  }
  const hashes = [...new Set(relevant.flatMap((event) => (event.tradeHash ? [event.tradeHash] : [])))];
  const context = {
    trades: await repo.tradesByHash(tx, hashes),
    messageAuthors: await repo.messageAuthors(tx, [...messageIds]),
    attachmentUploaders: await repo.attachmentUploaders(tx, [...attachmentIds]),
  };
  const rows = relevant.flatMap((event) => {
    const hook = byUser.get(event.userId)!;
    return mapEventToWebhooks(event, context)
      .filter((item) => hook.events.includes(item.name))
      .map((item) => ({
        webhookId: hook.id,
        userId: event.userId,
        eventId: event.id,
        eventName: item.name,
        payload: item.payload,
      }));
  });
  return repo.insertDeliveries(tx, rows);
}
