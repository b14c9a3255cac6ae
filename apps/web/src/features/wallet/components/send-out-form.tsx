import { zodResolver } from '@hookform/resolvers/zod';
import {
  coinPrecision,
  parseAmount,
  TWO_FACTOR_MESSAGES,
  type CryptoCode,
  type SendOutInfo,
  type SendOutInput,
} from '@p2p/shared';
import { useEffect, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '@/lib/use-translation';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FieldMessages, fieldAria, FormError, InputField } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import type walletEn from '@/i18n/locales/wallet/en.json';
import { Label } from '@/components/ui/label';
import { SkeletonLines } from '@/components/ui/skeleton';
import { ErrorPanel } from '@/components/ui/error-panel';
import { useLocale } from '@/hooks/use-locale';
import { ApiError, NETWORK_ERROR_CODE } from '@/lib/api-error';
import { applyServerErrors, FORM_ERROR_KEY } from '@/lib/form-errors';
import { toast } from '@/lib/toasts';
import { useTranslateMessage, zodMessages } from '@/lib/validation-messages';
import { useSendOutInfo } from '../api/get-send-out-info';
import { useSendOut } from '../api/send-out';
import { formatCrypto, fromMinor, plainAmount, toMinor } from '../utils/amounts';
import { sendOutRetryKeys } from '../utils/send-out-retry-keys';
import { CoinPicker } from './coin-picker';
import { TwoFactorCodeField } from './two-factor-code-field';

interface SendOutValues {
  address: string;
  amount: string;
  two_factor_code: string;
}

const EMPTY: SendOutValues = { address: '', amount: '', two_factor_code: '' };
const FIELDS = ['address', 'amount', 'two_factor_code'] as const;

type SendOutErrorKey = keyof (typeof walletEn)['wallet']['send']['errors'];
/** The form's messages by key (wallet.send.errors.*), in the page's language. */
type Message = (key: SendOutErrorKey, values?: Record<string, string | number>) => string;

/** Why an amount cannot be sent, in words; undefined when it can. Compared in minor units. */
function amountProblem(
  text: string,
  code: CryptoCode,
  info: SendOutInfo | undefined,
  message: Message,
  locale: string,
): string | undefined {
  if (!text) return message('amountRequired');
  const parsed = parseAmount(text, coinPrecision(code));
  if (!parsed.ok) {
    return parsed.error === 'precision'
      ? message('amountPrecision', { decimals: coinPrecision(code), code })
      : message('amountFormat');
  }
  if (parsed.value <= 0n) return message('amountPositive');
  if (!info) return undefined;
  const min = toMinor(info.minAmount, code) ?? 0n;
  const max = toMinor(info.maxAmount, code) ?? 0n;
  if (parsed.value < min)
    return message('amountBelowMin', { min: formatCrypto(info.minAmount, code, locale) });
  if (parsed.value > max)
    return message('amountAboveMax', { max: formatCrypto(info.maxAmount, code, locale) });
  return undefined;
}

function sendOutSchema(code: CryptoCode, info: SendOutInfo | undefined, message: Message, locale: string) {
  return z.object({
    address: z.string().trim().min(1, message('addressRequired')).max(128, message('addressTooLong')),
    amount: z
      .string()
      .trim()
      .superRefine((value, ctx) => {
        const problem = amountProblem(value, code, info, message, locale);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      }),
    two_factor_code: z
      .string()
      .trim()
      .max(16, TWO_FACTOR_MESSAGES.codeFormat)
      .refine((value) => !info?.twoFactorRequired || value.length > 0, TWO_FACTOR_MESSAGES.codeRequired),
  });
}

/** Amount plus fee in the coin's precision, or null while the amount is not a valid one. */
function totalOf(amount: string, fee: string, code: CryptoCode): string | null {
  const value = toMinor(amount, code);
  const feeValue = toMinor(fee, code);
  return value === null || feeValue === null ? null : fromMinor(value + feeValue, code);
}

/**
 * The send-out form: coin, address, amount (with "max"), the fee and limits of the coin, and the
 * two-factor code when the user asks for one at send-out. A dialog shows amount, fee, total and
 * address before anything is sent; every try of one send-out (same coin, address and amount) within
 * 24 hours carries the same Idempotency-Key, kept in the tab's session storage, so a retry after a
 * lost answer cannot send twice, even after a reload.
 */
export function SendOutForm({
  coin,
  onCoinChange,
}: {
  coin: CryptoCode;
  onCoinChange: (code: CryptoCode) => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const translate = useTranslateMessage();
  const info = useSendOutInfo(coin);
  const sendOut = useSendOut();
  const [review, setReview] = useState<SendOutInput | null>(null);
  const schema = useMemo(() => {
    const message: Message = (key, values = {}) => t(`wallet.send.errors.${key}`, values);
    return sendOutSchema(coin, info.data, message, locale);
  }, [coin, info.data, t, locale]);
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    resetField,
    clearErrors,
    reset,
    control,
    formState: { errors, isSubmitted },
  } = useForm<SendOutValues>({ resolver: zodResolver(schema, zodMessages), defaultValues: EMPTY });

  // Another coin: the amount typed for the last one means nothing any more.
  useEffect(() => {
    resetField('amount');
    clearErrors();
  }, [coin, resetField, clearErrors]);

  const twoFactorRequired = Boolean(info.data?.twoFactorRequired || errors.two_factor_code);
  const amount = useWatch({ control, name: 'amount' }).trim();
  const total = info.data && amount ? totalOf(amount, info.data.fee, coin) : null;

  const onReview = handleSubmit(({ address, amount: typed, two_factor_code }) => {
    setReview({
      crypto_currency_code: coin,
      address,
      // The canonical form, so that "0.1" and "0.10" are one and the same request on a retry.
      amount: plainAmount(typed),
      two_factor_code: twoFactorRequired ? two_factor_code : undefined,
    });
  });

  const onConfirm = async () => {
    if (!review) return;
    const idempotencyKey = sendOutRetryKeys.keyFor(review);
    try {
      const withdrawal = await sendOut.mutateAsync({ input: review, idempotencyKey });
      sendOutRetryKeys.settle(review);
      setReview(null);
      reset(EMPTY);
      toast.success(
        t('wallet.send.success', {
          amount: formatCrypto(withdrawal.amount, withdrawal.cryptoCurrencyCode, locale),
        }),
      );
    } catch (error) {
      setReview(null);
      if (error instanceof ApiError && (error.status >= 500 || error.code === NETWORK_ERROR_CODE)) {
        // The outcome is unknown: the same details go out again under the same key.
        setError(FORM_ERROR_KEY, {
          type: 'server',
          message: t('wallet.send.errors.uncertain', { code: review.crypto_currency_code }),
        });
        return;
      }
      if (error instanceof ApiError && error.code === 'ERROR_IDEMPOTENCY_KEY_REUSED') {
        sendOutRetryKeys.settle(review);
        setError(FORM_ERROR_KEY, { type: 'server', message: t('wallet.send.errors.alreadySent') });
        return;
      }
      // Unknown detail keys (crypto_currency_code) and 403 refusals land on the form itself.
      applyServerErrors(error, setError, FIELDS, { fallback: { field: 'two_factor_code', statuses: [401] } });
    }
  };

  return (
    <div className="space-y-5">
      <CoinPicker name="send-coin" legend={t('wallet.send.coin')} value={coin} onChange={onCoinChange} />
      {info.isPending ? (
        <SkeletonLines lines={4} />
      ) : info.isError ? (
        <ErrorPanel error={info.error} onRetry={() => void info.refetch()} />
      ) : (
        <form
          noValidate
          onSubmit={onReview}
          className="space-y-4"
          aria-label={t('wallet.send.formLabel', { code: coin })}
        >
          <FormError error={errors.root?.server} />
          <InputField
            id="send-address"
            label={t('wallet.send.address', { code: coin })}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            className="font-mono"
            error={translate(errors.address?.message)}
            {...register('address')}
          />
          <div className="space-y-1.5">
            <Label htmlFor="send-amount">{t('wallet.send.amount', { code: coin })}</Label>
            <div className="flex gap-2">
              <Input
                id="send-amount"
                inputMode="decimal"
                autoComplete="off"
                placeholder="0.00"
                {...fieldAria('send-amount', {
                  error: errors.amount?.message,
                  extra: ['send-amount-limits'],
                })}
                {...register('amount')}
              />
              <Button
                variant="secondary"
                className="shrink-0"
                aria-label={t('wallet.send.maxLabel', {
                  amount: formatCrypto(info.data.maxAmount, coin, locale),
                })}
                onClick={() =>
                  setValue('amount', plainAmount(info.data.maxAmount), {
                    shouldValidate: isSubmitted,
                    shouldDirty: true,
                  })
                }
              >
                {t('wallet.send.max')}
              </Button>
            </div>
            <FieldMessages id="send-amount" error={translate(errors.amount?.message)} />
            <dl
              id="send-amount-limits"
              className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-xs text-slate-600 dark:text-slate-400"
            >
              <dt>{t('wallet.send.fee')}</dt>
              <dd className="font-mono">{formatCrypto(info.data.fee, coin, locale)}</dd>
              <dt>{t('wallet.send.minimum')}</dt>
              <dd className="font-mono">{formatCrypto(info.data.minAmount, coin, locale)}</dd>
              <dt>{t('wallet.send.available')}</dt>
              <dd className="font-mono">{formatCrypto(info.data.maxAmount, coin, locale)}</dd>
            </dl>
          </div>
          {twoFactorRequired ? (
            <TwoFactorCodeField
              error={translate(errors.two_factor_code?.message)}
              {...register('two_factor_code')}
            />
          ) : null}
          <div className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-100 pt-4 dark:border-slate-800">
            <p className="text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
              {total ? (
                <>
                  {t('wallet.send.totalLine')}{' '}
                  <span className="font-mono font-semibold text-slate-900 dark:text-white">
                    {formatCrypto(total, coin, locale)}
                  </span>
                </>
              ) : null}
            </p>
            <Button type="submit">{t('wallet.send.review')}</Button>
          </div>
        </form>
      )}
      <ConfirmDialog
        open={review !== null}
        onOpenChange={(open) => (open ? undefined : setReview(null))}
        title={t('wallet.send.confirmTitle')}
        description={review && info.data ? <SendOutSummary input={review} fee={info.data.fee} /> : null}
        confirmLabel={sendOut.isPending ? t('common.sending') : t('wallet.send.confirm', { code: coin })}
        onConfirm={() => void onConfirm()}
        pending={sendOut.isPending}
      />
    </div>
  );
}

/** What the confirmation dialog shows: amount, fee, total taken from the balance, and the address. */
function SendOutSummary({ input, fee }: { input: SendOutInput; fee: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const code = input.crypto_currency_code;
  const total = totalOf(input.amount, fee, code);
  const row = 'flex justify-between gap-4 py-2';
  return (
    <div className="space-y-3">
      <p>{t('wallet.send.confirmText')}</p>
      <dl className="divide-y divide-slate-100 rounded-xl border border-slate-200 px-4 dark:divide-slate-800 dark:border-slate-700">
        <div className={row}>
          <dt>{t('wallet.send.summary.amount')}</dt>
          <dd className="font-mono text-slate-900 dark:text-white">
            {formatCrypto(input.amount, code, locale)}
          </dd>
        </div>
        <div className={row}>
          <dt>{t('wallet.send.summary.fee')}</dt>
          <dd className="font-mono text-slate-900 dark:text-white">{formatCrypto(fee, code, locale)}</dd>
        </div>
        <div className={row}>
          <dt className="font-semibold">{t('wallet.send.summary.total')}</dt>
          <dd className="font-mono font-semibold text-slate-900 dark:text-white">
            {total ? formatCrypto(total, code, locale) : '—'}
          </dd>
        </div>
        <div className="py-2">
          <dt>{t('wallet.send.summary.address')}</dt>
          <dd className="mt-1 font-mono text-xs break-all text-slate-900 dark:text-white">{input.address}</dd>
        </div>
      </dl>
      <p className="text-xs">{t('wallet.send.irreversible')}</p>
    </div>
  );
}
