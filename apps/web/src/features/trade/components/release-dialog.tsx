import { TWO_FACTOR_ERROR_CODES, type TradeView } from '@p2p/shared';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { InputField } from '@/components/ui/field';
import { useLocale } from '@/hooks/use-locale';
import { ApiError } from '@/lib/api-error';
import { formatDecimal, formatFiat } from '@/lib/format';
import { toast } from '@/lib/toasts';
import { useTradeAction } from '../api/trade-actions';
import { useSendTwoFactorCode, useTwoFactorMethod } from '../api/two-factor';
import { actionErrorMessage } from '../lib/action-errors';

/** A wrong or missing code: the field says so and the dialog stays open for another try. */
function isCodeError(error: unknown): error is ApiError {
  return (
    error instanceof ApiError &&
    (error.code === TWO_FACTOR_ERROR_CODES.required || !!error.details?.two_factor_code)
  );
}

/**
 * Release asks once more, with the amounts, and takes the seller's second factor when they enabled it
 * for release (as the wallet's send-out does): a code from the authenticator app, or one sent by SMS or
 * e-mail on request; a backup code works too.
 */
export function ReleaseDialog({
  open,
  onOpenChange,
  trade,
  onReleased,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trade: TradeView;
  onReleased: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const formId = useId();
  const mutation = useTradeAction(trade.tradeHash);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const needsCode = trade.releaseRequiresSecondFactor;
  const method = useTwoFactorMethod(open && needsCode);
  const sendCode = useSendTwoFactorCode();
  const channel = method.data === 'sms' || method.data === 'email' ? method.data : null;
  const amount = `${formatDecimal(trade.cryptoAmount, locale, { minFraction: 2 })} ${trade.cryptoCurrencyCode}`;
  const fiat = formatFiat(trade.fiatAmount, trade.currency.code, trade.currency.precision, locale);

  const close = (next: boolean) => {
    if (!next) {
      setCode('');
      setCodeError(undefined);
      setFailure(null);
    }
    onOpenChange(next);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (needsCode && code.trim() === '') {
      setCodeError(t('trades.release.codeRequired'));
      return;
    }
    setCodeError(undefined);
    try {
      await mutation.mutateAsync({ action: 'release', twoFactorCode: needsCode ? code.trim() : undefined });
      setCode('');
      onReleased();
    } catch (error) {
      if (isCodeError(error)) setCodeError(t('trades.release.codeWrong'));
      else setFailure(actionErrorMessage(error, t));
    }
  };

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={close}
      title={t('trades.release.title')}
      description={t('trades.release.text', { amount, fiat, buyer: trade.buyer.username })}
      confirmLabel={
        mutation.isPending ? t('trades.release.releasing') : t('trades.release.confirm', { amount })
      }
      formId={formId}
      pending={mutation.isPending}
      destructive
    >
      <form id={formId} noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-3">
        {failure ? (
          <Alert variant="danger" role="alert">
            {failure}
          </Alert>
        ) : null}
        <p className="text-sm text-slate-600 dark:text-slate-300">{t('trades.release.irreversible')}</p>
        {needsCode ? (
          <>
            <InputField
              id={`${formId}-code`}
              label={t('trades.release.codeLabel')}
              hint={channel ? t('trades.release.codeHintSent') : t('trades.release.codeHintApp')}
              autoComplete="one-time-code"
              autoCapitalize="none"
              spellCheck={false}
              value={code}
              error={codeError}
              onChange={(event) => setCode(event.target.value)}
            />
            {channel ? (
              <Button
                variant="ghost"
                size="sm"
                disabled={sendCode.isPending}
                onClick={() =>
                  sendCode.mutate(channel, {
                    onSuccess: ({ sentTo }) =>
                      toast.success(t('trades.release.codeSent', { destination: sentTo })),
                    onError: (error) =>
                      toast.error(
                        error instanceof ApiError && error.status < 500 ? error.message : t('errors.generic'),
                      ),
                  })
                }
              >
                {t('trades.release.sendCode')}
              </Button>
            ) : null}
          </>
        ) : null}
      </form>
    </ConfirmDialog>
  );
}
