import type { MobileMoneyWallet } from '@p2p/shared';
import { CheckCircle2, Pencil, Smartphone, Trash2 } from 'lucide-react';
import { useTranslation } from '@/lib/use-translation';
import { Button } from '@/components/ui/button';
import { useLocale } from '@/hooks/use-locale';
import { countryDisplayName } from '@/lib/reference-names';

/** One wallet: number, holder, country and providers; select, edit and delete. */
export function WalletCard({
  wallet,
  busy,
  onSelect,
  onEdit,
  onDelete,
}: {
  wallet: MobileMoneyWallet;
  busy: boolean;
  onSelect: () => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const titleId = `mm-wallet-${wallet.id}`;
  return (
    <li
      aria-labelledby={titleId}
      data-testid="mobile-money-wallet"
      className={
        'rounded-2xl border bg-white p-4 shadow-sm dark:bg-slate-900 ' +
        (wallet.isSelected
          ? 'border-emerald-600 ring-1 ring-emerald-600 dark:border-emerald-500 dark:ring-emerald-500'
          : 'border-slate-200 dark:border-slate-800')
      }
    >
      <div className="flex items-start gap-3">
        <Smartphone aria-hidden className="mt-0.5 size-5 shrink-0 text-emerald-700 dark:text-emerald-400" />
        <div className="min-w-0 flex-1">
          <p id={titleId} className="font-semibold text-slate-900 dark:text-slate-50">
            <span dir="ltr">{wallet.phone}</span>
          </p>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {wallet.holderName} · {countryDisplayName(wallet.countryIso, locale, wallet.countryName)}
          </p>
          <ul className="mt-2 flex flex-wrap gap-1.5" aria-label={t('mobileMoney.card.providers')}>
            {wallet.paymentMethods.map((method) => (
              <li
                key={method.id}
                className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-800 dark:bg-slate-800 dark:text-slate-200"
              >
                {method.name}
              </li>
            ))}
          </ul>
        </div>
        {wallet.isSelected ? (
          <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-emerald-100 px-2.5 py-1 text-xs font-semibold text-emerald-900 dark:bg-emerald-900/60 dark:text-emerald-100">
            <CheckCircle2 aria-hidden className="size-3.5" />
            {t('mobileMoney.card.selected')}
          </span>
        ) : null}
      </div>
      <div className="mt-4 flex flex-wrap gap-2">
        {wallet.isSelected ? null : (
          <Button size="sm" onClick={onSelect} disabled={busy} aria-describedby={titleId}>
            {t('mobileMoney.card.select')}
          </Button>
        )}
        <Button size="sm" variant="secondary" onClick={onEdit} disabled={busy} aria-describedby={titleId}>
          <Pencil aria-hidden className="size-3.5" />
          {t('mobileMoney.card.edit')}
        </Button>
        <Button size="sm" variant="ghost" onClick={onDelete} disabled={busy} aria-describedby={titleId}>
          <Trash2 aria-hidden className="size-3.5" />
          {t('mobileMoney.card.delete')}
        </Button>
      </div>
    </li>
  );
}
