import { zodResolver } from '@hookform/resolvers/zod';
import { CRYPTO_CURRENCIES } from '@p2p/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/use-translation';
import { PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ErrorPanel } from '@/components/ui/error-panel';
import { InputField } from '@/components/ui/field';
import { SelectField } from '@/components/ui/select-field';
import { SkeletonLines } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-error';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { toast } from '@/lib/toasts';
import {
  liquidityTopUpInputSchema,
  useSwapLiquidity,
  useTopUpLiquidity,
  useWithdrawLiquidity,
  type LiquidityTopUpInput,
} from '../api/swap-liquidity';

/**
 * Admins see each coin's swap liquidity (what open quotes hold of it and what may be taken back), top
 * it up from the operator's capital and take it back. One form, two actions.
 */
export function SwapLiquidityRoute() {
  const { t } = useTranslation();
  const liquidity = useSwapLiquidity();
  const topUp = useTopUpLiquidity();
  const withdraw = useWithdrawLiquidity();
  const [key, setKey] = useState(newIdempotencyKey);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<LiquidityTopUpInput>({
    resolver: zodResolver(liquidityTopUpInputSchema),
    defaultValues: { coin: 'BTC', amount: '' },
  });
  const onSubmit = handleSubmit(async (values, event) => {
    // The button pressed says which way the coins go.
    const submitter = (event?.nativeEvent as SubmitEvent | undefined)?.submitter;
    const withdrawing = submitter?.getAttribute('value') === 'withdraw';
    try {
      await (withdrawing ? withdraw : topUp).mutateAsync({ ...values, idempotencyKey: key });
      toast.success(t(withdrawing ? 'swap.liquidity.withdrawn' : 'swap.liquidity.done'));
      setKey(newIdempotencyKey());
      reset({ coin: values.coin, amount: '' });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      setError('amount', { message: error.details?.amount?.[0] ?? error.message });
    }
  });

  return (
    <div className="space-y-6">
      <PageHeader title={t('swap.liquidity.title')} description={t('swap.liquidity.description')} />
      <Card title={t('swap.liquidity.title')}>
        {liquidity.isPending ? (
          <SkeletonLines lines={3} />
        ) : liquidity.isError ? (
          <ErrorPanel error={liquidity.error} onRetry={() => void liquidity.refetch()} />
        ) : (
          <table className="w-full text-sm">
            <thead>
              <tr className="text-start text-slate-500">
                <th className="py-1">{t('swap.liquidity.coin')}</th>
                <th>{t('swap.liquidity.balance')}</th>
                <th>{t('swap.liquidity.toppedUp')}</th>
                <th>{t('swap.liquidity.reserved')}</th>
                <th>{t('swap.liquidity.withdrawable')}</th>
              </tr>
            </thead>
            <tbody>
              {liquidity.data.map((row) => (
                <tr key={row.coin} className="border-t border-slate-100 dark:border-slate-800">
                  <td className="py-1">{row.coin}</td>
                  <td className="font-mono">{row.balance}</td>
                  <td className="font-mono">{row.toppedUp}</td>
                  <td className="font-mono">{row.reserved}</td>
                  <td className="font-mono">{row.withdrawable}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </Card>
      <Card title={t('swap.liquidity.move')}>
        <form noValidate onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-3">
          <SelectField id="liquidity-coin" label={t('swap.liquidity.coin')} {...register('coin')}>
            {CRYPTO_CURRENCIES.map((coin) => (
              <option key={coin.code} value={coin.code}>
                {coin.code}
              </option>
            ))}
          </SelectField>
          <InputField
            id="liquidity-amount"
            label={t('swap.liquidity.amount')}
            inputMode="decimal"
            error={errors.amount?.message}
            {...register('amount')}
          />
          <div className="flex flex-wrap gap-2 self-end">
            <Button
              type="submit"
              name="action"
              value="topUp"
              disabled={topUp.isPending || withdraw.isPending}
            >
              {t('swap.liquidity.topUp')}
            </Button>
            <Button
              type="submit"
              variant="secondary"
              name="action"
              value="withdraw"
              disabled={topUp.isPending || withdraw.isPending}
            >
              {t('swap.liquidity.withdraw')}
            </Button>
          </div>
        </form>
      </Card>
    </div>
  );
}
