import type { EscrowFees } from '@p2p/shared';
import { useTranslation } from '@/lib/use-translation';
import { useReferenceNames } from '@/lib/reference-names';

/** Basis points as a percentage in the visitor's language: 50 → "0.5%". */
export function formatBps(bps: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(bps / 10_000);
}

/** The escrow fee of each payment-method group, as the server answered it (never a fixed figure). */
export function EscrowFeeTable({ fees }: { fees: EscrowFees }) {
  const { t, i18n } = useTranslation();
  const names = useReferenceNames();
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 dark:border-slate-800">
      <table className="w-full text-start text-sm">
        <caption className="sr-only">{t('publicPages.fees.caption')}</caption>
        <thead className="bg-slate-50 text-slate-600 dark:bg-slate-900 dark:text-slate-300">
          <tr>
            <th scope="col" className="px-4 py-3 text-left font-medium">
              {t('publicPages.fees.group')}
            </th>
            <th scope="col" className="px-4 py-3 text-end font-medium">
              {t('publicPages.fees.fee')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
          {fees.groups.map((group) => (
            <tr key={group.id} data-group={group.slug}>
              <th scope="row" className="px-4 py-3 text-left font-normal text-slate-900 dark:text-slate-100">
                {names.group(group.slug, group.name)}
              </th>
              <td className="px-4 py-3 text-end font-semibold text-slate-900 tabular-nums dark:text-white">
                {formatBps(group.feeBps, i18n.language)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
