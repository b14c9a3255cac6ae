import type { FastifyInstance } from 'fastify';
import { NOTIFICATION_CHANNELS, type NotificationChannelName } from '@p2p/shared';
import type { Database, Executor } from '../../db/client.js';
import { recordUserEvents, type UserEventInput } from '../realtime/user-events.js';
import type { ExternalChannelName } from './channel.js';
import type { ChannelRegistry } from './channel-registry.js';
import * as repo from './dispatch.repository.js';
import { mapEventToNotification, type DispatchEvent, type MappedNotification } from './event-mapping.js';
import { channelEnabled, chatIntervalMinutes } from './preferences.js';

/** Events claimed per transaction. */
export const DISPATCH_BATCH_SIZE = 100;
/** Batches per run; what is left waits for the next run. */
const MAX_BATCHES_PER_RUN = 20;

export interface DispatchReport {
  events: number;
  notifications: number;
  folded: number;
  deliveries: number;
}

const EXTERNAL: readonly ExternalChannelName[] = NOTIFICATION_CHANNELS.filter(
  (channel): channel is ExternalChannelName => channel !== 'in_app',
);

/**
 * Turns the outbox (`user_events` not yet dispatched) into notifications and delivery jobs. Each batch
 * is one transaction: the events are claimed FOR UPDATE SKIP LOCKED, every notifiable one becomes a
 * notification (unique per event) or is folded into the open chat batch of its trade, a job is
 * created per external channel the user enabled and connected, and the events are marked dispatched.
 * A crash before commit leaves the events undispatched for the next run; nothing half-done is seen.
 * @example await runNotificationDispatch(app.db, app.notificationChannels);
 */
export async function runNotificationDispatch(
  db: Database,
  registry: ChannelRegistry,
  options: { batchSize?: number } = {},
): Promise<DispatchReport> {
  const report: DispatchReport = { events: 0, notifications: 0, folded: 0, deliveries: 0 };
  const batchSize = options.batchSize ?? DISPATCH_BATCH_SIZE;
  for (let batch = 0; batch < MAX_BATCHES_PER_RUN; batch += 1) {
    const claimed = await db.transaction((tx) => dispatchBatch(tx, registry, batchSize, report));
    if (claimed < batchSize) break;
  }
  return report;
}

async function dispatchBatch(
  tx: Executor,
  registry: ChannelRegistry,
  batchSize: number,
  report: DispatchReport,
): Promise<number> {
  const events = await repo.claimUndispatchedEvents(tx, batchSize);
  if (events.length === 0) return 0;
  const hashes = [...new Set(events.flatMap((event) => (event.tradeHash ? [event.tradeHash] : [])))];
  const contexts = await repo.tradeContexts(tx, hashes);
  const people = await repo.recipients(tx, [...new Set(events.map((event) => event.userId))]);
  const connected = new Map<string, boolean>();
  const isConnected = async (channel: ExternalChannelName, userId: number): Promise<boolean> => {
    const key = `${channel}:${userId}`;
    if (!connected.has(key)) {
      const implementation = registry.get(channel);
      connected.set(key, implementation ? await implementation.isConnected(tx, userId) : false);
    }
    return connected.get(key)!;
  };
  const live: UserEventInput[] = [];
  const authors = await repo.chatAuthors(tx, chatRefs(events));
  const mapped = events.map((event) => ({
    event,
    notification: ownChatEntry(event, authors)
      ? null
      : mapEventToNotification(event, event.tradeHash ? contexts.get(event.tradeHash) : undefined),
  }));
  // Batch locks in one order, so two dispatchers folding the same trades never wait on each other in a circle.
  const batchKeys = [
    ...new Set(
      mapped.flatMap(({ event, notification }) => {
        const scope = notification?.batched ? batchScope(event, notification) : undefined;
        return scope ? [`${event.userId}\u0000${scope.key}\u0000${notification!.kind}`] : [];
      }),
    ),
  ].sort();
  for (const key of batchKeys) {
    const [userId, scopeKey, kind] = key.split('\u0000') as [string, string, string];
    await repo.lockChatBatch(tx, Number(userId), scopeKey, kind);
  }
  for (const { event, notification } of mapped) {
    const person = people.get(event.userId);
    if (!notification || !person || person.closed) continue;
    const enabled = (channel: NotificationChannelName) =>
      channelEnabled(person.overrides, notification.group, channel);
    const shown = enabled('in_app');
    const channels: ExternalChannelName[] = [];
    // A module that already mailed its own notice (security e-mails) marks the event `mailed`.
    const mailed = event.payload.mailed === true;
    for (const channel of EXTERNAL) {
      if (person.demo) break;
      if (channel === 'email' && mailed) continue;
      if (enabled(channel) && (await isConnected(channel, event.userId))) channels.push(channel);
    }
    if (!shown && channels.length === 0) continue;
    const scope = notification.batched ? batchScope(event, notification) : undefined;
    if (scope) {
      const minutes = chatIntervalMinutes(person.chatInterval);
      const open =
        minutes > 0
          ? await repo.findOpenBatch(tx, {
              userId: event.userId,
              ...scope.where,
              kind: notification.kind,
              minutes,
            })
          : undefined;
      if (open) {
        await repo.foldIntoBatch(tx, open.id);
        report.folded += 1;
        if (shown)
          live.push({ userId: event.userId, type: 'notification.updated', payload: { id: open.id } });
        continue;
      }
    }
    const id = await repo.insertNotification(tx, {
      userId: event.userId,
      kind: notification.kind,
      kindGroup: notification.group,
      eventId: event.id,
      tradeHash: event.tradeHash,
      data: notification.batched ? { ...notification.data, count: '1' } : notification.data,
      link: notification.link,
      shown,
    });
    if (id === undefined) continue;
    report.notifications += 1;
    await repo.insertDeliveries(
      tx,
      channels.map((channel) => ({ notificationId: id, userId: event.userId, channel })),
    );
    report.deliveries += channels.length;
    if (shown) {
      live.push({
        userId: event.userId,
        type: 'notification.created',
        payload: { id, kind: notification.kind, tradeHash: event.tradeHash ?? '' },
      });
    }
  }
  // The other channels of the outbox (webhooks) take the same claimed batch in this transaction.
  for (const consume of registry.eventConsumers()) await consume(tx, events);
  await repo.markEventsDispatched(
    tx,
    events.map((event) => event.id),
  );
  // The open tabs refresh the bell once this commits; these events are born dispatched.
  await recordUserEvents(tx, live, { dispatched: true });
  report.events += events.length;
  return events.length;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The chat messages and attachments the batch's trade chat events name. */
function chatRefs(events: readonly DispatchEvent[]) {
  const messageIds = new Set<number>();
  const attachmentIds = new Set<string>();
  for (const event of events) {
    const { messageId, attachmentId } = event.payload;
    if (event.type === 'trade.message' && Number.isSafeInteger(messageId))
      messageIds.add(messageId as number);
    if (event.type === 'trade.upload' && typeof attachmentId === 'string' && UUID.test(attachmentId)) {
      attachmentIds.add(attachmentId);
    }
  }
  return { messageIds: [...messageIds], attachmentIds: [...attachmentIds] };
}

/** A chat message or upload of the event's own user: their other tabs hear of it, no notification. */
function ownChatEntry(event: DispatchEvent, authors: Awaited<ReturnType<typeof repo.chatAuthors>>): boolean {
  if (event.type === 'trade.message')
    return authors.messages.get(event.payload.messageId as number) === event.userId;
  if (event.type === 'trade.upload') {
    return authors.attachments.get(event.payload.attachmentId as string) === event.userId;
  }
  return false;
}

/**
 * What a batched message folds by: its trade (trade chat, dispute messages) or its messenger
 * conversation. Both follow the profile's `notifyTradeMessagesInterval`.
 */
function batchScope(
  event: { tradeHash: string | null },
  notification: MappedNotification,
): { key: string; where: repo.BatchScope } | undefined {
  if (event.tradeHash) return { key: event.tradeHash, where: { tradeHash: event.tradeHash } };
  if (notification.chatId)
    return { key: `chat:${notification.chatId}`, where: { chatId: notification.chatId } };
  return undefined;
}

/**
 * Runs the dispatcher every `intervalMs` on this node (0 turns it off); stops when the app closes.
 * A run that made delivery jobs wakes this node's delivery loop instead of leaving them to its next tick.
 */
export function startNotificationDispatchLoop(
  app: FastifyInstance,
  registry: ChannelRegistry,
  intervalMs: number,
  /** Called after a run that made delivery jobs (this node's delivery loop starts on them at once). */
  onDeliveries: () => void = () => {},
): void {
  if (intervalMs <= 0) return;
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    runNotificationDispatch(app.db, registry)
      .then((report) => {
        if (report.deliveries > 0) onDeliveries();
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'notification dispatch failed'))
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
