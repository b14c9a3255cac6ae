import {
  TWO_FACTOR_ERROR_CODES,
  type TwoFactorCodeSent,
  type TwoFactorMethod,
  type TwoFactorSendCodeInput,
} from '@p2p/shared';
import type { Executor } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import * as codes from '../codes/codes.service.js';
import type { Delivery } from '../outbox/outbox.service.js';
import { isLockedOut, lockedOutError, notEnabledError, STATE } from './second-factor.js';
import * as repo from './two-factor.repository.js';

export type DeliveryChannel = 'sms' | 'call' | 'email';

/** What a sent code is good for: one purpose per flow, so a setup code cannot approve a sign-in. */
export const CODE_PURPOSES = {
  setup: 'two-factor-setup',
  login: 'two-factor-login',
  action: 'two-factor',
} as const;

const CODE_TTL_MINUTES = 10;
const SEND_WINDOW_MINUTES = 15;
const MAX_SENDS_PER_WINDOW = 5;

/** The verified phone (sms, call) or e-mail a channel sends to; undefined when there is none. */
export function destinationFor(contact: repo.ContactPoints, channel: DeliveryChannel): string | undefined {
  if (channel === 'email') return contact.emailVerifiedAt ? contact.email : undefined;
  return contact.phone && contact.phoneVerifiedAt ? contact.phone : undefined;
}

export function defaultChannel(method: Exclude<TwoFactorMethod, 'ga'>): DeliveryChannel {
  return method === 'sms' ? 'sms' : 'email';
}

export function missingDestinationError(field: string, channel: DeliveryChannel): AppError {
  const message = channel === 'email' ? 'Verify your e-mail address first' : 'Verify your phone number first';
  return new AppError('ERROR_INPUT_VALIDATION', message, { [field]: [message] });
}

/** `+44*****7890`, `a***@example.com`: enough to recognise, not enough to harvest. */
export function maskDestination(to: string): string {
  const at = to.indexOf('@');
  if (at > 0) return `${to[0]}***${to.slice(at)}`;
  return `${to.slice(0, 3)}${'*'.repeat(Math.max(to.length - 7, 1))}${to.slice(-4)}`;
}

/**
 * Issues a 6-digit code for `purpose` (older ones stop working) and sends it. At most five per
 * purpose in 15 minutes, so nobody can run up an SMS bill. Call inside the caller's transaction.
 */
export async function sendCode(
  db: Executor,
  delivery: Delivery,
  options: { userId: number; purpose: string; channel: DeliveryChannel; to: string },
): Promise<string> {
  const since = new Date(Date.now() - SEND_WINDOW_MINUTES * 60_000);
  if ((await codes.countRecentCodes(db, options.userId, options.purpose, since)) >= MAX_SENDS_PER_WINDOW) {
    const message = `Too many codes sent. Try again in ${SEND_WINDOW_MINUTES} minutes.`;
    throw new AppError('ERROR_RATE_LIMITED', message, { channel: [message] }, 429);
  }
  const code = await codes.issueCode(db, {
    userId: options.userId,
    purpose: options.purpose,
    target: options.to,
    ttlMinutes: CODE_TTL_MINUTES,
  });
  const text = `Your verification code is ${code}. It expires in ${CODE_TTL_MINUTES} minutes. Never share it.`;
  await delivery.send(db, {
    channel: options.channel,
    to: options.to,
    subject: 'Your verification code',
    body: options.channel === 'call' ? `Your verification code is ${code.split('').join(' ')}.` : text,
    template: 'two-factor-code',
    userId: options.userId,
  });
  return maskDestination(options.to);
}

/** Which channels each method's codes may use. */
const CHANNELS: Record<TwoFactorMethod, readonly DeliveryChannel[]> = {
  ga: [],
  sms: ['sms', 'call'],
  email: ['email'],
};

/**
 * Sends a code for the next check (or, during setup, the setup code again) over a channel of the
 * user's method. Push is not offered; users of an authenticator app read their code there.
 */
export async function sendCodeTo(
  db: Executor,
  delivery: Delivery,
  options: { userId: number; channel: TwoFactorSendCodeInput['channel'] },
): Promise<TwoFactorCodeSent> {
  const { userId, channel } = options;
  if (channel === 'push') {
    const message = 'Push confirmation is not available. Use a code by SMS, call or e-mail.';
    throw new AppError(TWO_FACTOR_ERROR_CODES.pushUnavailable, message, { channel: [message] }, 400);
  }
  return db.transaction(async (tx) => {
    const settings = await repo.lockSettings(tx, userId);
    const state = settings?.state;
    if (!settings || (state !== STATE.enabled && state !== STATE.verification)) throw notEnabledError();
    const method = settings.method as TwoFactorMethod;
    if (!CHANNELS[method].includes(channel)) {
      const message =
        method === 'ga'
          ? 'Your codes come from your authenticator app'
          : `Your codes are sent by ${method === 'sms' ? 'SMS or call' : 'e-mail'}`;
      throw new AppError('ERROR_INPUT_VALIDATION', message, { channel: [message] });
    }
    if (await isLockedOut(tx, userId)) throw lockedOutError();
    const contact = await repo.findContactPoints(tx, userId);
    const to = contact && destinationFor(contact, channel);
    if (!to) throw missingDestinationError('channel', channel);
    const purpose = state === STATE.verification ? CODE_PURPOSES.setup : CODE_PURPOSES.action;
    return { channel, sentTo: await sendCode(tx, delivery, { userId, purpose, channel, to }) };
  });
}
