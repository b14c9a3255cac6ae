import {
  AUTH_MESSAGES,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
} from '@p2p/shared';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

type MessageKey = keyof typeof AUTH_MESSAGES;

/** The shared schemas (and the API) speak English; these keys find the translation of each text. */
const keyByMessage = new Map<string, MessageKey>(
  (Object.entries(AUTH_MESSAGES) as [MessageKey, string][]).map(([key, text]) => [text, key]),
);

const limits: Partial<Record<MessageKey, { min?: number; max?: number }>> = {
  usernameLength: { min: USERNAME_MIN_LENGTH, max: USERNAME_MAX_LENGTH },
  passwordLength: { min: PASSWORD_MIN_LENGTH },
  passwordTooLong: { max: PASSWORD_MAX_LENGTH },
};

/** Translates a known validation text; any other text (a server message) is shown as it came. */
export function useTranslateMessage(): (message: string | undefined) => string | undefined {
  const { t } = useTranslation();
  return useCallback(
    (message) => {
      if (!message) return message;
      const key = keyByMessage.get(message);
      return key ? t(`validation.${key}`, limits[key] ?? {}) : message;
    },
    [t],
  );
}
