/** Upper bound of a bio in characters (Unicode code points), line breaks counted as one. */
export const BIO_MAX_LENGTH = 400;
/**
 * In the limit-counted length a line break counts as this many characters: it takes a whole line of
 * the profile card, so a short bio of many lines is as tall as a long one.
 */
export const BIO_LINE_BREAK_WEIGHT = 40;
/** Upper bound of the limit-counted length: a full-length bio may still hold two line breaks. */
export const BIO_COUNTED_LIMIT = 480;

/** The notification interval for trade messages, in minutes: at most a day. */
export const NOTIFY_TRADE_MESSAGES_INTERVAL_MAX = 1440;
export const DEFAULT_NOTIFY_TRADE_MESSAGES_INTERVAL = '10';

/**
 * The spec's message keys (js.user_settings.profile.<key>) and the English text the API sends in
 * `details`; the web app finds the key back from the text to translate it, as with AUTH_MESSAGES.
 */
export const PROFILE_MESSAGES = {
  bio_max: `Bio must be at most ${BIO_MAX_LENGTH} characters long`,
  bio_contact_error:
    'Bio must not contain contact details: phone numbers, e-mail addresses, links or messenger handles',
  bio_limit: `Bio is too long: each line break counts as ${BIO_LINE_BREAK_WEIGHT} characters, at most ${BIO_COUNTED_LIMIT} in all`,
  notification_digits_error: 'Enter the interval in whole minutes, digits only',
  notification_error: `The interval must not exceed ${NOTIFY_TRADE_MESSAGES_INTERVAL_MAX} minutes`,
} as const;
export type ProfileMessageKey = keyof typeof PROFILE_MESSAGES;
/** The full i18n key of a message, as the spec names it. */
export const profileMessageI18nKey = (key: ProfileMessageKey): string => `js.user_settings.profile.${key}`;
