import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { notificationDeliveries, notifications, outboxMessages } from '../../db/schema.js';
import type { ChannelDelivery, ExternalChannelName, NotificationChannel } from './channel.js';

/** The user's notifications, oldest first (tests look behind the API). */
export function notificationsOf(db: Database, userId: number) {
  return db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(asc(notifications.id));
}

export function deliveriesOf(db: Database, userId: number) {
  return db
    .select()
    .from(notificationDeliveries)
    .where(eq(notificationDeliveries.userId, userId))
    .orderBy(asc(notificationDeliveries.id));
}

export function mailsTo(db: Database, recipient: string) {
  return db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.recipient, recipient), eq(outboxMessages.channel, 'email')))
    .orderBy(asc(outboxMessages.createdAt));
}

/**
 * A channel for tests: connected for every user, records what it was given, and fails as told
 * (`fail` returns the error to throw for a delivery, or undefined to accept it).
 */
export function recordingChannel(
  name: ExternalChannelName,
  fail: (delivery: ChannelDelivery) => Error | undefined = () => undefined,
): NotificationChannel & { delivered: ChannelDelivery[]; tried: number } {
  const channel = {
    name,
    delivered: [] as ChannelDelivery[],
    tried: 0,
    async isConnected() {
      return true;
    },
    async deliver(_db: unknown, delivery: ChannelDelivery) {
      channel.tried += 1;
      const error = fail(delivery);
      if (error) throw error;
      channel.delivered.push(delivery);
    },
  };
  return channel;
}
