import { RECOVERY_MESSAGES, type ChangeEmailInput, type EmailChange } from '@p2p/shared';
import type { Database } from '../../db/client.js';
import { pgConstraint, pgErrorCode } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { hashToken, randomToken } from '../../lib/tokens.js';
import type { Delivery } from '../outbox/outbox.service.js';
import { recordUserEvents } from '../realtime/user-events.js';
import * as verification from '../verification/verification.service.js';
import { sendAccountMail, tokenLink } from './account-mail.js';
import * as repo from './email-change.repository.js';
import { confirmIdentity } from './identity-check.js';
import type { LoginThrottle } from './login-throttle.js';
import * as resets from './password-reset.repository.js';

export interface EmailChangeDeps {
  delivery: Delivery;
  baseUrl: string;
  ttlMinutes: number;
  throttle?: LoginThrottle;
}

export const EMAIL_CHANGE_PAGE = '/email-change';
/** Change requests one account may start per hour (each mails two addresses). */
export const EMAIL_CHANGES_PER_HOUR = 5;

function view(row: repo.EmailChangeRow): EmailChange {
  return {
    status: row.completedAt ? 'completed' : row.cancelledAt ? 'cancelled' : 'pending',
    oldEmail: row.oldEmail,
    newEmail: row.newEmail,
    newConfirmed: row.newConfirmedAt !== null,
    oldConfirmed: row.oldConfirmedAt !== null,
    expiresAt: row.expiresAt.toISOString(),
  };
}

const isLive = (row: repo.EmailChangeRow) =>
  !row.completedAt && !row.cancelledAt && row.expiresAt.getTime() > Date.now();

function emailTaken(): AppError {
  return new AppError('ERROR_CONFLICT', RECOVERY_MESSAGES.emailTaken, {
    email: [RECOVERY_MESSAGES.emailTaken],
  });
}

export async function getOpenEmailChange(db: Database, userId: number): Promise<EmailChange | null> {
  const row = await repo.findOpenRequest(db, userId);
  return row && isLive(row) ? view(row) : null;
}

/**
 * Starts a change of address (password and second factor first). The new address gets a link to
 * confirm it is the user's; a verified old address gets a link to agree or cancel. Nothing changes
 * until both have confirmed (an unverified old address has nobody to ask).
 */
export async function startEmailChange(
  db: Database,
  deps: EmailChangeDeps,
  options: { userId: number; input: ChangeEmailInput },
): Promise<EmailChange> {
  const { userId, input } = options;
  const email = input.email.trim();
  const current = await resets.findAccount(db, userId);
  if (!current) throw AppError.unauthorized();
  if (email.toLowerCase() === current.email.toLowerCase()) {
    throw AppError.validation('email', RECOVERY_MESSAGES.sameEmail);
  }
  await confirmIdentity(db, {
    userId,
    passwordHash: current.passwordHash,
    password: input.password,
    passwordField: 'password',
    code: input.code,
    throttle: deps.throttle,
  });
  return db.transaction(async (tx) => {
    const account = await repo.lockAccount(tx, userId);
    if (!account) throw AppError.unauthorized();
    if (await verification.isEmailUsedByOther(tx, email, userId)) throw emailTaken();
    const hourAgo = new Date(Date.now() - 3_600_000);
    if ((await repo.countRequestsSince(tx, userId, hourAgo)) >= EMAIL_CHANGES_PER_HOUR) {
      throw new AppError(
        'ERROR_RATE_LIMITED',
        'Too many e-mail changes were asked for. Try again in an hour.',
        undefined,
        429,
        { countdown: 3600 },
      );
    }
    await repo.cancelOpenRequest(tx, userId);
    const newToken = randomToken();
    const oldToken = randomToken();
    const askOld = account.emailVerifiedAt !== null;
    const row = await repo.insertRequest(tx, {
      userId,
      oldEmail: account.email,
      newEmail: email,
      newTokenHash: hashToken(newToken),
      oldTokenHash: hashToken(oldToken),
      oldConfirmedAt: askOld ? null : new Date(),
      expiresAt: new Date(Date.now() + deps.ttlMinutes * 60_000),
    });
    const hours = Math.round(deps.ttlMinutes / 60);
    const lifetime = deps.ttlMinutes < 120 ? `${deps.ttlMinutes} minutes` : `${hours} hours`;
    await sendAccountMail(tx, deps.delivery, {
      to: email,
      userId,
      template: 'email-change-confirm',
      subject: 'Confirm your new e-mail address',
      body:
        `To make this address the e-mail of the account ${account.username}, confirm it here: ` +
        `${tokenLink(deps.baseUrl, EMAIL_CHANGE_PAGE, newToken)}\n\nThe link expires in ${lifetime}. ` +
        (askOld ? 'Your current address must agree as well; we have written to it. ' : '') +
        'If you did not ask for this, ignore this message.',
    });
    if (askOld) {
      await sendAccountMail(tx, deps.delivery, {
        to: account.email,
        userId,
        template: 'email-change-notice',
        subject: 'Your e-mail address is about to change',
        body:
          `Someone signed in to your account ${account.username} asked to change its e-mail address ` +
          `from this address to ${email}. Nothing changes until this address agrees.\n\n` +
          `Agree or cancel here: ${tokenLink(deps.baseUrl, EMAIL_CHANGE_PAGE, oldToken)}\n\n` +
          `The link expires in ${lifetime}. If this was not you, cancel the change with that link and ` +
          'change your password.',
      });
    }
    return view(row);
  });
}

type ConfirmOutcome = { kind: 'invalid' } | { kind: 'taken' } | { kind: 'ok'; change: EmailChange };

/**
 * One of the two mailed links was followed and confirmed. When both sides have, the address
 * changes, is marked verified, the level is recomputed and both addresses are told.
 */
export async function confirmEmailChange(
  db: Database,
  deps: Pick<EmailChangeDeps, 'delivery'>,
  token: string,
): Promise<EmailChange> {
  const tokenHash = hashToken(token);
  let outcome: ConfirmOutcome;
  try {
    outcome = await db.transaction(async (tx): Promise<ConfirmOutcome> => {
      const row = await repo.lockByToken(tx, tokenHash);
      if (!row || !isLive(row)) return { kind: 'invalid' };
      const now = new Date();
      let updated = await repo.updateRequest(
        tx,
        row.id,
        row.newTokenHash === tokenHash
          ? { newConfirmedAt: row.newConfirmedAt ?? now }
          : { oldConfirmedAt: row.oldConfirmedAt ?? now },
      );
      if (!updated.newConfirmedAt || !updated.oldConfirmedAt) return { kind: 'ok', change: view(updated) };
      await repo.lockAccount(tx, row.userId);
      if (await verification.isEmailUsedByOther(tx, row.newEmail, row.userId)) {
        await repo.updateRequest(tx, row.id, { cancelledAt: now });
        return { kind: 'taken' };
      }
      await verification.setConfirmedEmail(tx, row.userId, row.newEmail);
      // Reset links went to the old address: they must not outlive it.
      await resets.retireResetTokens(tx, row.userId);
      updated = await repo.updateRequest(tx, row.id, { completedAt: now });
      // The centre, push and Telegram hear of it too; both addresses are mailed below (`mailed`).
      await recordUserEvents(tx, [
        { userId: row.userId, type: 'security.email_changed', payload: { mailed: true } },
      ]);
      await sendAccountMail(tx, deps.delivery, {
        to: row.oldEmail,
        userId: row.userId,
        template: 'email-changed',
        subject: 'Your e-mail address was changed',
        body:
          `The e-mail address of your account is now ${row.newEmail}; messages will no longer come ` +
          'here. If this was not you, contact support at once.',
      });
      await sendAccountMail(tx, deps.delivery, {
        to: row.newEmail,
        userId: row.userId,
        template: 'email-changed',
        subject: 'Your e-mail address was changed',
        body: 'This is now the e-mail address of your account, and it is confirmed.',
      });
      return { kind: 'ok', change: view(updated) };
    });
  } catch (error) {
    if (pgErrorCode(error) === '23505' && pgConstraint(error) === 'users_email_lower_idx') throw emailTaken();
    throw error;
  }
  if (outcome.kind === 'invalid') throw AppError.validation('token', RECOVERY_MESSAGES.linkInvalid);
  if (outcome.kind === 'taken') throw emailTaken();
  return outcome.change;
}

/** Either mailed link may cancel an open change. */
export async function cancelEmailChangeByToken(db: Database, token: string): Promise<EmailChange> {
  const tokenHash = hashToken(token);
  const change = await db.transaction(async (tx) => {
    const row = await repo.lockByToken(tx, tokenHash);
    if (!row || !isLive(row)) return undefined;
    return view(await repo.updateRequest(tx, row.id, { cancelledAt: new Date() }));
  });
  if (!change) throw AppError.validation('token', RECOVERY_MESSAGES.linkInvalid);
  return change;
}

/** The signed-in user withdraws their open change. */
export async function cancelOwnEmailChange(db: Database, userId: number): Promise<void> {
  await repo.cancelOpenRequest(db, userId);
}
