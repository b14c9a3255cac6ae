import {
  CALCULATOR_FIAT_DECIMALS,
  coinPrecision,
  type CalculatorCurrencies,
  type CryptoCode,
  type RatesMeta,
} from '@p2p/shared';
import { AlertTriangle, ArrowDownUp } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Card } from '@/components/ui/card';
import { useLocale } from '@/hooks/use-locale';
import { formatAmount as formatMoney, formatDateTime } from '@/lib/format';
import { convertTyped, type TypedAmount } from '../lib/amounts';
import { AmountField } from './amount-field';
import { CoinSwitch } from './coin-switch';
import { CurrencyPicker } from './currency-picker';

/**
 * The two-way converter: typing the coin computes the fiat amount and typing fiat computes the coin,
 * both at the quoted rate with bigint arithmetic, the coin in its own precision. Until the rate of a
 * newly picked coin or currency arrives (`rate` undefined) the untyped side waits and the fiat side
 * cannot be edited.
 */
export function ConverterForm({
  coin,
  currency,
  rate,
  meta,
  currencies,
  amount,
  onAmountChange,
  onCurrencyChange,
  onCoinChange,
}: {
  coin: CryptoCode;
  currency: { code: string; name: string };
  rate: string | undefined;
  meta: RatesMeta | undefined;
  currencies: CalculatorCurrencies | undefined;
  amount: TypedAmount;
  onAmountChange: (amount: TypedAmount) => void;
  onCurrencyChange: (code: string) => void;
  onCoinChange: (coin: CryptoCode) => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const id = useId();
  const cryptoDecimals = coinPrecision(coin);
  const values = rate
    ? convertTyped(amount, rate, cryptoDecimals)
    : {
        crypto: amount.side === 'crypto' ? amount.text : '',
        fiat: amount.side === 'fiat' ? amount.text : '',
      };

  return (
    <Card title={t('converter.formTitle')} className="lg:col-span-2">
      <form noValidate onSubmit={(event) => event.preventDefault()} className="space-y-4">
        <CoinSwitch value={coin} onChange={onCoinChange} />
        <CurrencyPicker value={currency} currencies={currencies} onSelect={onCurrencyChange} />
        <AmountField
          id={`${id}-crypto`}
          label={t(`converter.cryptoLabels.${coin}`)}
          code={coin}
          hint={t('converter.decimalsHint', { digits: cryptoDecimals })}
          value={values.crypto}
          decimals={cryptoDecimals}
          onChange={(text) => onAmountChange({ side: 'crypto', text })}
        />
        <div aria-hidden className="flex justify-center text-slate-400">
          <ArrowDownUp className="size-5" />
        </div>
        <AmountField
          id={`${id}-fiat`}
          label={t('converter.fiatLabel', { currency: currency.name })}
          code={currency.code}
          hint={t('converter.decimalsHint', { digits: CALCULATOR_FIAT_DECIMALS })}
          value={values.fiat}
          decimals={CALCULATOR_FIAT_DECIMALS}
          disabled={!rate}
          onChange={(text) => onAmountChange({ side: 'fiat', text })}
        />
      </form>
      <div className="mt-5 space-y-1 rounded-xl bg-slate-50 p-4 dark:bg-slate-950/60">
        <p
          data-testid="btc-rate"
          data-rate={rate ?? ''}
          aria-live="polite"
          className="text-base font-semibold text-slate-900 tabular-nums dark:text-white"
        >
          {rate
            ? t('converter.rate', { coin, rate: formatMoney(rate, currency.code, locale) })
            : t('app.loading')}
        </p>
        {meta ? (
          <p className="text-xs text-slate-600 dark:text-slate-400">
            {t('converter.updatedAt', { time: formatDateTime(meta.updatedAt, locale) })}
          </p>
        ) : null}
        {meta?.stale ? (
          <p
            role="status"
            className="flex items-center gap-1.5 text-xs font-medium text-amber-800 dark:text-amber-300"
          >
            <AlertTriangle aria-hidden className="size-4" />
            {t('converter.stale')}
          </p>
        ) : null}
        {meta?.paused ? (
          <p className="text-xs text-amber-800 dark:text-amber-300">{t('converter.paused')}</p>
        ) : null}
      </div>
    </Card>
  );
}
