// Contracts of the profile module: settings, username, avatar, chat acceptance, tours, feature requests.
import { z } from 'zod';
import { SUPPORTED_LOCALES } from '../constants.js';
import { FULL_NAME_VISIBILITY_TYPES } from '../enums.js';
import { validateBio } from '../validators/bio.js';
import { validateNotifyInterval } from '../validators/notify-interval.js';
import { PROFILE_MESSAGES } from '../validators/profile-messages.js';
import { usernameSchema } from './auth.js';

export * from '../validators/bio.js';
export * from '../validators/contact-details.js';
export * from '../validators/notify-interval.js';
export * from '../validators/profile-messages.js';
export * from '../validators/timezone.js';

/** Who may see a user's profile (users.profile_visibility). */
export const PROFILE_VISIBILITIES = ['YES', 'TRUSTED_ONLY', 'TRUSTED_AND_TRADE_PARTNERS', 'NO'] as const;
export type ProfileVisibility = (typeof PROFILE_VISIBILITIES)[number];

/**
 * Whose messenger messages a user accepts (users.chat_acceptance); EVERYONE by default (platform.md §6).
 * TRADE_PARTNERS: users who had a trade with them or whom they trust; TRUSTED_ONLY: users they trust.
 * Blocked users never write, whatever the value (see the messenger's write policy).
 */
export const CHAT_ACCEPTANCE_VALUES = ['EVERYONE', 'TRADE_PARTNERS', 'TRUSTED_ONLY', 'NOBODY'] as const;
export type ChatAcceptance = (typeof CHAT_ACCEPTANCE_VALUES)[number];

export const PERSON_NAME_MAX_LENGTH = 50;
/** Far above any valid bio, so an over-long bio gets the bio_max message rather than a generic one. */
const BIO_INPUT_MAX = 10_000;
export const USERNAME_CHANGE_INTERVAL_DAYS = 30;
export const FEATURE_REQUEST_MAX_LENGTH = 2000;
export const TOUR_NAME_MAX_LENGTH = 64;
export const MAX_COMPLETED_TOURS = 100;

/** Control characters other than tab and line breaks are refused (PostgreSQL text cannot even hold NUL). */
export const hasNoControlChars = (value: string) => !/[\p{Cc}]/u.test(value.replace(/[\t\r\n]/g, ''));
export const CONTROL_CHARS_MESSAGE = 'Control characters are not allowed';

const personName = z
  .string()
  .trim()
  .max(PERSON_NAME_MAX_LENGTH, `At most ${PERSON_NAME_MAX_LENGTH} characters`)
  .regex(/^[^\p{Cc}]*$/u, CONTROL_CHARS_MESSAGE)
  .nullable();

const bioField = z
  .string()
  .max(BIO_INPUT_MAX, { error: PROFILE_MESSAGES.bio_max, abort: true })
  .refine(hasNoControlChars, { error: CONTROL_CHARS_MESSAGE, abort: true })
  .superRefine((bio, ctx) => {
    const error = validateBio(bio);
    if (error) ctx.addIssue({ code: 'custom', message: PROFILE_MESSAGES[error] });
  });

const notifyIntervalField = z
  .union([z.string(), z.number()], {
    error: PROFILE_MESSAGES.notification_digits_error,
  })
  .superRefine((value, ctx) => {
    const error = validateNotifyInterval(value);
    if (error) ctx.addIssue({ code: 'custom', message: PROFILE_MESSAGES[error] });
  });

/**
 * POST /rest/v1/users/settings: any subset of the fields. Keys are the spec's snake_case names; the
 * server also takes their camelCase forms. Errors come back in `details` under these snake_case keys.
 */
export const settingsInputSchema = z.strictObject({
  locale: z.enum(SUPPORTED_LOCALES).optional(),
  /** ISO 4217 code of a currency in the reference list (GET /rest/v2/currencies). */
  fiat_currency_code: z
    .string()
    .regex(/^[A-Za-z]{3}$/, 'A three-letter currency code')
    .optional(),
  /** ISO 3166 alpha-2 code of a country in the reference list (GET /rest/v1/countries). */
  country_iso: z
    .string()
    .regex(/^[A-Za-z]{2}$/, 'A two-letter country code')
    .optional(),
  /** An IANA time zone name such as Europe/London or UTC. */
  timezone: z.string().max(64).optional(),
  profile_visibility: z.enum(PROFILE_VISIBILITIES).optional(),
  full_name_visibility_type: z.enum(FULL_NAME_VISIBILITY_TYPES).optional(),
  /** null or an empty string clears the name. */
  first_name: personName.optional(),
  last_name: personName.optional(),
  bio: bioField.optional(),
  /** Minutes between e-mail reminders of unread trade messages: digits only, 0 to 1440. */
  notify_trade_messages_interval: notifyIntervalField.optional(),
});
export type SettingsInput = z.infer<typeof settingsInputSchema>;

/** The answer of GET and POST /rest/v1/users/settings. */
export const settingsSchema = z.object({
  locale: z.string(),
  fiatCurrencyCode: z.string(),
  fiatCurrencyId: z.number().int(),
  countryIso: z.string().nullable(),
  timezone: z.string(),
  profileVisibility: z.enum(PROFILE_VISIBILITIES),
  fullNameVisibilityType: z.enum(FULL_NAME_VISIBILITY_TYPES),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  bio: z.string(),
  notifyTradeMessagesInterval: z.string(),
});
export type Settings = z.infer<typeof settingsSchema>;

export const setUsernameInputSchema = z.strictObject({ username: usernameSchema });
export type SetUsernameInput = z.infer<typeof setUsernameInputSchema>;

export const setUsernameResultSchema = z.object({
  message: z.string(),
  usernameChanged: z.literal(true),
  username: z.string(),
  /** ISO time from which the username may be changed again. */
  nextChangeAllowedAt: z.string(),
});
export type SetUsernameResult = z.infer<typeof setUsernameResultSchema>;

export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const AVATAR_SIZE_PX = 256;
export const AVATAR_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;

export const avatarResultSchema = z.object({ avatarUrl: z.string() });
export type AvatarResult = z.infer<typeof avatarResultSchema>;

/** PUT /proxy/messenger/v3/profile (the spec's snake_case key; acceptChatMessages is taken too). */
export const chatProfileInputSchema = z.strictObject({
  accept_chat_messages: z.enum(CHAT_ACCEPTANCE_VALUES),
});
export const chatProfileSchema = z.object({ acceptChatMessages: z.enum(CHAT_ACCEPTANCE_VALUES) });
export type ChatProfile = z.infer<typeof chatProfileSchema>;

/**
 * The guided tours the web app runs (decision 043): the offer editor on a first visit, and a user's
 * first trade. A name outside the list is refused, so completedTourGuides holds only real tours.
 */
export const TOUR_NAMES = ['first-offer', 'first-trade'] as const;
export type TourName = (typeof TOUR_NAMES)[number];
export const tourNameSchema = z
  .string()
  .min(1)
  .max(TOUR_NAME_MAX_LENGTH)
  .regex(/^[A-Za-z0-9][A-Za-z0-9_.-]*$/, 'Letters, digits, ".", "_" and "-" only')
  .refine((name): name is TourName => (TOUR_NAMES as readonly string[]).includes(name), {
    message: `Not a tour: ${TOUR_NAMES.join(', ')}`,
  });
export const tourQuerySchema = z.object({ tourName: tourNameSchema });
export const tourInputSchema = z.strictObject({ tourName: tourNameSchema });
export const tourStatusSchema = z.object({
  tourName: z.string(),
  completed: z.boolean(),
  completedTourGuides: z.array(z.string()),
});
export type TourStatus = z.infer<typeof tourStatusSchema>;

export const featureRequestInputSchema = z.strictObject({
  text: z
    .string()
    .trim()
    .min(1, 'Describe the feature')
    .max(FEATURE_REQUEST_MAX_LENGTH, `At most ${FEATURE_REQUEST_MAX_LENGTH} characters`)
    .refine(hasNoControlChars, CONTROL_CHARS_MESSAGE),
});
export type FeatureRequestInput = z.infer<typeof featureRequestInputSchema>;
export const featureRequestResultSchema = z.object({ message: z.string() });
