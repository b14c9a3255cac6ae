// Contracts of the contacts module: trusted and blocked users, trade partners.
import { z } from 'zod';
import { LIST_PAGE_SIZE } from '../constants.js';
import { countrySchema } from './reference.js';

export * from '../validators/last-seen.js';

export const RELATION_ACTIONS = ['trusted', 'untrusted', 'blocked', 'unblocked'] as const;
export type RelationAction = (typeof RELATION_ACTIONS)[number];
export const USER_RELATIONS = ['trusted', 'blocked'] as const;
export type UserRelation = (typeof USER_RELATIONS)[number];

/** PUT /rest/v1/users/{username}/relations */
export const relationInputSchema = z.strictObject({ action: z.enum(RELATION_ACTIONS) });
export type RelationInput = z.infer<typeof relationInputSchema>;

export const relationResultSchema = z.object({
  username: z.string(),
  relation: z.enum(USER_RELATIONS).nullable(),
  isTrusted: z.boolean(),
  isBlocked: z.boolean(),
  message: z.string(),
});
export type RelationResult = z.infer<typeof relationResultSchema>;

export const contactsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});

export const lastSeenSchema = z.object({
  variant: z.enum(['success', 'warning', 'default']),
  text: z.string(),
  unit: z.enum(['minute', 'hour', 'day', 'week']).nullable(),
  count: z.number().int().nullable(),
});

/** One row of the trusted, blocked and recent-trade-partner lists. */
export const contactSchema = z.object({
  username: z.string(),
  avatarUrl: z.string().nullable(),
  country: countrySchema.pick({ iso: true, code: true, name: true }).nullable(),
  lastSeenAt: z.string().nullable(),
  lastSeen: lastSeenSchema,
  isTrusted: z.boolean(),
  isBlocked: z.boolean(),
  /** When the relation was set (trusted, blocked) or, for trade partners, the last trade. */
  relationDate: z.string(),
});
export type Contact = z.infer<typeof contactSchema>;

/** The spec's pagination: 1-based pages of LIST_PAGE_SIZE. */
export const pagedListMetaSchema = z.object({
  total: z.number().int(),
  currentPage: z.number().int(),
  perPage: z.number().int(),
  lastPage: z.number().int(),
});
export type PagedListMeta = z.infer<typeof pagedListMetaSchema>;

export function pagedListMeta(total: number, currentPage: number, perPage = LIST_PAGE_SIZE): PagedListMeta {
  return { total, currentPage, perPage, lastPage: Math.max(1, Math.ceil(total / perPage)) };
}
