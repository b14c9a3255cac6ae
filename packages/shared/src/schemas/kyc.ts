// Contracts of the kyc module: verification levels, limits, verification requests and their review.
import { z } from 'zod';
import { LEVEL_NAMES, LEVEL_NUMBERS, type LevelName } from '../domain/verification-levels.js';
import { countrySchema } from './reference.js';
import { paginationMetaSchema } from './envelope.js';

export * from '../domain/blocked-kyc-actions.js';

// Levels and money.

// A Map, not an object: the slug comes from the URL, and `constructor` must not find Object.
const LEVEL_SLUGS = new Map<string, LevelName>([
  ['none', 'L0'],
  ['first', 'L1'],
  ['firstplus', 'L1+'],
  ['second', 'L2'],
  ['third', 'L3'],
]);

/**
 * A level as the limits routes accept it: the spec's named forms (none, first, first-plus, second,
 * third), an L-name in any letter case (L0, L1, L1+, L2, L2+POA, L3, L4) or its number (0 … 4, 1.5, 2.5).
 * @example parseLevelParam('first-plus') // 'L1+'
 * @example parseLevelParam('l2+poa') // 'L2+POA'
 */
export function parseLevelParam(value: string): LevelName | undefined {
  const upper = value.trim().toUpperCase();
  const byName = LEVEL_NAMES.find((name) => name === upper);
  if (byName) return byName;
  const slug = LEVEL_SLUGS.get(value.trim().toLowerCase().replace(/[-_]/g, ''));
  if (slug) return slug;
  return LEVEL_NAMES.find((name) => String(LEVEL_NUMBERS[name]) === value.trim());
}

/** Decimal USD with at most two decimals (the spec's amount pattern), as limits are sent. */
export const USD_AMOUNT_PATTERN = /^\d{1,10}(\.\d{0,2})?$/;

/** US cents as a decimal USD string: 123456n → "1234.56"; null (no cap) stays null. */
export function formatUsdCents(cents: bigint | null): string | null {
  if (cents === null) return null;
  const sign = cents < 0n ? '-' : '';
  const abs = cents < 0n ? -cents : cents;
  return `${sign}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
}

/** A decimal USD string as cents: "1234.5" → 123450n. The string must match USD_AMOUNT_PATTERN. */
export function parseUsdToCents(value: string): bigint {
  const [whole = '0', fraction = ''] = value.split('.');
  return BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0') || '0');
}

const usdLimitInput = z
  .string()
  .trim()
  .max(14)
  .regex(USD_AMOUNT_PATTERN, 'A USD amount with at most two decimals, e.g. 1000.00')
  .nullable();

/** One level with what it needs and allows. Limits are decimal USD strings; null means no cap. */
export const levelInfoSchema = z.object({
  name: z.enum(LEVEL_NAMES),
  level: z.number(),
  requirements: z.array(z.string()),
  perTradeLimitUsd: z.string().nullable(),
  lifetimeLimitUsd: z.string().nullable(),
});
export type LevelInfo = z.infer<typeof levelInfoSchema>;

/** PUT /rest/v1/limits/{level}-level-limitations (admins). Both fields: a USD amount or null for no cap. */
export const levelLimitsInputSchema = z
  .strictObject({ perTradeLimitUsd: usdLimitInput, lifetimeLimitUsd: usdLimitInput })
  .superRefine((input, context) => {
    const { perTradeLimitUsd: perTrade, lifetimeLimitUsd: lifetime } = input;
    // Zod runs this refinement even when a field failed its pattern; compare only valid amounts.
    const valid = (value: string | null): value is string => value !== null && USD_AMOUNT_PATTERN.test(value);
    if (valid(perTrade) && valid(lifetime) && parseUsdToCents(perTrade) > parseUsdToCents(lifetime)) {
      context.addIssue({
        code: 'custom',
        path: ['perTradeLimitUsd'],
        message: 'The per-trade limit cannot exceed the lifetime limit',
      });
    }
  });
export type LevelLimitsInput = z.infer<typeof levelLimitsInputSchema>;

/** GET /rest/v1/users/kyc-check. */
export const kycCheckSchema = z.object({
  level: z.number(),
  levelName: z.enum(LEVEL_NAMES),
  /** The currency asked for, echoed. */
  fiatCurrencyCode: z.string(),
  /** The currency the amounts are in: the one asked for when it is USD, otherwise USD until rates exist. */
  amountsCurrencyCode: z.string(),
  perTradeLimit: z.string().nullable(),
  lifetimeLimit: z.string().nullable(),
  usedTradingVolume: z.string(),
  /** Null when the level has no lifetime cap. */
  unusedTradingVolumeInFiatCurrency: z.string().nullable(),
  note: z.string().nullable(),
});
export type KycCheck = z.infer<typeof kycCheckSchema>;

// Verification requests.

export const VERIFICATION_REQUEST_KINDS = [
  'id',
  'address',
  'video',
  'fullname_birthday',
  'provider',
] as const;
export type VerificationRequestKind = (typeof VERIFICATION_REQUEST_KINDS)[number];
/** The kinds the left-attempt route counts: three tries each, rejected ones used up. */
export const ATTEMPT_KINDS = ['id', 'address', 'video'] as const;
export type AttemptKind = (typeof ATTEMPT_KINDS)[number];
export const MAX_VERIFICATION_ATTEMPTS = 3;
export const VERIFICATION_REQUEST_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type VerificationRequestStatus = (typeof VERIFICATION_REQUEST_STATUSES)[number];

export const ID_DOCUMENT_TYPES = ['passport', 'id_card', 'driving_license', 'residence_permit'] as const;
export const ADDRESS_DOCUMENT_TYPES = [
  'utility_bill',
  'bank_statement',
  'tax_document',
  'rental_agreement',
] as const;
/** Document images per request, and the size of one. */
export const MAX_VERIFICATION_FILES = 3;
export const MAX_VERIFICATION_FILE_BYTES = 10 * 1024 * 1024;
export const VERIFICATION_FILE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const;

const KYC_MESSAGES = {
  name: 'Letters, spaces, apostrophes, dots and hyphens only',
  nigeriaNumber: 'Exactly 11 digits',
} as const;

/** A required trimmed text of at most `max` characters. */
const text = (max: number) => z.string().trim().min(1, 'This field is required').max(max);
/** An optional text: missing, null and "" all mean absent (the web client drops empty keys anyway). */
const optionalText = (max: number, pattern?: RegExp, message?: string) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((value) => value === '' || !pattern || pattern.test(value), message)
    .nullish()
    .transform((value) => (value ? value : null));
const NAME_PATTERN = /^[\p{L}\p{M}' .-]+$/u;
const iso3 = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{3}$/, 'A three-letter ISO country code')
  .transform((value) => value.toUpperCase());

/** POST /account/verification/start/id (the spec's snake_case fields). */
export const startIdVerificationInputSchema = z.strictObject({
  issue_country_iso3: iso3,
  document_type: z.enum(ID_DOCUMENT_TYPES),
  first_name_original: text(100).regex(NAME_PATTERN, KYC_MESSAGES.name),
  middle_name_original: optionalText(100, NAME_PATTERN, KYC_MESSAGES.name),
  last_name_original: text(100).regex(NAME_PATTERN, KYC_MESSAGES.name),
  document_number: text(50).regex(/^[\p{L}\p{N} /-]+$/u, 'Letters, digits, spaces, "/" and "-" only'),
});
export type StartIdVerificationInput = z.infer<typeof startIdVerificationInputSchema>;

/** POST /account/verification/start/document: a proof of address. nga_nin and nga_bvn only for NGA. */
export const startAddressVerificationInputSchema = z.strictObject({
  country_iso3: iso3,
  document_type: z.enum(ADDRESS_DOCUMENT_TYPES),
  region_name: optionalText(100),
  city_name: text(100),
  address_line_1: text(200),
  address_line_2: optionalText(200),
  zip_code: optionalText(20, /^[A-Za-z0-9 -]+$/, 'Letters, digits, spaces and hyphens only'),
  nga_nin: optionalText(11, /^\d{11}$/, KYC_MESSAGES.nigeriaNumber),
  nga_bvn: optionalText(11, /^\d{11}$/, KYC_MESSAGES.nigeriaNumber),
});
export type StartAddressVerificationInput = z.infer<typeof startAddressVerificationInputSchema>;

/** POST /account/verification/start/basic: full name and birthday (level L1+), self-declared. */
export const startBasicVerificationInputSchema = z.strictObject({
  first_name: text(100).regex(NAME_PATTERN, KYC_MESSAGES.name),
  last_name: text(100).regex(NAME_PATTERN, KYC_MESSAGES.name),
  birthday: z.iso.date('A date as YYYY-MM-DD'),
});
export type StartBasicVerificationInput = z.infer<typeof startBasicVerificationInputSchema>;

/** POST /account/verification/video/upload: a link to the recorded video (http or https). */
export const videoVerificationInputSchema = z.strictObject({
  url: z.url({ protocol: /^https?$/, hostname: /\./, error: 'An http(s) link' }).max(2000),
});

/** POST /rest/v3/kyc/verifications/sumsub/mark-pending. */
export const markProviderPendingInputSchema = z.strictObject({
  verificationReference: z
    .string()
    .trim()
    .min(1)
    .max(200)
    .regex(/^[A-Za-z0-9._:-]+$/, 'Letters, digits, ".", "_", ":" and "-" only'),
});

export const verificationFileSchema = z.object({
  id: z.string(),
  contentType: z.enum(VERIFICATION_FILE_TYPES),
  sizeBytes: z.number().int(),
  createdAt: z.string(),
});

/** A verification request as its owner sees it. `data` holds the submitted fields in camelCase. */
export const verificationRequestSchema = z.object({
  id: z.string(),
  kind: z.enum(VERIFICATION_REQUEST_KINDS),
  status: z.enum(VERIFICATION_REQUEST_STATUSES),
  data: z.record(z.string(), z.string().nullable()),
  rejectReason: z.string().nullable(),
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
  files: z.array(verificationFileSchema),
});
export type VerificationRequestView = z.infer<typeof verificationRequestSchema>;

/** GET /rest/v1/verification/left-attempt/{type}. */
export const leftAttemptsSchema = z.object({
  type: z.enum(ATTEMPT_KINDS),
  maxAttempts: z.number().int(),
  usedAttempts: z.number().int(),
  attemptsLeft: z.number().int(),
  hasPending: z.boolean(),
  verified: z.boolean(),
});

/** GET /rest/v1/verification/document-country: the country to preselect on the document forms. */
export const documentCountrySchema = z.object({
  country: countrySchema.nullable(),
  source: z.enum(['id_verification', 'profile', 'phone']).nullable(),
});

const verificationStateSchema = z.object({
  verified: z.boolean(),
  pending: z.boolean(),
  rejected: z.boolean(),
  forced: z.boolean(),
  required: z.boolean(),
  rejectReason: z.string().nullable(),
});

/** GET /rest/v1/verification/status: the signed-in user's level, limits and verification states. */
export const kycSummarySchema = z.object({
  level: z.enum(LEVEL_NAMES),
  levelNumber: z.number(),
  limits: z.object({ perTradeLimitUsd: z.string().nullable(), lifetimeLimitUsd: z.string().nullable() }),
  verification: z.object({
    id: verificationStateSchema,
    address: verificationStateSchema,
    video: verificationStateSchema,
    fullnameBirthday: verificationStateSchema,
    residence: verificationStateSchema,
  }),
  blockedKycActions: z.array(z.string()),
});
export type KycSummary = z.infer<typeof kycSummarySchema>;

// Review by staff.

export const reviewQueueQuerySchema = z.object({
  status: z.enum(VERIFICATION_REQUEST_STATUSES).default('pending'),
  kind: z.enum(VERIFICATION_REQUEST_KINDS).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});

export const reviewRequestSchema = verificationRequestSchema.extend({
  user: z.object({ id: z.number().int(), username: z.string(), level: z.enum(LEVEL_NAMES) }),
  reviewedBy: z.number().int().nullable(),
});
export type ReviewRequestView = z.infer<typeof reviewRequestSchema>;
export const reviewQueueMetaSchema = paginationMetaSchema.extend({ page: z.number().int() });

export const approveRequestInputSchema = z.strictObject({ note: z.string().trim().max(500).optional() });
export const rejectRequestInputSchema = z.strictObject({
  reason: text(500),
});

/** PUT /rest/v1/admin/users/{userId}/verification-level: L4 by an admin, or back to the derived level. */
export const setLevelInputSchema = z.strictObject({ level: z.enum(['L4', 'auto']) });
export const userLevelSchema = z.object({
  userId: z.number().int(),
  level: z.enum(LEVEL_NAMES),
  levelNumber: z.number(),
});
