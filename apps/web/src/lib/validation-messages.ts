import {
  AUTH_MESSAGES,
  BIO_COUNTED_LIMIT,
  BIO_LINE_BREAK_WEIGHT,
  BIO_MAX_LENGTH,
  NOTIFY_TRADE_MESSAGES_INTERVAL_MAX,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PHONE_OR_2FA_CODE_LENGTH,
  PROFILE_MESSAGES,
  TWO_FACTOR_MESSAGES,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
} from '@p2p/shared';
import { useCallback } from 'react';
import { useTranslation } from '@/lib/use-translation';
import type { z } from 'zod';
import { i18n } from './i18n';

type AuthKey = keyof typeof AUTH_MESSAGES;
type ProfileKey = keyof typeof PROFILE_MESSAGES;
type TwoFactorKey = keyof typeof TWO_FACTOR_MESSAGES;

type MessageKey =
  | `validation.${AuthKey}`
  | `validation.profile.${ProfileKey}`
  | `validation.twoFactor.${TwoFactorKey}`
  | `validation.${'verificationCode' | 'phoneRequired' | 'phoneTooLong' | 'personName' | 'nigeriaNumber' | 'countryIso' | 'giveReason' | 'rejectionReason'}`;

/**
 * Texts of the shared contracts that are not exported one by one (the API sends the same English).
 * If the contract's wording changes the message is shown in English: nothing breaks.
 */
const UNEXPORTED_MESSAGES: Record<string, MessageKey> = {
  [`Enter the ${PHONE_OR_2FA_CODE_LENGTH}-digit code`]: 'validation.verificationCode',
  'Enter a phone number': 'validation.phoneRequired',
  'That number is too long': 'validation.phoneTooLong',
  'Letters, spaces, apostrophes, dots and hyphens only': 'validation.personName',
  'Exactly 11 digits': 'validation.nigeriaNumber',
  'A two-letter ISO country code': 'validation.countryIso',
  'Give a reason': 'validation.giveReason',
  'Give the reason for the rejection': 'validation.rejectionReason',
};

/** The shared schemas (and the API) speak English; these keys find the translation of each text. */
const keyByMessage = new Map<string, MessageKey>([
  ...(Object.entries(AUTH_MESSAGES) as [AuthKey, string][]).map(
    ([key, text]) => [text, `validation.${key}`] as [string, MessageKey],
  ),
  ...(Object.entries(PROFILE_MESSAGES) as [ProfileKey, string][]).map(
    ([key, text]) => [text, `validation.profile.${key}`] as [string, MessageKey],
  ),
  ...(Object.entries(TWO_FACTOR_MESSAGES) as [TwoFactorKey, string][]).map(
    ([key, text]) => [text, `validation.twoFactor.${key}`] as [string, MessageKey],
  ),
  ...Object.entries(UNEXPORTED_MESSAGES),
]);

const values: Partial<Record<MessageKey, Record<string, number>>> = {
  'validation.usernameLength': { min: USERNAME_MIN_LENGTH, max: USERNAME_MAX_LENGTH },
  'validation.passwordLength': { min: PASSWORD_MIN_LENGTH },
  'validation.passwordTooLong': { max: PASSWORD_MAX_LENGTH },
  'validation.profile.bio_max': { max: BIO_MAX_LENGTH },
  'validation.profile.bio_limit': { weight: BIO_LINE_BREAK_WEIGHT, limit: BIO_COUNTED_LIMIT },
  'validation.profile.notification_error': { max: NOTIFY_TRADE_MESSAGES_INTERVAL_MAX },
  'validation.verificationCode': { length: PHONE_OR_2FA_CODE_LENGTH },
  'validation.twoFactor.codeFormat': { length: PHONE_OR_2FA_CODE_LENGTH },
};

/** Translates a known validation text; any other text (a server message) is shown as it came. */
export function useTranslateMessage(): (message: string | undefined) => string | undefined {
  const { t } = useTranslation();
  return useCallback(
    (message) => {
      if (!message) return message;
      const key = keyByMessage.get(message);
      return key ? t(key, values[key] ?? {}) : message;
    },
    [t],
  );
}

/**
 * Parse options for `zodResolver(schema, zodMessages)`: zod's built-in messages (a field the shared
 * schema gives no text of its own) in the page's language. Schema texts take precedence over these.
 */
export const zodMessages = {
  error: (issue: z.core.$ZodRawIssue) => {
    switch (issue.code) {
      case 'too_small':
        if (issue.origin === 'string')
          return Number(issue.minimum) <= 1
            ? i18n.t('validation.required')
            : i18n.t('validation.tooShort', { min: Number(issue.minimum) });
        return undefined;
      case 'too_big':
        if (issue.origin === 'string') return i18n.t('validation.tooLong', { max: Number(issue.maximum) });
        return undefined;
      case 'invalid_value':
      case 'invalid_type':
        return i18n.t('validation.choose');
      default:
        return i18n.t('validation.invalid');
    }
  },
};
