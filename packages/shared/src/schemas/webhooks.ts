// Contracts of the webhooks section (spec platform §3, §4, §7, §8): the user's webhook, the events it
// can subscribe to, and the delivery log. The server validates with these; the web app types its client.
import { z } from 'zod';
import { pagedListMetaSchema } from './contacts.js';

/** The events a webhook can subscribe to (the names vendor bots written for Paxful expect). */
export const WEBHOOK_EVENT_NAMES = [
  'trade.started',
  'trade.paid',
  'trade.released',
  'trade.cancelled_or_expired',
  'trade.dispute_started',
  'trade.dispute_finished',
  'trade.chat_message_received',
  'trade.attachment_uploaded',
  'trade.bank_account_shared',
  'trade.bank_account_selected',
  'trade.proof_added',
  'crypto.deposit_confirmed',
  'crypto.deposit_pending',
  'feedback.received',
  'feedback.reply_received',
  'profile.viewed',
] as const;
export type WebhookEventName = (typeof WEBHOOK_EVENT_NAMES)[number];

export const WEBHOOK_STATES = ['INITIAL', 'VERIFICATION', 'ENABLED', 'DISABLED'] as const;
export type WebhookState = (typeof WEBHOOK_STATES)[number];

/** Why a webhook is disabled or a verification failed; each has a help anchor (`knowledgeLink`). */
export const WEBHOOK_ERROR_KEYS = [
  'WEBHOOK_ADDRESS_NOT_PUBLIC',
  'WEBHOOK_DNS_FAILED',
  'WEBHOOK_TIMEOUT',
  'WEBHOOK_CONNECTION_FAILED',
  'WEBHOOK_BAD_STATUS',
  'WEBHOOK_REDIRECT_REFUSED',
  'WEBHOOK_CHALLENGE_MISMATCH',
  'WEBHOOK_TOO_MANY_FAILURES',
] as const;
export type WebhookErrorKey = (typeof WEBHOOK_ERROR_KEYS)[number];

/** Where the web app explains webhooks (meta.link) and each error key (`#help-<key>`). */
export const WEBHOOKS_HELP_PATH = '/account/webhooks';

export const WEBHOOK_URL_MAX = 2048;

export const webhookEventNameSchema = z.enum(WEBHOOK_EVENT_NAMES, { error: 'Unknown webhook event' });

/** An absolute http(s) URL without credentials; whether its address is public is checked by the server. */
export const webhookUrlSchema = z
  .string()
  .trim()
  .min(1, 'Enter the URL of your endpoint')
  .max(WEBHOOK_URL_MAX)
  .refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === 'https:' || url.protocol === 'http:') && !url.username && !url.password;
    } catch {
      return false;
    }
  }, 'Enter an http:// or https:// URL without a user name or password');

export const webhookUrlInputSchema = z.strictObject({ url: webhookUrlSchema });

/** The events to subscribe to: names, or the spec's `{ name, checked }` items. */
export const webhookEventsInputSchema = z.strictObject({
  events: z
    .array(
      z.union([
        webhookEventNameSchema,
        z.strictObject({ name: webhookEventNameSchema, checked: z.boolean() }),
      ]),
    )
    .max(WEBHOOK_EVENT_NAMES.length * 2),
});
export type WebhookEventsInput = z.infer<typeof webhookEventsInputSchema>;

export const webhookSchema = z.object({
  url: z.string().nullable(),
  enabled: z.boolean(),
  status: z.enum(WEBHOOK_STATES),
  events: z.array(z.object({ name: webhookEventNameSchema, checked: z.boolean() })),
  /** success after a passed verification, danger after a failed one, null otherwise. */
  notificationType: z.enum(['success', 'danger']).nullable(),
  errorKey: z.enum(WEBHOOK_ERROR_KEYS).nullable(),
  knowledgeLink: z.string().nullable(),
  /** The last four characters of the signing secret (the secret itself is shown once). */
  secretHint: z.string().nullable(),
  verifiedAt: z.string().nullable(),
  consecutiveFailures: z.number().int(),
});
export type Webhook = z.infer<typeof webhookSchema>;

export const webhookMetaSchema = z.object({ link: z.string() });

/** Answer of saving, verifying and rotating: the webhook and, when it was just made, the secret. */
export const webhookWithSecretSchema = webhookSchema.extend({ secret: z.string().optional() });

export const webhookSecretSchema = z.object({ secret: z.string() });

export const webhookAttemptSchema = z.object({
  attempt: z.number().int(),
  trigger: z.enum(['schedule', 'redeliver']),
  url: z.string(),
  requestHeaders: z.record(z.string(), z.string()),
  requestBody: z.string(),
  responseStatus: z.number().int().nullable(),
  responseExcerpt: z.string().nullable(),
  error: z.string().nullable(),
  durationMs: z.number().int(),
  createdAt: z.string(),
});
export type WebhookAttempt = z.infer<typeof webhookAttemptSchema>;

export const webhookDeliverySchema = z.object({
  id: z.number().int(),
  eventId: z.string(),
  event: webhookEventNameSchema,
  status: z.enum(['pending', 'sent', 'failed']),
  attempts: z.number().int(),
  lastStatus: z.number().int().nullable(),
  lastError: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  log: z.array(webhookAttemptSchema),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const webhookDeliveriesQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export const webhookDeliveriesMetaSchema = pagedListMetaSchema;
export const WEBHOOK_DELIVERIES_PAGE_SIZE = 20;
