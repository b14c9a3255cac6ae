import { z } from 'zod';

/** One e-mail, SMS or call the platform sent or holds (GET /rest/v1/admin/outbox, `ops outbox`). */
export const outboxMessageSchema = z.object({
  id: z.string(),
  channel: z.enum(['email', 'sms', 'call']),
  recipient: z.string(),
  subject: z.string(),
  body: z.string(),
  template: z.string(),
  createdAt: z.string(),
  deliveredAt: z.string().nullable(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

export const outboxQuerySchema = z.object({
  recipient: z.string().trim().min(1).max(254).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});
export type OutboxQuery = z.infer<typeof outboxQuerySchema>;
