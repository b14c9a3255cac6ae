import { z } from 'zod';

/** Badges admins assign (decision 038); `ambassador` has its own assignment (decision 030). */
export const STAFF_BADGES = ['operator', 'ceo'] as const;
export type StaffBadge = (typeof STAFF_BADGES)[number];

/** PUT /rest/v1/admin/users/{id}/staff-badge */
export const staffBadgeInputSchema = z.strictObject({
  badge: z.enum(STAFF_BADGES, { error: `badge must be one of ${STAFF_BADGES.join(', ')}` }),
});
export type StaffBadgeInput = z.infer<typeof staffBadgeInputSchema>;

/** A user's staff badges: operator or ceo (or none), and whether they are an ambassador. */
export const staffBadgeStateSchema = z.object({
  userId: z.number().int(),
  badge: z.enum(STAFF_BADGES).nullable(),
  assignedAt: z.string().nullable(),
  ambassador: z.boolean(),
});
export type StaffBadgeState = z.infer<typeof staffBadgeStateSchema>;
