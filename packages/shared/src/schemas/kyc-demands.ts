import { z } from 'zod';
import type { UserRole } from '../enums.js';

/**
 * What staff may ask of a user about verification (decision 040): `forced_verification` blocks
 * trading, offers and the wallet until an ID verification is approved (the kycForcedAlert banner);
 * `id_document` asks for an ID document without blocking anything (the requestedIdVerification banner).
 */
export const KYC_DEMAND_KINDS = ['forced_verification', 'id_document'] as const;
export type KycDemandKind = (typeof KYC_DEMAND_KINDS)[number];

/**
 * The staff roles that may make (and withdraw) each kind: forcing a verification blocks trading, so
 * it takes the roles that restrict accounts. The server enforces it; the staff console offers only these.
 */
export const KYC_DEMAND_ROLES: Readonly<Record<KycDemandKind, readonly UserRole[]>> = {
  forced_verification: ['admin', 'supermoderator'],
  id_document: ['admin', 'supermoderator', 'moderator'],
};

/** open: still asked; fulfilled: the user did it (approved ID / submitted document); withdrawn by staff. */
export const KYC_DEMAND_STATUSES = ['open', 'fulfilled', 'withdrawn'] as const;

const reason = z.string().trim().min(3, 'Give a reason').max(1000);

/** POST /rest/v1/admin/users/{id}/kyc-demands. */
export const kycDemandInputSchema = z.strictObject({ kind: z.enum(KYC_DEMAND_KINDS), reason });
export type KycDemandInput = z.infer<typeof kycDemandInputSchema>;

/** POST /rest/v1/admin/users/{id}/kyc-demands/{demandId}/withdraw. */
export const withdrawKycDemandInputSchema = z.strictObject({ reason });

/** A demand as staff see it. */
export const kycDemandSchema = z.object({
  id: z.string(),
  kind: z.enum(KYC_DEMAND_KINDS),
  status: z.enum(KYC_DEMAND_STATUSES),
  reason: z.string(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  withdrawnAt: z.string().nullable(),
  withdrawnBy: z.string().nullable(),
  withdrawReason: z.string().nullable(),
});
export type KycDemand = z.infer<typeof kycDemandSchema>;
