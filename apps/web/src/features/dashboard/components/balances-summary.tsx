import { formatAmount, parseAmount, type WalletBalance } from '@p2p/shared';
import { useTranslation } from '@/lib/use-translation';
import { Card } from '@/components/ui/card';
import { LocalizedLink } from '@/components/ui/link';
import { paths } from '@/config/paths';
import { useLocale } from '@/hooks/use-locale';
import { formatDecimal, formatFiat } from '@/lib/format';

/** Balances per coin with their value in the user's currency, and the total. */
export function BalancesSummary({ balances }: { balances: WalletBalance[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const first = balances[0];
  const total =
    first &&
    balances.reduce((sum, balance) => {
      const parsed = parseAmount(balance.fiatValue, balance.fiatPrecision);
      return sum + (parsed.ok ? parsed.value : 0n);
    }, 0n);
  return (
    <Card
      title={t('dashboard.balances.title')}
      description={
        first && total !== undefined
          ? t('dashboard.balances.total', {
              value: formatFiat(
                formatAmount(total, first.fiatPrecision),
                first.fiatCurrencyCode,
                first.fiatPrecision,
                locale,
              ),
            })
          : undefined
      }
      actions={
        <LocalizedLink
          to={paths.wallet}
          className="text-sm font-medium text-emerald-700 hover:underline dark:text-emerald-400"
        >
          {t('dashboard.balances.wallet')}
        </LocalizedLink>
      }
    >
      <ul className="divide-y divide-slate-200 dark:divide-slate-800">
        {balances.map((balance) => (
          <li key={balance.cryptoCurrencyCode} className="flex items-baseline justify-between gap-3 py-2">
            <span className="font-medium text-slate-900 dark:text-slate-100">
              {balance.cryptoCurrencyCode}
            </span>
            <span className="text-end">
              <span className="block text-sm text-slate-900 tabular-nums dark:text-slate-100">
                {formatDecimal(balance.balance, locale, { minFraction: 2 })}
              </span>
              <span className="block text-xs text-slate-600 tabular-nums dark:text-slate-400">
                ≈ {formatFiat(balance.fiatValue, balance.fiatCurrencyCode, balance.fiatPrecision, locale)}
              </span>
            </span>
          </li>
        ))}
      </ul>
    </Card>
  );
}
