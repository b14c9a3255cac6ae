import { formatAmount, parseAmount, type CryptoCode, type WalletBalance } from '@p2p/shared';
import clsx from 'clsx';
import { ArrowDownToLine, ArrowUpFromLine } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Button } from '@/components/ui/button';
import { ErrorPanel } from '@/components/ui/error-panel';
import { SkeletonLines } from '@/components/ui/skeleton';
import { useLocale } from '@/hooks/use-locale';
import { formatFiat, roundDecimal } from '@/lib/format';
import { useBalances } from '../api/get-balances';
import { formatCrypto, isPositive } from '../utils/amounts';
import { COIN_BADGE_CLASS, coinName } from '../utils/coins';

/**
 * The sum of the coins' fiat values, added in minor units; null when they are in different
 * currencies or precisions (then no total is shown).
 */
export function totalFiatValue(
  balances: readonly WalletBalance[],
): { value: string; currency: string; precision: number } | null {
  const first = balances[0];
  if (!first) return null;
  let sum = 0n;
  for (const balance of balances) {
    if (balance.fiatCurrencyCode !== first.fiatCurrencyCode || balance.fiatPrecision !== first.fiatPrecision)
      return null;
    const parsed = parseAmount(balance.fiatValue, balance.fiatPrecision);
    if (!parsed.ok) return null;
    sum += parsed.value;
  }
  return {
    value: formatAmount(sum, first.fiatPrecision),
    currency: first.fiatCurrencyCode,
    precision: first.fiatPrecision,
  };
}

/** Balances per coin with their fiat value, and what is still arriving, held in escrow or kept as bond. */
export function BalancesOverview({
  onReceive,
  onSend,
}: {
  onReceive: (code: CryptoCode) => void;
  onSend: (code: CryptoCode) => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const balances = useBalances();
  const headingId = useId();
  const total = balances.data ? totalFiatValue(balances.data) : null;

  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold text-slate-900 dark:text-slate-50">
          {t('wallet.balances.title')}
        </h2>
        {total ? (
          <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="wallet-total">
            {t('wallet.balances.total')}{' '}
            <span className="font-semibold text-slate-900 dark:text-white">
              {formatFiat(total.value, total.currency, total.precision, locale)}
            </span>
          </p>
        ) : null}
      </div>
      {balances.isPending ? (
        <div className="rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900">
          <SkeletonLines lines={3} />
        </div>
      ) : balances.isError ? (
        <ErrorPanel error={balances.error} onRetry={() => void balances.refetch()} />
      ) : (
        <ul className="grid gap-4 md:grid-cols-3">
          {balances.data.map((balance) => (
            <BalanceTile
              key={balance.cryptoCurrencyCode}
              balance={balance}
              onReceive={() => onReceive(balance.cryptoCurrencyCode)}
              onSend={() => onSend(balance.cryptoCurrencyCode)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

function BalanceTile({
  balance,
  onReceive,
  onSend,
}: {
  balance: WalletBalance;
  onReceive: () => void;
  onSend: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const code = balance.cryptoCurrencyCode;
  const titleId = useId();
  const details = [
    { key: 'incoming', value: balance.incomingAmount, highlight: isPositive(balance.incomingAmount) },
    { key: 'escrow', value: balance.escrowAmount, highlight: false },
    { key: 'bond', value: balance.bondAmount, highlight: false },
  ] as const;

  return (
    <li
      aria-labelledby={titleId}
      data-testid={`balance-${code}`}
      className="flex flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex items-center gap-3">
        <span
          aria-hidden
          className={clsx(
            'grid size-10 place-items-center rounded-xl text-xs font-bold',
            COIN_BADGE_CLASS[code],
          )}
        >
          {code}
        </span>
        <h3 id={titleId} className="font-semibold text-slate-900 dark:text-white">
          {coinName(code)} <span className="font-normal text-slate-500 dark:text-slate-400">{code}</span>
        </h3>
      </div>
      <p className="mt-4 font-mono text-2xl font-semibold tracking-tight break-all text-slate-900 dark:text-white">
        <span className="sr-only">{t('wallet.balances.available')} </span>
        <span data-testid={`balance-${code}-available`}>{formatCrypto(balance.balance, code, locale)}</span>
      </p>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        ≈ {formatFiat(balance.fiatValue, balance.fiatCurrencyCode, balance.fiatPrecision, locale)}
        <span className="mx-1.5" aria-hidden>
          ·
        </span>
        {t('wallet.balances.rate', {
          code,
          rate: formatFiat(
            roundDecimal(balance.fiatRate, balance.fiatPrecision),
            balance.fiatCurrencyCode,
            balance.fiatPrecision,
            locale,
          ),
        })}
      </p>
      <dl className="mt-4 space-y-1 border-t border-slate-100 pt-3 text-sm dark:border-slate-800">
        {details.map(({ key, value, highlight }) => (
          <div key={key} className="flex justify-between gap-3">
            <dt className="text-slate-600 dark:text-slate-400">{t(`wallet.balances.${key}`)}</dt>
            <dd
              data-testid={`balance-${code}-${key}`}
              className={clsx(
                'text-end font-mono',
                highlight
                  ? 'font-semibold text-amber-700 dark:text-amber-300'
                  : 'text-slate-800 dark:text-slate-200',
              )}
            >
              {formatCrypto(value, code, locale)}
            </dd>
          </div>
        ))}
      </dl>
      {isPositive(balance.incomingAmount) ? (
        <p className="mt-2 text-xs text-amber-700 dark:text-amber-300">{t('wallet.balances.incomingHint')}</p>
      ) : null}
      <div className="mt-auto flex gap-2 pt-4">
        <Button
          variant="secondary"
          size="sm"
          className="flex-1"
          aria-label={t('wallet.balances.receiveCoin', { code })}
          onClick={onReceive}
        >
          <ArrowDownToLine aria-hidden className="size-4" />
          {t('wallet.balances.receive')}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          className="flex-1"
          aria-label={t('wallet.balances.sendCoin', { code })}
          onClick={onSend}
        >
          <ArrowUpFromLine aria-hidden className="size-4" />
          {t('wallet.balances.send')}
        </Button>
      </div>
    </li>
  );
}
