import { zodResolver } from '@hookform/resolvers/zod';
import type { CryptoCode, SwapQuote } from '@p2p/shared';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/use-translation';
import { Button } from '@/components/ui/button';
import { InputField } from '@/components/ui/field';
import { SelectField } from '@/components/ui/select-field';
import { ApiError } from '@/lib/api-error';
import { swapQuoteInputSchema, useCreateSwapQuote, type SwapQuoteInput } from '../api/create-swap-quote';

/** What to give and what to get; asks the server for a quote. */
export function SwapForm({ coins, onQuote }: { coins: CryptoCode[]; onQuote: (quote: SwapQuote) => void }) {
  const { t } = useTranslation();
  const createQuote = useCreateSwapQuote();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SwapQuoteInput>({
    resolver: zodResolver(swapQuoteInputSchema),
    defaultValues: { from: coins[0] ?? 'BTC', to: coins[1] ?? 'USDT', amount: '' },
  });
  const onSubmit = handleSubmit(async (values) => {
    try {
      onQuote(await createQuote.mutateAsync(values));
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const fields = error.details ?? {};
      const known = (['from', 'to', 'amount'] as const).filter((field) => fields[field]?.[0]);
      for (const field of known) setError(field, { message: fields[field]![0] });
      if (known.length === 0) setError('root', { message: error.message });
    }
  });
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-3" aria-label={t('swap.title')}>
      <SelectField id="swap-from" label={t('swap.from')} error={errors.from?.message} {...register('from')}>
        {coins.map((coin) => (
          <option key={coin} value={coin}>
            {coin}
          </option>
        ))}
      </SelectField>
      <SelectField id="swap-to" label={t('swap.to')} error={errors.to?.message} {...register('to')}>
        {coins.map((coin) => (
          <option key={coin} value={coin}>
            {coin}
          </option>
        ))}
      </SelectField>
      <InputField
        id="swap-amount"
        label={t('swap.amount')}
        inputMode="decimal"
        autoComplete="off"
        error={errors.amount?.message}
        {...register('amount')}
      />
      {errors.root?.message ? (
        <p role="alert" className="text-sm text-red-600 sm:col-span-3">
          {errors.root.message}
        </p>
      ) : null}
      <div className="sm:col-span-3">
        <Button type="submit" disabled={isSubmitting}>
          {t('swap.getQuote')}
        </Button>
      </div>
    </form>
  );
}
