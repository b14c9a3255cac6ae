import type { Executor } from '../../db/client.js';

/** The channels a notification can go out on besides the in-app centre. */
export type ExternalChannelName = 'email' | 'push' | 'telegram';

/** What a channel is given to deliver: one notification for one user, already rendered-ready. */
export interface ChannelDelivery {
  /** The delivery job's id; a stable idempotency key a receiver can use to drop duplicates. */
  jobId: number;
  userId: number;
  /** The user's locale (en, es, ru). */
  locale: string;
  notification: {
    id: number;
    /** The notification kind, e.g. trade.started, trade.paid, dispute.opened. */
    kind: string;
    /** Variables of the kind's template (trade hash, amounts as strings, partner username, …). */
    data: Record<string, string>;
    /** Path inside the web app the notification leads to, e.g. /trade/abc123. */
    link: string | null;
    createdAt: Date;
  };
}

/** Thrown by a channel when retrying can never help (unsubscribed endpoint, unlinked chat). */
export class PermanentDeliveryError extends Error {
  override readonly name = 'PermanentDeliveryError';
}

/**
 * One way of reaching a user outside the tab. The dispatcher claims delivery jobs with
 * FOR UPDATE SKIP LOCKED and calls `deliver` outside any transaction; a thrown error is retried with
 * back-off, a PermanentDeliveryError is not. A failing channel never blocks the others.
 */
export interface NotificationChannel {
  readonly name: ExternalChannelName;
  /** Whether the user has connected this channel (a verified e-mail, a push subscription, a linked chat). */
  isConnected(db: Executor, userId: number): Promise<boolean>;
  deliver(db: Executor, delivery: ChannelDelivery): Promise<void>;
}
