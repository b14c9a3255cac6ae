import type { Executor } from '../../db/client.js';
import type { ExternalChannelName, NotificationChannel } from './channel.js';
import type { DispatchEvent } from './event-mapping.js';

/**
 * Another consumer of the outbox (webhooks): called by the dispatcher with every claimed batch inside
 * the claiming transaction, so what it writes commits with the events' dispatched mark or not at all.
 */
export type OutboxEventConsumer = (tx: Executor, events: readonly DispatchEvent[]) => Promise<unknown>;

/**
 * The external channels this node delivers on. The dispatcher asks each registered channel whether a
 * user has connected it before creating a job; the delivery loop hands jobs to `get(name)`. A job of
 * a channel no node registered (a feature turned off) stays pending and is retried later.
 *
 * Registering a channel is one line in notifications.plugin.ts (`registry.register(...)`), or, from
 * another module's plugin registered after it, `app.notificationChannels.register(channel)`.
 */
export class ChannelRegistry {
  private readonly channels = new Map<ExternalChannelName, NotificationChannel>();

  register(channel: NotificationChannel): this {
    this.channels.set(channel.name, channel);
    return this;
  }

  get(name: ExternalChannelName): NotificationChannel | undefined {
    return this.channels.get(name);
  }

  list(): NotificationChannel[] {
    return [...this.channels.values()];
  }

  private readonly consumers: OutboxEventConsumer[] = [];

  addEventConsumer(consumer: OutboxEventConsumer): this {
    this.consumers.push(consumer);
    return this;
  }

  eventConsumers(): readonly OutboxEventConsumer[] {
    return this.consumers;
  }
}
