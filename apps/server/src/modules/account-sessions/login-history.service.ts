import {
  LOGIN_HISTORY_PAGE_SIZE,
  pagedListMeta,
  TWO_FACTOR_METHODS,
  type LoginHistoryEntry,
  type LoginAttemptResult,
  type PagedListMeta,
  type TwoFactorMethod,
} from '@p2p/shared';
import type { Executor } from '../../db/client.js';
import type { Delivery } from '../outbox/outbox.service.js';
import { recordUserEvents } from '../realtime/user-events.js';
import * as twoFactor from '../two-factor/two-factor.service.js';
import { approximatePlace, deviceHash, deviceInfo, maskIp } from './device-info.js';
import * as repo from './login-history.repository.js';

/** Where a sign-in came from, as the auth routes see the request. */
export interface SignInClient {
  ip: string | null;
  userAgent: string | null;
  /** The long-lived random device cookie (set at sign-in when the browser had none). */
  deviceId?: string | null;
  /** ISO alpha-2 from a trusted proxy header, when configured. */
  country?: string | null;
}

/** Appends a sign-in attempt to the user's login history. */
export async function recordLoginAttempt(
  db: Executor,
  options: {
    userId: number;
    result: LoginAttemptResult;
    secondFactor?: TwoFactorMethod | null;
    client: SignInClient;
  },
): Promise<void> {
  await repo.insertLoginEvent(db, {
    userId: options.userId,
    result: options.result,
    secondFactor: options.secondFactor ?? null,
    ip: options.client.ip,
    userAgent: options.client.userAgent?.slice(0, 512) ?? null,
    country: options.client.country ?? null,
  });
}

/**
 * Runs the code check of a two-factor sign-in: a refused code is recorded in the owner's history
 * (and rethrown); an accepted one answers the user and the factor the request asked for.
 */
export async function checkSecondFactor(
  db: Executor,
  options: { requestId: string; client: SignInClient },
  check: () => Promise<number>,
): Promise<{ userId: number; secondFactor: TwoFactorMethod | null }> {
  const owner = await twoFactor.loginRequestOwner(db, options.requestId);
  try {
    return { userId: await check(), secondFactor: owner?.method ?? null };
  } catch (error) {
    if (owner) {
      await recordLoginAttempt(db, {
        userId: owner.userId,
        result: 'wrong_second_factor',
        secondFactor: owner.method,
        client: options.client,
      });
    }
    throw error;
  }
}

/** The fingerprint of the signing-in device, or null when the browser sent no device cookie. */
export function deviceHashOf(client: SignInClient): string | null {
  return client.deviceId ? deviceHash(client.deviceId, client.userAgent) : null;
}

/**
 * After a successful sign-in (or registration): records the device as the user's and, when the user
 * already had other devices and this one is new to them, mails the new-device notice through the
 * outbox. Registration and the first sign-in of an account with no device yet send nothing.
 */
export async function noteSignInDevice(
  db: Executor,
  delivery: Delivery,
  options: { userId: number; client: SignInClient; at?: Date },
): Promise<{ newDevice: boolean }> {
  const hash = deviceHashOf(options.client);
  if (!hash) return { newDevice: false };
  // The device remembered, its e-mail and its event commit together or not at all.
  return db.transaction((tx) => noteDevice(tx, delivery, { ...options, hash }));
}

async function noteDevice(
  db: Executor,
  delivery: Delivery,
  options: { userId: number; client: SignInClient; at?: Date; hash: string },
): Promise<{ newDevice: boolean }> {
  const seen = await repo.rememberDevice(db, options.userId, options.hash);
  if (!seen.isNew || !seen.hadDevices) return { newDevice: false };
  const target = await repo.findMailTarget(db, options.userId);
  if (!target) return { newDevice: false };
  await delivery.send(db, {
    channel: 'email',
    to: target.email,
    subject: 'New sign-in to your account',
    body: newDeviceMail(target.username, options.client, options.at ?? new Date()),
    template: 'new-device-login',
    userId: options.userId,
  });
  // The bell, push and Telegram hear of it too; the e-mail above is the mail.
  const device = deviceInfo(options.client.userAgent);
  await recordUserEvents(db, [
    {
      userId: options.userId,
      type: 'security.new_device',
      payload: {
        device: [device.browser, device.os].filter(Boolean).join(' / ') || device.type,
        mailed: true,
      },
    },
  ]);
  return { newDevice: true };
}

function newDeviceMail(username: string, client: SignInClient, at: Date): string {
  const device = deviceInfo(client.userAgent);
  const what = [device.browser ?? 'An unknown browser', device.os && `on ${device.os}`]
    .filter(Boolean)
    .join(' ');
  const where = [client.country, maskIp(client.ip)].filter(Boolean).join(', ') || 'an unknown place';
  return [
    `Hello ${username},`,
    '',
    'Your account was just signed in to from a device we have not seen before:',
    '',
    `  When:   ${at.toISOString().replace('T', ' ').slice(0, 16)} UTC`,
    `  Device: ${what} (${device.type})`,
    `  Where:  ${where}`,
    '',
    'If this was you, there is nothing to do.',
    'If it was not, open Account > Security now: sign out that session, change your password and',
    'turn on two-factor authentication.',
  ].join('\n');
}

const asMethod = (value: string | null): TwoFactorMethod | null =>
  value && (TWO_FACTOR_METHODS as readonly string[]).includes(value) ? (value as TwoFactorMethod) : null;

/** The user's sign-in attempts, newest first, LOGIN_HISTORY_PAGE_SIZE a page. */
export async function listLoginHistory(
  db: Executor,
  userId: number,
  page: number,
): Promise<{ entries: LoginHistoryEntry[]; meta: PagedListMeta }> {
  const { rows, total } = await repo.listLoginEvents(db, userId, {
    limit: LOGIN_HISTORY_PAGE_SIZE,
    offset: (page - 1) * LOGIN_HISTORY_PAGE_SIZE,
  });
  return {
    entries: rows.map((row) => ({
      id: row.id,
      at: row.createdAt.toISOString(),
      result: row.result,
      secondFactor: asMethod(row.secondFactor),
      device: deviceInfo(row.userAgent),
      place: approximatePlace(row.ip, row.country),
    })),
    meta: pagedListMeta(total, page, LOGIN_HISTORY_PAGE_SIZE),
  };
}
