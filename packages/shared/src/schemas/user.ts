import { z } from 'zod';
import { BADGES, FULL_NAME_VISIBILITY_TYPES, USER_ROLES } from '../enums.js';
import { countrySchema } from './reference.js';

const verificationStateSchema = z.object({
  verified: z.boolean(),
  pending: z.boolean(),
  rejected: z.boolean(),
  forced: z.boolean(),
  required: z.boolean(),
  rejectReason: z.string().nullable(),
});
export type VerificationState = z.infer<typeof verificationStateSchema>;

export const VERIFICATION_KINDS = [
  'id',
  'address',
  'phone',
  'email',
  'fullnameBirthday',
  'video',
  'basic',
  'residence',
] as const;

/** GET /rest/v1/users/current_user (platform.md §3). */
export const currentUserSchema = z.object({
  id: z.number().int(),
  externalId: z.string(),
  username: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  role: z.enum(USER_ROLES),
  country: countrySchema.pick({ iso: true, code: true, name: true }).nullable(),
  currency: z.string(),
  locationCurrency: z.string(),
  locale: z.string(),
  urlLocale: z.string(),
  timezone: z.string(),
  referralCode: z.string(),
  fullNameVisibilityType: z.enum(FULL_NAME_VISIBILITY_TYPES),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  completedTrades: z.number().int(),
  twoFactor: z.object({ release: z.boolean(), login: z.boolean(), sendout: z.boolean() }),
  kycLevelCheck: z.object({ level: z.number(), unusedTradingVolumeInFiatCurrency: z.string() }),
  feeDiscount: z.string(),
  blockedKycActions: z.array(z.string()),
  vendorLanguages: z.array(z.string()),
  completedTourGuides: z.array(z.string()),
  hasRecentMobileAppActivity: z.boolean(),
  isApiKeyConnected: z.boolean(),
  settings: z.object({ fiatCurrencyCode: z.string(), fiatCurrencyId: z.number().int() }),
  isLogged: z.boolean(),
  isVendor: z.boolean(),
  isMerchant: z.boolean(),
  isAdminOrSupermodOrModerator: z.boolean(),
  isCorporateAccount: z.boolean(),
  isDemoAccount: z.boolean(),
  banned: z.boolean(),
  suspended: z.boolean(),
  onHold: z.boolean(),
  frozen: z.boolean(),
  restricted: z.boolean(),
  fakeEmail: z.boolean(),
  isActive: z.boolean(),
  verification: z.object(
    Object.fromEntries(VERIFICATION_KINDS.map((kind) => [kind, verificationStateSchema])) as Record<
      (typeof VERIFICATION_KINDS)[number],
      typeof verificationStateSchema
    >,
  ),
  verificationLevel: z.string(),
  /** Staff asked for an ID document and none was submitted since (requestedIdVerification, decision 040). */
  requestedIdVerification: z.boolean(),
  registrationGroup: z.number().int(),
  accountType: z.enum(['personal', 'corporate']),
  corporateStatus: z.string().nullable(),
  profileVisibility: z.string(),
  chatAcceptance: z.string(),
  createdAt: z.string(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

/** GET /rest/v1/users/{id}: what anyone may see of a user. */
export const publicUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  avatarUrl: z.string().nullable(),
  badge: z.enum(BADGES),
  country: countrySchema.pick({ iso: true, code: true, name: true }).nullable(),
  registeredAt: z.string(),
  lastSeenAt: z.string().nullable(),
  lastSeen: z.object({
    variant: z.enum(['success', 'warning', 'default']),
    text: z.string(),
    unit: z.enum(['minute', 'hour', 'day', 'week']).nullable(),
    count: z.number().int().nullable(),
  }),
  /** What the signed-in visitor has set for this user; null for anonymous visitors and oneself. */
  viewerRelation: z.enum(['trusted', 'blocked']).nullable(),
  verified: z.object({ email: z.boolean(), phone: z.boolean(), id: z.boolean() }),
  trustedCount: z.number().int(),
  blockedCount: z.number().int(),
  completedTrades: z.number().int(),
  // The trade record from trade-stats. The server always sends these three; they are optional so
  // answers and fixtures written before them still parse.
  /** Distinct users they completed trades with. */
  totalPartners: z.number().int().optional(),
  /** Completed trades and distinct partners in the last 30 days (trade-stats MONTHLY_STATS_DAYS). */
  monthlyTradeStats: z.object({ trades: z.number().int(), partners: z.number().int() }).optional(),
  /** Median seconds from "paid" to release in the trades they sold; null before their first release. */
  medianReleaseSeconds: z.number().int().nullable().optional(),
  tradeVolume: z.record(z.string(), z.string()),
  feedback: z.object({ positive: z.number().int(), negative: z.number().int() }),
  /** The bio only: the owner's notification settings stay in GET /rest/v1/users/settings. */
  profile: z.object({ bio: z.string() }),
  /** The owner closed the account (decision 015): the username stays reserved, the profile says so. */
  closed: z.boolean().optional(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

export const externalIdSchema = z.object({ externalId: z.string() });
