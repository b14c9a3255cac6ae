import { RECOVERY_MESSAGES } from '@p2p/shared';
import { useCallback } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { useTranslateMessage } from './validation-messages';

type RecoveryKey = keyof typeof RECOVERY_MESSAGES;

const keyByMessage = new Map(
  (Object.entries(RECOVERY_MESSAGES) as [RecoveryKey, string][]).map(([key, text]) => [text, key]),
);

/**
 * Translates the password and e-mail change texts of the API (and the shared validation texts);
 * any other text is shown as it came.
 */
export function useTranslateRecoveryMessage(): (message: string | undefined) => string | undefined {
  const { t } = useTranslation();
  const translate = useTranslateMessage();
  return useCallback(
    (message) => {
      const key = message ? keyByMessage.get(message) : undefined;
      return key ? t(`accountRecovery.messages.${key}`) : translate(message);
    },
    [t, translate],
  );
}
