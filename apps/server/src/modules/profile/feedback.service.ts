import type { Executor } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { Delivery } from '../outbox/outbox.service.js';
import * as repo from './profile.repository.js';

/**
 * Feature requests have no table: they go to the operators' mailbox (MAIL_FROM) through the outbox,
 * which also keeps them when no SMTP server is configured.
 */
export async function sendFeatureRequest(
  db: Executor,
  delivery: Delivery,
  options: { userId: number; text: string; operatorAddress: string },
): Promise<{ message: string }> {
  const user = await repo.findIdentity(db, options.userId);
  if (!user) throw AppError.unauthorized();
  await delivery.send(db, {
    channel: 'email',
    to: options.operatorAddress,
    subject: `Feature request from ${user.username}`,
    body: `From ${user.username} (user id ${options.userId}, ${user.email}):\n\n${options.text}`,
    template: 'feature-request',
    userId: options.userId,
  });
  return { message: 'Thank you! Your request has been sent to the team.' };
}
