import type { TwoFactorMethod } from '@p2p/shared';
import type { ComponentProps } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Button } from '@/components/ui/button';
import { InputField } from '@/components/ui/field';
import { ApiError } from '@/lib/api-error';
import { toast } from '@/lib/toasts';
import { useSendTwoFactorCode } from '../api/send-two-factor-code';

/**
 * The two-factor code an account change asks for while two-factor is on; with SMS or e-mail codes
 * it offers to send one.
 */
export function SecondFactorField({
  id,
  method,
  error,
  ...inputProps
}: Omit<ComponentProps<'input'>, 'id'> & { id: string; method: TwoFactorMethod; error?: string }) {
  const { t } = useTranslation();
  const send = useSendTwoFactorCode();
  return (
    <div className="space-y-2">
      <InputField
        id={id}
        label={t('accountRecovery.secondFactor.label')}
        hint={
          method === 'ga'
            ? t('accountRecovery.secondFactor.hintApp')
            : t('accountRecovery.secondFactor.hintSent')
        }
        autoComplete="one-time-code"
        autoCapitalize="none"
        spellCheck={false}
        error={error}
        {...inputProps}
      />
      {method === 'ga' ? null : (
        <Button
          variant="ghost"
          size="sm"
          disabled={send.isPending}
          onClick={() =>
            send.mutate(
              { channel: method },
              {
                onSuccess: ({ sentTo }) =>
                  toast.success(t('accountRecovery.secondFactor.sent', { destination: sentTo })),
                onError: (failure) =>
                  toast.error(
                    failure instanceof ApiError && failure.status < 500
                      ? failure.message
                      : t('errors.generic'),
                  ),
              },
            )
          }
        >
          {send.isPending ? t('common.sending') : t('accountRecovery.secondFactor.send')}
        </Button>
      )}
    </div>
  );
}
