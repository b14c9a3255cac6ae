import { MOBILE_MONEY_GROUP_ID } from '@p2p/shared';
import { Plus, Smartphone } from 'lucide-react';
import { createContext, useContext } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import { useTranslation } from '@/lib/use-translation';
import { ErrorPanel } from '@/components/ui/error-panel';
import { LocalizedLink } from '@/components/ui/link';
import { SkeletonLines } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useLocale } from '@/hooks/use-locale';
import { usePaymentMethods } from '@/lib/payment-methods';
import { useOwnMobileMoneyWallets } from '../../api/offer-mobile-money-wallet';
import type { EditorValues } from '../../lib/editor-values';

/** The editor's choice of wallet: kept beside the form (its own endpoint saves it). */
export interface EditorMobileMoneyWallet {
  walletId: number | null;
  setWalletId: (id: number | null) => void;
}

export const EditorMobileMoneyContext = createContext<EditorMobileMoneyWallet | null>(null);

/** Whether the offer sells crypto for a mobile money method (only then a wallet is shown), and which. */
export function useMobileMoneyTarget(control?: Control<EditorValues>): {
  applies: boolean;
  methodId: number | undefined;
} {
  const [type, slug, methodId] = useWatch<EditorValues>({
    control,
    name: ['type', 'payment_method_slug', 'payment_method_id'],
  }) as [string | undefined, string | undefined, number | undefined];
  const methods = usePaymentMethods(useLocale());
  const method = methods.data?.find((item) => item.slug === slug || item.id === methodId);
  return {
    applies: type === 'sell' && method?.payment_method_group_id === MOBILE_MONEY_GROUP_ID,
    methodId: method?.id,
  };
}

/**
 * "Mobile money wallet" of the editor, for sell offers paid by mobile money: the vendor picks which of
 * their wallets taking the offer's method the buyer pays to (shown in the trade), or none.
 */
export function MobileMoneySection() {
  const { t } = useTranslation();
  const choice = useContext(EditorMobileMoneyContext);
  const { applies, methodId } = useMobileMoneyTarget();
  const wallets = useOwnMobileMoneyWallets(applies);
  if (!choice || !applies) return null;
  const usable = wallets.data?.filter((wallet) =>
    wallet.paymentMethods.some((method) => method.id === methodId),
  );

  const option = (id: number | null, label: string, detail?: string) => (
    <li key={id ?? 'none'}>
      <label className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-200 p-3 text-sm has-checked:border-emerald-600 has-checked:bg-emerald-50 dark:border-slate-700 dark:has-checked:bg-emerald-950/60">
        <input
          type="radio"
          name="offer-mobile-money-wallet"
          className="mt-0.5 size-4 accent-emerald-700"
          checked={choice.walletId === id}
          onChange={() => choice.setWalletId(id)}
        />
        <span className="min-w-0">
          <span
            className="block font-medium text-slate-900 dark:text-slate-100"
            dir={id === null ? undefined : 'ltr'}
          >
            {label}
          </span>
          {detail ? <span className="block text-slate-600 dark:text-slate-400">{detail}</span> : null}
        </span>
      </label>
    </li>
  );

  return (
    <fieldset className="space-y-3 rounded-xl border border-slate-200 p-4 dark:border-slate-800">
      <legend className="flex items-center gap-2 px-1 text-sm font-semibold text-slate-900 dark:text-slate-50">
        <Smartphone aria-hidden className="size-4" />
        {t('mobileMoney.offer.title')}
      </legend>
      <p className="text-sm text-slate-600 dark:text-slate-400">{t('mobileMoney.offer.hint')}</p>
      {wallets.isError ? (
        <ErrorPanel error={wallets.error} onRetry={() => void wallets.refetch()} />
      ) : !usable ? (
        <SkeletonLines lines={2} />
      ) : (
        <>
          {usable.length === 0 ? (
            <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="offer-mobile-money-empty">
              {t('mobileMoney.offer.empty')}
            </p>
          ) : null}
          <ul className="space-y-2">
            {option(null, t('mobileMoney.offer.none'))}
            {usable.map((wallet) =>
              option(
                wallet.id,
                wallet.phone,
                [wallet.holderName, wallet.paymentMethods.map((method) => method.name).join(', ')].join(
                  ' · ',
                ),
              ),
            )}
          </ul>
        </>
      )}
      <LocalizedLink
        to={paths.account.mobileMoney}
        target="_blank"
        rel="noopener"
        className="inline-flex items-center gap-1.5 text-sm font-medium text-emerald-800 underline underline-offset-4 dark:text-emerald-300"
      >
        <Plus aria-hidden className="size-4" />
        {t('mobileMoney.offer.manage')}
      </LocalizedLink>
    </fieldset>
  );
}
