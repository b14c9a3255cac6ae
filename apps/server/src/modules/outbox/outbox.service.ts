import type { OutboxMessage, OutboxQuery } from '@p2p/shared';
import type { MailAdapter } from '../../adapters/mail/mail-adapter.js';
import type { SmsAdapter } from '../../adapters/sms/sms-adapter.js';
import type { Executor } from '../../db/client.js';
import * as repo from './outbox.repository.js';

export interface OutgoingMessage {
  channel: 'email' | 'sms' | 'call';
  to: string;
  subject?: string;
  body: string;
  /** An HTML alternative of `body` for e-mail (handed to the adapter; the outbox keeps the text). */
  html?: string;
  /** What kind of message this is (email-verification, phone-code, two-factor-code, …). */
  template: string;
  userId?: number;
  /** E-mail: a stable Message-ID, so that a resend of the same message is recognised as one. */
  messageId?: string;
}

export interface SendOptions {
  /**
   * Throw the adapter's error after recording it on the row, for callers that retry themselves (the
   * notification delivery jobs); by default a failure is only recorded and logged.
   */
  throwOnFailure?: boolean;
}

export interface Delivery {
  /**
   * Records the message in the outbox and hands it to the configured adapter. Without an adapter
   * (the embedded default) it stays in the outbox, where operators and tests read it.
   */
  send(db: Executor, message: OutgoingMessage, options?: SendOptions): Promise<repo.OutboxRow>;
}

export function createDelivery(adapters: {
  mail?: MailAdapter;
  sms?: SmsAdapter;
  log?: (error: unknown) => void;
}): Delivery {
  return {
    async send(db, message, options = {}) {
      const row = await repo.insertMessage(db, {
        channel: message.channel,
        recipient: message.to,
        subject: message.subject ?? '',
        body: message.body,
        template: message.template,
        userId: message.userId ?? null,
      });
      const deliver =
        message.channel === 'email'
          ? adapters.mail &&
            (() =>
              adapters.mail!.send({
                to: message.to,
                subject: row.subject,
                text: row.body,
                ...(message.html ? { html: message.html } : {}),
                ...(message.messageId ? { messageId: message.messageId } : {}),
              }))
          : adapters.sms &&
            (() => adapters.sms!.send({ to: message.to, text: row.body, call: message.channel === 'call' }));
      if (!deliver) return row;
      try {
        await deliver();
        await repo.markDelivered(db, row.id);
      } catch (error) {
        adapters.log?.(error);
        await repo.markFailed(
          db,
          row.id,
          row.attempts + 1,
          error instanceof Error ? error.message : String(error),
        );
        if (options.throwOnFailure) throw error;
      }
      return row;
    },
  };
}

/** The newest messages first, as the admin page and the operator command show them. */
export async function listOutbox(db: Executor, filter: OutboxQuery): Promise<OutboxMessage[]> {
  const rows = await repo.listMessages(db, filter);
  return rows.map((row) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
  }));
}
