import { z } from 'zod';

// Access by place (decision 041): the operator's rules by country and IP range, the regional notice
// (the spec's nigeriaBlock) and what a visitor is told about their place.

/**
 * 403 of a feature a regional notice restricts for the visitor's country (`details.feature`); the
 * spec's wallet block reason BLOCKED_IN_LOCATION, as an error code.
 */
export const BLOCKED_IN_LOCATION_ERROR_CODE = 'ERROR_BLOCKED_IN_LOCATION';

export const ACCESS_RULE_KINDS = ['country', 'cidr'] as const;
export const ACCESS_RULE_ACTIONS = ['allow', 'deny'] as const;
export type AccessRuleKindName = (typeof ACCESS_RULE_KINDS)[number];

/** What a regional notice may restrict, each refused with ERROR_BLOCKED_IN_LOCATION. */
export const REGIONAL_FEATURES = ['trade-start', 'offer-create', 'send-out', 'swap'] as const;
export type RegionalFeature = (typeof REGIONAL_FEATURES)[number];

/** The notice texts the web's catalogue holds (accessRules.notices.<key>); or the operator's own text. */
export const REGIONAL_NOTICE_KEYS = ['nigeriaBlock', 'regionalRestriction'] as const;
export type RegionalNoticeKey = (typeof REGIONAL_NOTICE_KEYS)[number];

const noControlCharacters = /^[^\p{Cc}]*$/u;
const countryIso = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{2}$/, 'must be a two-letter ISO country code')
  .transform((value) => value.toUpperCase());

export const accessRuleSchema = z.object({
  id: z.number().int(),
  kind: z.enum(ACCESS_RULE_KINDS),
  value: z.string(),
  action: z.enum(ACCESS_RULE_ACTIONS),
  note: z.string(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
});
export type AccessRule = z.infer<typeof accessRuleSchema>;

/** A new rule; the server checks the value's form for its kind (a country code or a CIDR range). */
export const accessRuleInputSchema = z.strictObject({
  kind: z.enum(ACCESS_RULE_KINDS, { error: 'must be country or cidr' }),
  value: z
    .string()
    .trim()
    .min(1, 'must name a country or an IP range')
    .max(64, 'must be at most 64 characters'),
  action: z.enum(ACCESS_RULE_ACTIONS, { error: 'must be allow or deny' }),
  note: z
    .string()
    .trim()
    .max(200, 'must be at most 200 characters')
    .regex(noControlCharacters, 'must not contain control characters')
    .default(''),
});
export type AccessRuleInput = z.input<typeof accessRuleInputSchema>;

export const regionalNoticeSchema = z.object({
  countryIso: z.string(),
  messageKey: z.enum(REGIONAL_NOTICE_KEYS).nullable(),
  message: z.string(),
  restricts: z.array(z.enum(REGIONAL_FEATURES)),
  updatedAt: z.string(),
});
export type RegionalNotice = z.infer<typeof regionalNoticeSchema>;

/** Sets the notice of one country: a catalogue key, the operator's text, or both (the text then follows). */
export const regionalNoticeInputSchema = z
  .strictObject({
    countryIso,
    messageKey: z
      .enum(REGIONAL_NOTICE_KEYS, { error: 'must be nigeriaBlock or regionalRestriction' })
      .nullish(),
    message: z
      .string()
      .trim()
      .max(500, 'must be at most 500 characters')
      .regex(noControlCharacters, 'must not contain control characters')
      .default(''),
    restricts: z
      .array(z.enum(REGIONAL_FEATURES, { error: `must be among ${REGIONAL_FEATURES.join(', ')}` }))
      .max(REGIONAL_FEATURES.length)
      .default([]),
  })
  .refine((input) => Boolean(input.messageKey) || input.message.length > 0, {
    path: ['message'],
    message: 'must give a message key or the text of the notice',
  });
export type RegionalNoticeInput = z.input<typeof regionalNoticeInputSchema>;

/** GET /rest/v1/platform/access: the visitor's place as the server sees it. */
export const placeAccessSchema = z.object({
  /** The access rules refuse this visitor (staff are let through but told). */
  blocked: z.boolean(),
  countryIso: z.string().nullable(),
  notice: regionalNoticeSchema.nullable(),
});
export type PlaceAccess = z.infer<typeof placeAccessSchema>;

/** The admin console's view: every rule and every notice. */
export const accessRulesOverviewSchema = z.object({
  rules: z.array(accessRuleSchema),
  notices: z.array(regionalNoticeSchema),
});
export type AccessRulesOverview = z.infer<typeof accessRulesOverviewSchema>;
