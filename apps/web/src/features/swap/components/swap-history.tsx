import type { SwapQuote } from '@p2p/shared';
import { useTranslation } from '@/lib/use-translation';
import { Card } from '@/components/ui/card';
import { useLocale } from '@/hooks/use-locale';
import { formatDateTime } from '@/lib/format';

export function SwapHistory({ swaps }: { swaps: SwapQuote[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Card title={t('swap.historyTitle')}>
      {swaps.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('swap.noHistory')}</p>
      ) : (
        <table className="w-full text-sm">
          <thead>
            <tr className="text-start text-slate-500">
              <th className="py-1">{t('swap.when')}</th>
              <th>{t('swap.gave')}</th>
              <th>{t('swap.got')}</th>
            </tr>
          </thead>
          <tbody>
            {swaps.map((swap) => (
              <tr key={swap.quoteId} className="border-t border-slate-100 dark:border-slate-800">
                <td className="py-1">{swap.executedAt ? formatDateTime(swap.executedAt, locale) : ''}</td>
                <td className="font-mono">
                  {swap.fromAmount} {swap.from}
                </td>
                <td className="font-mono">
                  {swap.toAmount} {swap.to}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Card>
  );
}
