import { z } from 'zod';
import { RESTRICTION_KINDS } from '../domain/restrictions.js';
import { USER_ROLES } from '../enums.js';

export const restrictionInputSchema = z.strictObject({
  kind: z.enum(RESTRICTION_KINDS),
  reason: z.string().trim().min(3, 'Give a reason').max(1000),
});

export const liftRestrictionInputSchema = z.strictObject({
  reason: z.string().trim().min(3, 'Give a reason').max(1000),
});

export const restrictionSchema = z.object({
  id: z.string(),
  kind: z.enum(RESTRICTION_KINDS),
  reason: z.string(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  liftedAt: z.string().nullable(),
  liftedBy: z.string().nullable(),
  liftReason: z.string().nullable(),
  active: z.boolean(),
});
export type Restriction = z.infer<typeof restrictionSchema>;

export const roleInputSchema = z.strictObject({ role: z.enum(USER_ROLES) });

export const CORPORATE_STATUSES = [
  'in_review',
  'application_approved',
  'application_rejected',
  'application_submitted',
  'application_waiting_resubmission',
] as const;
export type CorporateStatus = (typeof CORPORATE_STATUSES)[number];

export const convertToCorporateInputSchema = z.strictObject({
  companyName: z.string().trim().min(2).max(200),
  registrationNumber: z.string().trim().min(2).max(64),
  countryIso: z.string().regex(/^[A-Z]{2}$/, 'A two-letter ISO country code'),
});

export const conversionResultSchema = z.object({
  message: z.string(),
  redirectTo: z.string(),
  accountType: z.enum(['personal', 'corporate']),
  corporateStatus: z.enum(CORPORATE_STATUSES).nullable(),
});

export const corporateDecisionInputSchema = z.strictObject({
  status: z.enum([
    'application_approved',
    'application_rejected',
    'application_waiting_resubmission',
    'in_review',
  ]),
  reason: z.string().trim().max(1000).optional(),
});
