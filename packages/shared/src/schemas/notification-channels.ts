// Contracts of the Web Push and Telegram notification channels (server modules web-push and telegram).
import { z } from 'zod';

const base64url = /^[A-Za-z0-9_-]+={0,2}$/;

/** Bytes of a base64url string, or -1 when it is not base64url. */
function base64urlLength(value: string): number {
  if (!base64url.test(value)) return -1;
  const unpadded = value.replace(/=+$/, '');
  if (unpadded.length % 4 === 1) return -1;
  return Math.floor((unpadded.length * 3) / 4);
}

/**
 * POST /rest/v1/notifications/web-push/subscriptions: what `PushSubscription.toJSON()` gives in the
 * browser. Whether the endpoint belongs to a push service is checked by the server (its configuration
 * says which origins it accepts).
 */
export const webPushSubscriptionInputSchema = z.strictObject({
  endpoint: z
    .string({ error: 'Push endpoint is required' })
    .min(1, 'Push endpoint is required')
    .max(1024, 'Push endpoint is too long'),
  expirationTime: z.number().int().nonnegative().nullable().optional(),
  keys: z.strictObject({
    // An uncompressed P-256 point: 65 bytes.
    p256dh: z
      .string({ error: 'Browser key is required' })
      .max(200)
      .refine((value) => base64urlLength(value) === 65, 'Not a browser push key (65 bytes, base64url)'),
    auth: z
      .string({ error: 'Auth secret is required' })
      .max(100)
      .refine((value) => base64urlLength(value) === 16, 'Not a push auth secret (16 bytes, base64url)'),
  }),
});
export type WebPushSubscriptionInput = z.infer<typeof webPushSubscriptionInputSchema>;

/** POST /rest/v1/notifications/web-push/unsubscribe */
export const webPushUnsubscribeInputSchema = z.strictObject({
  endpoint: z.string().min(1, 'Push endpoint is required').max(1024, 'Push endpoint is too long'),
});

/** GET /rest/v1/notifications/web-push/public-key: the VAPID key browsers subscribe with. */
export const webPushPublicKeySchema = z.object({ publicKey: z.string() });

/** One browser subscribed to the signed-in user's notifications (the endpoint itself is not shown). */
export const webPushSubscriptionSchema = z.object({
  id: z.number().int(),
  /** The push service's host, e.g. fcm.googleapis.com: enough to tell browsers apart. */
  pushService: z.string(),
  userAgent: z.string().nullable(),
  createdAt: z.string(),
  lastSuccessAt: z.string().nullable(),
  /** Whether this subscription is the one of the browser that asked (by endpoint). */
  current: z.boolean(),
});
export type WebPushSubscription = z.infer<typeof webPushSubscriptionSchema>;

/** GET /rest/v1/notifications/telegram: whether the bot is configured and this account linked. */
export const telegramStatusSchema = z.object({
  configured: z.boolean(),
  botUsername: z.string().nullable(),
  linked: z.boolean(),
  telegramUsername: z.string().nullable(),
  linkedAt: z.string().nullable(),
});
export type TelegramStatus = z.infer<typeof telegramStatusSchema>;

/** POST /rest/v1/notifications/telegram/link: a one-time deep link to open the bot with. */
export const telegramLinkSchema = z.object({
  url: z.string(),
  expiresAt: z.string(),
});
export type TelegramLink = z.infer<typeof telegramLinkSchema>;
