import type { ComponentProps } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Button } from '@/components/ui/button';
import { InputField } from '@/components/ui/field';
import { ApiError } from '@/lib/api-error';
import { toast } from '@/lib/toasts';
import { useTwoFactorMethod } from '../api/get-two-factor-method';
import { useSendTwoFactorCode } from '../api/send-two-factor-code';

/**
 * The send-out's two-factor code: from the authenticator app, or sent by SMS or e-mail on request;
 * a backup code works too. Spread react-hook-form's `register('two_factor_code')` into it.
 */
export function TwoFactorCodeField({
  error,
  ...inputProps
}: Omit<ComponentProps<'input'>, 'id'> & { error?: string }) {
  const { t } = useTranslation();
  const method = useTwoFactorMethod(true);
  const send = useSendTwoFactorCode();
  const channel = method.data === 'sms' || method.data === 'email' ? method.data : null;
  return (
    <div className="space-y-2">
      <div className="sm:w-72">
        <InputField
          id="send-two-factor-code"
          label={t('wallet.send.twoFactor.label')}
          hint={channel ? t('wallet.send.twoFactor.hintSent') : t('wallet.send.twoFactor.hintApp')}
          autoComplete="one-time-code"
          autoCapitalize="none"
          spellCheck={false}
          error={error}
          {...inputProps}
        />
      </div>
      {channel ? (
        <Button
          variant="ghost"
          size="sm"
          disabled={send.isPending}
          onClick={() =>
            send.mutate(channel, {
              onSuccess: ({ sentTo }) =>
                toast.success(t('wallet.send.twoFactor.sent', { destination: sentTo })),
              onError: (failure) =>
                toast.error(
                  failure instanceof ApiError && failure.status < 500 ? failure.message : t('errors.generic'),
                ),
            })
          }
        >
          {send.isPending ? t('common.sending') : t('wallet.send.twoFactor.send')}
        </Button>
      ) : null}
    </div>
  );
}
