import { randomBytes } from 'node:crypto';
import {
  WEBHOOK_DELIVERIES_PAGE_SIZE,
  WEBHOOK_EVENT_NAMES,
  WEBHOOKS_HELP_PATH,
  pagedListMeta,
  type PagedListMeta,
  type Webhook,
  type WebhookDelivery,
  type WebhookErrorKey,
  type WebhookEventName,
  type WebhookEventsInput,
} from '@p2p/shared';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { checkDestination, guardedPost } from './guarded-post.js';
import { sendAttempt, type WebhookDeliveryDeps } from './webhook-delivery.js';
import { webhookEventId } from './webhook-events.js';
import { newWebhookSecret, signatureHeaders } from './webhook-signing.js';
import * as repo from './webhooks.repository.js';

/** The header a verification request carries and the endpoint must echo (Paxful's form). */
export const CHALLENGE_HEADER = 'x-paxful-request-challenge';

export function helpLink(errorKey: string | null): string | null {
  return errorKey ? `${WEBHOOKS_HELP_PATH}#help-${errorKey.toLowerCase().replace(/_/g, '-')}` : null;
}

function toView(row: repo.WebhookRow | undefined): Webhook {
  const errorKey = (row?.errorKey ?? null) as WebhookErrorKey | null;
  const checked = new Set(row?.events ?? []);
  return {
    url: row?.url ?? null,
    enabled: row?.state === 'ENABLED',
    status: row?.state ?? 'INITIAL',
    events: WEBHOOK_EVENT_NAMES.map((name) => ({ name, checked: checked.has(name) })),
    notificationType: row?.state === 'ENABLED' ? 'success' : row?.state === 'DISABLED' ? 'danger' : null,
    errorKey,
    knowledgeLink: helpLink(errorKey),
    secretHint: row ? row.secret.slice(-4) : null,
    verifiedAt: row?.verifiedAt?.toISOString() ?? null,
    consecutiveFailures: row?.consecutiveFailures ?? 0,
  };
}

export async function getWebhook(
  db: Database,
  userId: number,
): Promise<{ data: Webhook; meta: { link: string } }> {
  return { data: toView(await repo.findWebhook(db, userId)), meta: { link: WEBHOOKS_HELP_PATH } };
}

/**
 * Sends the verification request: a signed `webhook.verification` event whose challenge travels in
 * the X-Paxful-Request-Challenge header and in the body. The endpoint passes when it answers 2xx
 * and echoes the challenge in that header or as `{"challenge": "..."}`.
 */
async function challenge(
  deps: WebhookDeliveryDeps,
  url: string,
  secret: string,
): Promise<WebhookErrorKey | null> {
  const destination = await checkDestination(new URL(url), deps.guard);
  if (destination) return destination.errorKey;
  const value = randomBytes(24).toString('hex');
  const messageId = `verify_${randomBytes(8).toString('hex')}`;
  const body = JSON.stringify({
    id: messageId,
    type: 'webhook.verification',
    timestamp: Math.floor(Date.now() / 1000),
    payload: { challenge: value },
  });
  const headers = {
    'content-type': 'application/json',
    [CHALLENGE_HEADER]: value,
    ...signatureHeaders(secret, { messageId, timestamp: new Date(), body }, deps.signingKey),
  };
  const result = await guardedPost(url, body, headers, deps.guard);
  if (result.errorKey) return result.errorKey;
  if (result.headers[CHALLENGE_HEADER] === value) return null;
  try {
    const answer = JSON.parse(result.excerpt ?? '') as { challenge?: unknown };
    if (answer?.challenge === value) return null;
  } catch {
    // Not JSON: the header was the only way to echo it.
  }
  return 'WEBHOOK_CHALLENGE_MISMATCH';
}

/**
 * POST /rest/v1/webhooks/verify and POST /rest/v1/webhooks: stores the URL in VERIFICATION, sends
 * the challenge outside any transaction, then ENABLED (a passed notice) or DISABLED with the error
 * key (a failed notice). Saving the URL that is already ENABLED changes nothing. The secret is in the
 * answer only when this call made it (the webhook's first save).
 */
export async function verifyWebhook(
  db: Database,
  deps: WebhookDeliveryDeps,
  options: { userId: number; url: string; reverify: boolean },
): Promise<Webhook & { secret?: string }> {
  const prepared = await db.transaction(async (tx) => {
    const { row, created } = await repo.ensureWebhook(tx, options.userId, newWebhookSecret);
    if (!options.reverify && row.url === options.url && row.state === 'ENABLED')
      return { row, created, skip: true };
    const updated = await repo.updateWebhook(tx, row.id, {
      url: options.url,
      state: 'VERIFICATION',
      errorKey: null,
      ...(created ? { events: [...WEBHOOK_EVENT_NAMES] } : {}),
    });
    return { row: updated, created, skip: false };
  });
  const secret = prepared.created ? { secret: prepared.row.secret } : {};
  if (prepared.skip) return { ...toView(prepared.row), ...secret };
  const errorKey = await challenge(deps, options.url, prepared.row.secret);
  const finished = await db.transaction(async (tx) => {
    const row = await repo.findWebhook(tx, options.userId, true);
    // Another request changed the URL meanwhile: its own verification decides.
    if (!row || row.url !== options.url || row.state !== 'VERIFICATION') return row;
    return repo.updateWebhook(tx, row.id, {
      state: errorKey ? 'DISABLED' : 'ENABLED',
      errorKey,
      ...(errorKey ? {} : { verifiedAt: new Date(), consecutiveFailures: 0 }),
    });
  });
  return { ...toView(finished), ...secret };
}

/** DELETE /rest/v1/webhooks: back to INITIAL; jobs not sent yet are dropped, the log stays. */
export async function clearWebhook(db: Database, userId: number): Promise<Webhook> {
  return db.transaction(async (tx) => {
    const row = await repo.findWebhook(tx, userId, true);
    if (!row) return toView(undefined);
    await repo.dropPendingDeliveries(tx, row.id, 'webhook removed');
    return toView(
      await repo.updateWebhook(tx, row.id, {
        url: null,
        state: 'INITIAL',
        errorKey: null,
        verifiedAt: null,
        consecutiveFailures: 0,
      }),
    );
  });
}

/** POST /rest/v1/webhooks/events: the events to deliver (names, or `{ name, checked }` items). */
export async function setEvents(db: Database, userId: number, input: WebhookEventsInput): Promise<Webhook> {
  const chosen = new Set<WebhookEventName>();
  for (const item of input.events) {
    if (typeof item === 'string') chosen.add(item);
    else if (item.checked) chosen.add(item.name);
  }
  return db.transaction(async (tx) => {
    const { row } = await repo.ensureWebhook(tx, userId, newWebhookSecret);
    const events = WEBHOOK_EVENT_NAMES.filter((name) => chosen.has(name));
    return toView(await repo.updateWebhook(tx, row.id, { events }));
  });
}

/** POST /rest/v1/webhooks/secret: a new secret, shown in this answer only; the old one stops at once. */
export async function rotateSecret(db: Database, userId: number): Promise<{ secret: string }> {
  return db.transaction(async (tx) => {
    const { row, created } = await repo.ensureWebhook(tx, userId, newWebhookSecret);
    if (created) return { secret: row.secret };
    const updated = await repo.updateWebhook(tx, row.id, { secret: newWebhookSecret() });
    return { secret: updated.secret };
  });
}

function toDeliveryView(row: repo.DeliveryRow, attempts: readonly repo.AttemptRow[]): WebhookDelivery {
  const event = row.eventName as WebhookEventName;
  return {
    id: row.id,
    eventId: webhookEventId(row.eventId ?? 0, event),
    event,
    status: row.status,
    attempts: row.attempts,
    lastStatus: row.lastStatus,
    lastError: row.lastError,
    nextAttemptAt: row.status === 'pending' ? row.nextAttemptAt.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    log: attempts.map((attempt) => ({
      attempt: attempt.attempt,
      trigger: attempt.trigger,
      url: attempt.url,
      requestHeaders: attempt.requestHeaders,
      requestBody: attempt.requestBody,
      responseStatus: attempt.responseStatus,
      responseExcerpt: attempt.responseExcerpt,
      error: attempt.error,
      durationMs: attempt.durationMs,
      createdAt: attempt.createdAt.toISOString(),
    })),
  };
}

/** GET /rest/v1/webhooks/deliveries: the user's deliveries, newest first, with every attempt. */
export async function listDeliveries(
  db: Database,
  userId: number,
  page: number,
): Promise<{ data: WebhookDelivery[]; meta: PagedListMeta }> {
  const perPage = WEBHOOK_DELIVERIES_PAGE_SIZE;
  const { rows, total, attempts } = await repo.listDeliveries(db, userId, {
    limit: perPage,
    offset: (page - 1) * perPage,
  });
  return {
    data: rows.map((row) => toDeliveryView(row, attempts.get(row.id) ?? [])),
    meta: pagedListMeta(total, page, perPage),
  };
}

/**
 * POST /rest/v1/webhooks/deliveries/{id}/redeliver: sends the delivery again now, with the same
 * event id and body, and answers with its log. A success marks it sent; a failure leaves its
 * schedule as it was and does not count towards disabling the webhook.
 */
export async function redeliver(
  db: Database,
  deps: WebhookDeliveryDeps,
  options: { userId: number; id: number },
): Promise<WebhookDelivery> {
  const delivery = await repo.findDelivery(db, options.userId, options.id);
  if (!delivery) throw AppError.notFound('Delivery');
  const hook = await repo.findWebhook(db, options.userId);
  if (!hook?.url || hook.id !== delivery.webhookId) {
    throw new AppError('ERROR_CONFLICT', 'The webhook of this delivery has no URL any more', {
      id: ['Set and verify a webhook URL first'],
    });
  }
  const attempt = await repo.bumpAttempts(db, delivery.id);
  const result = await sendAttempt(db, deps, {
    delivery,
    url: hook.url,
    secret: hook.secret,
    attempt,
    trigger: 'redeliver',
  });
  if (result.errorKey === null) {
    await repo.finishDelivery(db, delivery.id, {
      status: 'sent',
      lastStatus: result.status,
      lastError: null,
    });
    await repo.resetFailures(db, hook.id);
  }
  const fresh = (await repo.findDelivery(db, options.userId, options.id))!;
  const attempts = await repo.attemptsOf(db, [fresh.id]);
  return toDeliveryView(fresh, attempts.get(fresh.id) ?? []);
}
