import {
  PUSH_APPROVAL_TTL_SECONDS,
  STEP_UP_ERROR_CODES,
  STEP_UP_WINDOW_MINUTES,
  type AuthRequestState,
  type AuthRequestView,
  type StepUpCodeSent,
  type StepUpStatus,
} from '@p2p/shared';
import type { Database, Executor } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { deviceInfo } from '../account-sessions/device-info.js';
import * as codes from '../codes/codes.service.js';
import type { Delivery } from '../outbox/outbox.service.js';
import { recordUserEvents } from '../realtime/user-events.js';
import {
  destinationFor,
  missingDestinationError,
  sendCode,
  type DeliveryChannel,
} from '../two-factor/code-delivery.js';
import { isLockedOut, lockedOutError, recordCheck } from '../two-factor/second-factor.js';
import { findContactPoints, insertAuthRequest } from '../two-factor/two-factor.repository.js';
import * as repo from './step-up.repository.js';

/** What step-up codes are good for: a code sent for two-factor or sign-in never confirms a step-up. */
export const STEP_UP_PURPOSE = 'step-up';
const PUSH_WINDOW_MINUTES = 15;
const MAX_PUSH_REQUESTS_PER_WINDOW = 5;

/** Who asks: a browser session. Callers without one (API tokens) are not asked (decision 025). */
export interface StepUpCaller {
  userId: number;
  sessionId?: string;
}

export interface SessionCaller {
  userId: number;
  sessionId: string;
}

const windowMs = STEP_UP_WINDOW_MINUTES * 60_000;

export function confirmedUntil(stepUpAt: Date | null | undefined, now = Date.now()): Date | null {
  if (!stepUpAt) return null;
  const until = stepUpAt.getTime() + windowMs;
  return until > now ? new Date(until) : null;
}

/** Whether the caller's browser confirmed within the window; callers without a session are exempt. */
export async function hasFreshStepUp(db: Executor, caller: StepUpCaller | undefined): Promise<boolean> {
  if (!caller) return false;
  if (caller.sessionId === undefined) return true;
  const session = await repo.findSession(db, caller.userId, caller.sessionId);
  return confirmedUntil(session?.stepUpAt) !== null;
}

export function stepUpRequiredError(): AppError {
  const message = `Confirm it is you: enter a code we send you or approve on another browser (valid ${STEP_UP_WINDOW_MINUTES} minutes).`;
  return new AppError(STEP_UP_ERROR_CODES.required, message, { step_up: [message] }, 403);
}

/** Throws 403 ERROR_STEP_UP_REQUIRED unless the caller's browser confirmed within the window. */
export async function requireStepUp(db: Executor, caller: StepUpCaller | undefined): Promise<void> {
  if (!(await hasFreshStepUp(db, caller))) throw stepUpRequiredError();
}

export async function getStatus(db: Executor, caller: SessionCaller): Promise<StepUpStatus> {
  const session = await repo.findSession(db, caller.userId, caller.sessionId);
  const until = confirmedUntil(session?.stepUpAt);
  const contact = await findContactPoints(db, caller.userId);
  const phone = Boolean(contact && destinationFor(contact, 'sms'));
  return {
    confirmed: until !== null,
    confirmedUntil: until?.toISOString() ?? null,
    windowMinutes: STEP_UP_WINDOW_MINUTES,
    channels: {
      sms: phone,
      call: phone,
      email: Boolean(contact && destinationFor(contact, 'email')),
      push: (await repo.countOtherLiveSessions(db, caller.userId, caller.sessionId)) > 0,
    },
  };
}

/**
 * Sends a step-up code by SMS or call to the verified phone, or to the verified e-mail, through the
 * two-factor code delivery (its limits: 5 sends per 15 minutes, 10-minute codes) and the outbox.
 */
export function sendStepUpCode(
  db: Database,
  delivery: Delivery,
  options: { userId: number; channel: DeliveryChannel },
): Promise<StepUpCodeSent> {
  const { userId, channel } = options;
  return db.transaction(async (tx) => {
    if (await isLockedOut(tx, userId)) throw lockedOutError();
    const contact = await findContactPoints(tx, userId);
    const to = contact && destinationFor(contact, channel);
    if (!to) throw missingDestinationError('channel', channel);
    return {
      channel,
      sentTo: await sendCode(tx, delivery, { userId, purpose: STEP_UP_PURPOSE, channel, to }),
    };
  });
}

function codeError(status: 'wrong' | 'missing' | 'expired' | 'exhausted', attemptsLeft = 0): AppError {
  const message =
    status === 'wrong'
      ? `Wrong code. ${attemptsLeft} attempt${attemptsLeft === 1 ? '' : 's'} left.`
      : status === 'missing'
        ? 'Send a code first.'
        : 'This code has expired or was used up. Send a new one.';
  return new AppError('ERROR_INPUT_VALIDATION', message, { code: [message] }, 400);
}

/**
 * Checks a step-up code and, when right, confirms this browser session. Every check is recorded in
 * `auth_requests`, so wrong codes count towards the two-factor lockout; a wrong code is committed
 * before the 400 is thrown.
 */
export async function confirmCode(db: Database, caller: SessionCaller, code: string): Promise<StepUpStatus> {
  const outcome = await db.transaction(async (tx) => {
    if (await isLockedOut(tx, caller.userId)) return { status: 'locked' as const };
    const check = await codes.checkCode(tx, { userId: caller.userId, purpose: STEP_UP_PURPOSE, code });
    const passed = check.status === 'ok';
    if (check.status !== 'missing')
      await recordCheck(tx, { userId: caller.userId, action: 'step_up', method: 'code', passed });
    if (passed) await repo.markConfirmed(tx, caller.sessionId, new Date());
    return check;
  });
  if (outcome.status === 'locked') throw lockedOutError();
  if (outcome.status === 'wrong') throw codeError('wrong', outcome.attemptsLeft);
  if (outcome.status !== 'ok') throw codeError(outcome.status);
  return getStatus(db, caller);
}

/** The state a reader sees: a pending request past its expiry is expired. */
export function effectiveState(row: repo.AuthRequestRow, now = Date.now()): AuthRequestState {
  const state = row.state as AuthRequestState;
  return state === 'pending' && row.expiresAt.getTime() <= now ? 'expired' : state;
}

export function toView(row: repo.AuthRequestRow, sessionId: string): AuthRequestView {
  return {
    id: row.id,
    action: row.action,
    state: effectiveState(row),
    expiresAt: row.expiresAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    isThisBrowser: row.sessionId === sessionId,
    browser: row.context.browser ?? null,
    tradeHash: row.context.tradeHash ?? null,
  };
}

function browserLabel(userAgent: string | null): string {
  const info = deviceInfo(userAgent);
  if (!info.browser && !info.os) return 'Unknown browser';
  return [info.browser ?? 'A browser', info.os].filter(Boolean).join(' on ');
}

/**
 * `/auth/push-phone-code`: a pending request (2 minutes) that the user's other browsers approve or
 * deny. The `security.auth_request` event reaches them over `/ws`, in the notification centre and by
 * web push (never e-mail: `mailed`). 400 when there is no other signed-in browser.
 */
export async function requestPushApproval(
  db: Database,
  caller: SessionCaller,
  options: { tradeHash?: string } = {},
): Promise<AuthRequestView> {
  return db.transaction(async (tx) => {
    const session = await repo.findSession(tx, caller.userId, caller.sessionId);
    if (!session) throw AppError.unauthorized();
    if ((await repo.countOtherLiveSessions(tx, caller.userId, caller.sessionId)) === 0) {
      const message = 'You are not signed in on another browser. Use a code by SMS, call or e-mail.';
      throw new AppError('ERROR_PUSH_UNAVAILABLE', message, { channel: [message] }, 400);
    }
    const now = new Date();
    const since = new Date(now.getTime() - PUSH_WINDOW_MINUTES * 60_000);
    if ((await repo.countPushRequestsSince(tx, caller.userId, since)) >= MAX_PUSH_REQUESTS_PER_WINDOW) {
      const message = `Too many approval requests. Try again in ${PUSH_WINDOW_MINUTES} minutes.`;
      throw new AppError('ERROR_RATE_LIMITED', message, { channel: [message] }, 429);
    }
    const replaced = await repo.expirePendingOfSession(tx, caller.sessionId, now);
    const context: Record<string, string> = { browser: browserLabel(session.userAgent) };
    if (options.tradeHash) context.tradeHash = options.tradeHash;
    const row = await insertAuthRequest(tx, {
      userId: caller.userId,
      action: repo.STEP_UP_ACTION,
      method: 'push',
      state: 'pending',
      sessionId: caller.sessionId,
      context,
      expiresAt: new Date(now.getTime() + PUSH_APPROVAL_TTL_SECONDS * 1000),
    });
    await recordUserEvents(tx, [
      {
        userId: caller.userId,
        type: 'security.auth_request',
        payload: { requestId: row.id, browser: context.browser, mailed: true },
      },
    ]);
    if (replaced.length > 0) await recordResolved(tx, caller.userId, replaced, 'expired');
    return toView(row, caller.sessionId);
  });
}

/** Tells the user's tabs (socket only, no notification) that requests were resolved. */
function recordResolved(db: Executor, userId: number, ids: string[], state: AuthRequestState) {
  return recordUserEvents(
    db,
    ids.map((requestId) => ({ userId, type: 'auth.request_resolved', payload: { requestId, state } })),
    { dispatched: true },
  );
}

function notFound(): AppError {
  return new AppError('ERROR_NOT_FOUND', 'Auth request not found', { id: ['Auth request not found'] });
}

export async function getRequest(db: Executor, caller: SessionCaller, id: string): Promise<AuthRequestView> {
  const row = await repo.findUserRequest(db, caller.userId, id);
  if (!row) throw notFound();
  return toView(row, caller.sessionId);
}

/** The user's pending push requests: each browser shows those another browser asked. */
export async function listPendingRequests(db: Executor, caller: SessionCaller): Promise<AuthRequestView[]> {
  return (await repo.listPending(db, caller.userId)).map((row) => toView(row, caller.sessionId));
}

type Resolution =
  | { status: 'done'; view: AuthRequestView }
  | { status: 'not-found' | 'own-browser' }
  | { status: 'not-pending'; state: AuthRequestState };

/**
 * Approve or deny from another live browser of the same user. Approving confirms the asking browser
 * in the same transaction. A request past its expiry is stored as expired and answered 409.
 */
export async function resolveRequest(
  db: Database,
  caller: SessionCaller,
  id: string,
  decision: 'approve' | 'deny',
): Promise<AuthRequestView> {
  const result = await db.transaction(async (tx): Promise<Resolution> => {
    const row = await repo.findUserRequest(tx, caller.userId, id, { forUpdate: true });
    if (!row || row.method !== 'push') return { status: 'not-found' };
    if (row.sessionId === caller.sessionId) return { status: 'own-browser' };
    const now = new Date();
    const state = effectiveState(row, now.getTime());
    if (state !== 'pending') {
      if (row.state === 'pending') {
        await repo.resolveRequest(tx, row.id, 'expired', now);
        await recordResolved(tx, caller.userId, [row.id], 'expired');
      }
      return { status: 'not-pending', state };
    }
    const next = decision === 'approve' ? 'approved' : 'denied';
    await repo.resolveRequest(tx, row.id, next, now);
    if (next === 'approved' && row.sessionId) await repo.markConfirmed(tx, row.sessionId, now);
    await recordResolved(tx, caller.userId, [row.id], next);
    return { status: 'done', view: toView({ ...row, state: next, resolvedAt: now }, caller.sessionId) };
  });
  switch (result.status) {
    case 'done':
      return result.view;
    case 'not-found':
      throw notFound();
    case 'own-browser': {
      const message = 'Approve this request on another browser where you are signed in.';
      throw new AppError('ERROR_FORBIDDEN', message, { id: [message] }, 403);
    }
    case 'not-pending': {
      const message = `This request is already ${result.state}.`;
      throw new AppError('ERROR_CONFLICT', message, { id: [message], state: [result.state] }, 409);
    }
  }
}
