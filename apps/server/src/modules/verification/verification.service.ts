import { PHONE_ERROR_CODES, type SendPhoneCodeInput } from '@p2p/shared';
import type { Database, Executor } from '../../db/client.js';
import { pgConstraint, pgErrorCode } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import * as codes from '../codes/codes.service.js';
import * as kyc from '../kyc/kyc.service.js';
import type { Delivery } from '../outbox/outbox.service.js';
import * as repo from './verification.repository.js';
import { parsePhone } from './phone-number.js';

export const EMAIL_PURPOSE = 'email-verification';
export const PHONE_PURPOSE = 'phone-verification';
/** Codes sent per hour and purpose before the spec's "limit exceeded". */
export const SENDS_PER_HOUR = 5;
/** The countdown after too many wrong phone codes. */
export const PHONE_LOCK_SECONDS = 600;
export const EMAIL_VERIFIED_REDIRECT = '/account/verification';

async function account(tx: Executor, userId: number) {
  const row = await repo.lockAccount(tx, userId);
  if (!row) throw AppError.unauthorized();
  return row;
}

async function assertSendBudget(tx: Executor, userId: number, purpose: string, errorCode?: number) {
  const sent = await codes.countRecentCodes(tx, userId, purpose, new Date(Date.now() - 3_600_000));
  if (sent >= SENDS_PER_HOUR) {
    throw new AppError(
      'ERROR_RATE_LIMITED',
      'Too many codes were sent. Try again in an hour.',
      undefined,
      429,
      errorCode ? { errorCode } : undefined,
    );
  }
}

function codeError(field: string, check: Exclude<codes.CodeCheck, { status: 'ok' }>): AppError {
  const message =
    check.status === 'wrong'
      ? `Wrong code. ${check.attemptsLeft} attempt${check.attemptsLeft === 1 ? '' : 's'} left.`
      : check.status === 'exhausted'
        ? 'Too many wrong codes. Request a new code.'
        : 'This code has expired or was already used. Request a new code.';
  return AppError.validation(field, message);
}

async function sendEmailCode(tx: Executor, delivery: Delivery, userId: number, email: string) {
  const code = await codes.issueCode(tx, { userId, purpose: EMAIL_PURPOSE, target: email, ttlMinutes: 60 });
  await delivery.send(tx, {
    channel: 'email',
    to: email,
    subject: 'Confirm your e-mail address',
    body: `Your confirmation code is ${code}. It is valid for 60 minutes. If you did not create an account, ignore this message.`,
    template: EMAIL_PURPOSE,
    userId,
  });
}

/** Mails a confirmation code at registration (and on request); nothing to do once confirmed. */
export async function startEmailVerification(
  db: Database,
  delivery: Delivery,
  userId: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await account(tx, userId);
    if (row.emailVerifiedAt) return;
    await sendEmailCode(tx, delivery, userId, row.email);
  });
}

export async function resendEmailCode(db: Database, delivery: Delivery, userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await account(tx, userId);
    if (row.emailVerifiedAt) throw AppError.validation('email', 'Your e-mail address is already confirmed.');
    await assertSendBudget(tx, userId, EMAIL_PURPOSE);
    await sendEmailCode(tx, delivery, userId, row.email);
  });
}

export async function verifyEmailCode(db: Database, userId: number, code: string): Promise<void> {
  // A wrong guess must count even though the answer is an error, so the check commits on its own.
  const check = await db.transaction(async (tx) => {
    const row = await account(tx, userId);
    if (row.emailVerifiedAt) throw AppError.validation('code', 'Your e-mail address is already confirmed.');
    const result = await codes.checkCode(tx, { userId, purpose: EMAIL_PURPOSE, code });
    if (result.status === 'ok' && result.target.toLowerCase() === row.email.toLowerCase()) {
      await repo.updateAccount(tx, userId, { emailVerifiedAt: new Date() });
      await kyc.recomputeLevel(tx, userId);
    }
    return result.status === 'ok' && result.target.toLowerCase() !== row.email.toLowerCase()
      ? ({ status: 'expired' } as const)
      : result;
  });
  if (check.status !== 'ok') throw codeError('code', check);
}

/** Corrects the address of an account whose e-mail is not confirmed yet, and mails a new code. */
export async function changeUnconfirmedEmail(
  db: Database,
  delivery: Delivery,
  userId: number,
  email: string,
) {
  try {
    await db.transaction(async (tx) => {
      const row = await account(tx, userId);
      if (row.emailVerifiedAt)
        throw AppError.validation('email', 'A confirmed e-mail address cannot be changed here.');
      if (await repo.isEmailTaken(tx, email, userId)) {
        throw new AppError('ERROR_CONFLICT', 'This e-mail is already registered', {
          email: ['This e-mail is already registered'],
        });
      }
      await assertSendBudget(tx, userId, EMAIL_PURPOSE);
      await repo.updateAccount(tx, userId, { email });
      await sendEmailCode(tx, delivery, userId, email);
    });
  } catch (error) {
    if (pgErrorCode(error) === '23505' && pgConstraint(error) === 'users_email_lower_idx') {
      throw new AppError('ERROR_CONFLICT', 'This e-mail is already registered', {
        email: ['This e-mail is already registered'],
      });
    }
    throw error;
  }
}

function lockedError(until: Date): AppError {
  const countdown = Math.max(1, Math.ceil((until.getTime() - Date.now()) / 1000));
  return new AppError(
    'ERROR_RATE_LIMITED',
    `Too many wrong codes. Try again in ${countdown} seconds.`,
    { phoneCode: ['Too many wrong codes'] },
    429,
    { countdown },
  );
}

export async function sendPhoneCode(
  db: Database,
  delivery: Delivery,
  userId: number,
  input: SendPhoneCodeInput,
): Promise<{ phone: string; channel: 'sms' | 'call' }> {
  if (!input.isCitizenshipConsentAccepted) {
    throw AppError.validation(
      'isCitizenshipConsentAccepted',
      'Accept the processing of your phone number to continue.',
    );
  }
  return db.transaction(async (tx) => {
    const row = await account(tx, userId);
    if (row.phoneCodeLockedUntil && row.phoneCodeLockedUntil > new Date())
      throw lockedError(row.phoneCodeLockedUntil);
    const parsed = parsePhone(input.phone, {
      call: input.call,
      defaultCountry: await repo.countryIsoById(tx, row.countryId),
    });
    if (!parsed.ok) {
      throw new AppError('ERROR_INPUT_VALIDATION', parsed.message, { phone: [parsed.message] }, 400, {
        errorCode: parsed.errorCode,
      });
    }
    if (!(await repo.phoneVerificationCountry(tx, parsed.country))) {
      const message = 'We cannot send codes to numbers of this country.';
      throw new AppError('ERROR_INPUT_VALIDATION', message, { phone: [message] }, 400, {
        errorCode: PHONE_ERROR_CODES.smsNotSupported,
      });
    }
    if (row.phoneVerifiedAt && row.phone === parsed.e164) {
      throw AppError.validation('phone', 'This number is already verified on your account.');
    }
    if (await repo.isPhoneVerifiedByOther(tx, parsed.e164, userId)) {
      throw new AppError('ERROR_CONFLICT', 'This number is verified on another account.', {
        phone: ['This number is verified on another account.'],
      });
    }
    await assertSendBudget(tx, userId, PHONE_PURPOSE, PHONE_ERROR_CODES.limitExceeded);
    const code = await codes.issueCode(tx, { userId, purpose: PHONE_PURPOSE, target: parsed.e164 });
    const channel = input.call ? 'call' : 'sms';
    await delivery.send(tx, {
      channel,
      to: parsed.e164,
      body: `Your P2P Marketplace verification code is ${code}. Do not share it with anyone.`,
      template: PHONE_PURPOSE,
      userId,
    });
    return { phone: parsed.e164, channel };
  });
}

type ConfirmOutcome =
  { kind: 'locked'; until: Date } | { kind: 'conflict' } | { kind: 'checked'; check: codes.CodeCheck };

export async function confirmPhone(db: Database, userId: number, phoneCode: string): Promise<void> {
  const outcome = await db.transaction(async (tx): Promise<ConfirmOutcome> => {
    const row = await account(tx, userId);
    const lockedUntil = row.phoneCodeLockedUntil;
    if (lockedUntil && lockedUntil > new Date()) return { kind: 'locked', until: lockedUntil };
    const check = await codes.checkCode(tx, { userId, purpose: PHONE_PURPOSE, code: phoneCode });
    if (check.status === 'ok') {
      if (await repo.isPhoneVerifiedByOther(tx, check.target, userId)) {
        return { kind: 'conflict' };
      }
      const verified = parsePhone(check.target, { call: true });
      await repo.updateAccount(tx, userId, {
        phone: check.target,
        phoneVerifiedAt: new Date(),
        phoneCountryIso: verified.ok ? verified.country : null,
        phoneCodeLockedUntil: null,
      });
      await kyc.recomputeLevel(tx, userId);
      return { kind: 'checked', check };
    }
    if (check.status === 'exhausted') {
      const until = new Date(Date.now() + PHONE_LOCK_SECONDS * 1000);
      await repo.updateAccount(tx, userId, { phoneCodeLockedUntil: until });
      return { kind: 'locked', until };
    }
    return { kind: 'checked', check };
  });
  if (outcome.kind === 'locked') throw lockedError(outcome.until);
  if (outcome.kind === 'conflict') {
    throw new AppError('ERROR_CONFLICT', 'This number is verified on another account.', {
      phoneCode: ['This number is verified on another account.'],
    });
  }
  if (outcome.check.status !== 'ok') throw codeError('phoneCode', outcome.check);
}

/** Removes the phone number; the level follows (L1 needs a verified phone). */
export async function resetPhone(db: Database, userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await account(tx, userId);
    await codes.retireCodes(tx, userId, PHONE_PURPOSE);
    await repo.updateAccount(tx, userId, { phone: null, phoneVerifiedAt: null, phoneCountryIso: null });
    await kyc.recomputeLevel(tx, userId);
  });
}

/**
 * Makes `email` the account's address, confirmed, inside the caller's transaction: for a change
 * confirmed from the new mailbox, or an address proven by a password-reset link. The level follows.
 */
export async function setConfirmedEmail(tx: Executor, userId: number, email: string): Promise<void> {
  await codes.retireCodes(tx, userId, EMAIL_PURPOSE);
  await repo.updateAccount(tx, userId, { email, emailVerifiedAt: new Date() });
  await kyc.recomputeLevel(tx, userId);
}

export function isEmailUsedByOther(tx: Executor, email: string, userId: number): Promise<boolean> {
  return repo.isEmailTaken(tx, email, userId);
}
