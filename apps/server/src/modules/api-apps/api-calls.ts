import type { FastifyReply } from 'fastify';
import type { Executor } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { AttemptCounter } from '../../lib/attempt-counter.js';
import { recordAudit } from '../audit/audit.repository.js';
import type { ApiCaller } from './api-caller.js';
import * as repo from './api-apps.repository.js';
import { NONCE_WINDOW_MS } from './apiseal.js';

export interface ApiCallRecord {
  appId: string;
  userId: number;
  method: string;
  /** The path without its query string (e.g. /paxful/v1/trade/release). */
  path: string;
  status: number;
  via: ApiCaller['via'];
  /** Release, send-out and the like: also written to the audit log. */
  moneyMoving?: boolean;
}

/**
 * Records one compatible-API call for the app's recent-calls list; a money-moving call also gets an
 * audit record (`api.money_moving_call`). Call it once per request, after the answer's status is known.
 * @example await recordApiCall(app.db, { appId: caller.appId, userId: caller.userId, method: 'POST',
 *   path: '/paxful/v1/trade/release', status: 200, via: caller.via, moneyMoving: true });
 */
export async function recordApiCall(db: Executor, call: ApiCallRecord): Promise<void> {
  const path = call.path.split('?')[0]!.slice(0, 200);
  const moneyMoving = call.moneyMoving ?? false;
  await repo.insertCall(db, {
    appId: call.appId,
    userId: call.userId,
    method: call.method.slice(0, 10),
    path,
    status: call.status,
    via: call.via,
    moneyMoving,
  });
  if (moneyMoving) {
    await recordAudit(db, {
      actorId: call.userId,
      action: 'api.money_moving_call',
      targetUserId: call.userId,
      details: { appId: call.appId, method: call.method, path, status: call.status, via: call.via },
    });
  }
}

export const CALL_LOG_DAYS = 30;

/** Drops call-log rows older than 30 days and nonces that the window refuses anyway. */
export async function pruneApiRecords(db: Executor, now = Date.now()): Promise<void> {
  await repo.pruneCalls(db, new Date(now - CALL_LOG_DAYS * 86_400_000));
  await repo.pruneNonces(db, new Date(now - 2 * NONCE_WINDOW_MS));
}

export interface ApiRateLimit {
  max: number;
  windowMs: number;
}

/** Requests an app may make per window (per app, whichever user it acts for). */
export const DEFAULT_API_RATE_LIMIT: ApiRateLimit = { max: 300, windowMs: 60_000 };

/**
 * Counts a request of the app in a fixed window (shared by all nodes when the counter is Redis,
 * i.e. `app.attempts` with REDIS_URL); over the limit it sets `Retry-After` (seconds) and throws 429.
 * @example await enforceApiRateLimit(app.attempts, reply, caller.appId);
 */
export async function enforceApiRateLimit(
  counter: AttemptCounter,
  reply: FastifyReply | undefined,
  appId: string,
  limit: ApiRateLimit = DEFAULT_API_RATE_LIMIT,
): Promise<void> {
  const { count, resetInMs } = await counter.hit(`api-app:${appId}`, limit.windowMs);
  if (count <= limit.max) return;
  const countdown = Math.max(1, Math.ceil(resetInMs / 1000));
  void reply?.header('retry-after', String(countdown));
  throw new AppError(
    'ERROR_RATE_LIMITED',
    `This app made too many requests. Try again in ${countdown} s.`,
    undefined,
    429,
    { countdown },
  );
}
