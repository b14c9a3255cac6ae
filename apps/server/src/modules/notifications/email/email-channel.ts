import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { NOTIFICATION_KIND_GROUP, isLockedChannel, isNotificationKind } from '@p2p/shared';
import type { Executor } from '../../../db/client.js';
import { users } from '../../../db/schema.js';
import type { Delivery } from '../../outbox/outbox.service.js';
import { PermanentDeliveryError, type NotificationChannel } from '../channel.js';
import { classifySmtpFailure, SMTP_TEMPORARY_WAIT_SECONDS } from '../retry-after.js';
import { signUnsubscribeToken, unsubscribeKey } from '../unsubscribe-token.js';
import { renderNotificationEmail } from './render-email.js';

/** Where the web app's notification pages live; the e-mails link to them. */
export const NOTIFICATION_SETTINGS_PATH = '/account/notifications';
export const UNSUBSCRIBE_PATH = '/notifications/unsubscribe';

export interface EmailChannelOptions {
  delivery: Delivery;
  /** The address users open the app at (PUBLIC_URL). */
  baseUrl: string;
  siteName: string;
}

function absolute(baseUrl: string, path: string): string {
  return new URL(path, baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`).toString();
}

/** A temporary SMTP reply is retried no sooner than greylisting allows; a refused recipient is final. */
function smtpDeliveryError(error: unknown): unknown {
  const failure = classifySmtpFailure(error);
  const message = error instanceof Error ? error.message : String(error);
  if (failure?.kind === 'refused') return new PermanentDeliveryError(`SMTP ${failure.code}: ${message}`);
  if (failure?.kind === 'temporary') {
    return Object.assign(new Error(`SMTP ${failure.code}: ${message}`), {
      retryAfterSeconds: SMTP_TEMPORARY_WAIT_SECONDS,
    });
  }
  return error;
}

/**
 * E-mail through the outbox and the SMTP adapter: rendered from the locale's templates with an HTML
 * and a plain-text part, and an unsubscribe link (a signed token) on every mail that can be turned off.
 * Connected when the user has a verified address; a failed SMTP hand-off is thrown so the job retries.
 */
export function createEmailChannel(options: EmailChannelOptions): NotificationChannel {
  return {
    name: 'email',
    async isConnected(db: Executor, userId: number) {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, userId), isNotNull(users.emailVerifiedAt), isNull(users.closedAt)));
      return row !== undefined;
    },
    async deliver(db, job) {
      const [user] = await db
        .select({
          email: users.email,
          username: users.username,
          verified: users.emailVerifiedAt,
          closed: users.closedAt,
        })
        .from(users)
        .where(eq(users.id, job.userId));
      if (!user || !user.verified || user.closed) {
        throw new PermanentDeliveryError('the user has no verified e-mail address');
      }
      const { kind } = job.notification;
      if (!isNotificationKind(kind)) throw new PermanentDeliveryError(`unknown kind ${kind}`);
      const group = NOTIFICATION_KIND_GROUP[kind];
      const unsubscribeUrl = isLockedChannel(group, 'email')
        ? null
        : `${absolute(options.baseUrl, UNSUBSCRIBE_PATH)}?token=${encodeURIComponent(
            signUnsubscribeToken(await unsubscribeKey(db), job.userId, group),
          )}`;
      const mail = renderNotificationEmail({
        kind,
        locale: job.locale,
        data: job.notification.data,
        username: user.username,
        site: options.siteName,
        actionUrl: job.notification.link ? absolute(options.baseUrl, job.notification.link) : null,
        preferencesUrl: absolute(options.baseUrl, NOTIFICATION_SETTINGS_PATH),
        unsubscribeUrl,
      });
      try {
        await options.delivery.send(
          db,
          {
            channel: 'email',
            to: user.email,
            subject: mail.subject,
            body: mail.text,
            html: mail.html,
            template: `notification:${kind}`,
            userId: job.userId,
            // The job id, stable across retries: a mail resent after a node died mid-send is the same message.
            messageId: `<notification-${job.jobId}@${new URL(options.baseUrl).hostname}>`,
          },
          { throwOnFailure: true },
        );
      } catch (error) {
        throw smtpDeliveryError(error);
      }
    },
  };
}
