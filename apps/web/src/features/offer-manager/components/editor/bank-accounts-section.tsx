import { BANK_TRANSFERS_GROUP_ID, OFFER_BANK_ACCOUNTS_MAX } from '@p2p/shared';
import { Landmark, Plus } from 'lucide-react';
import { createContext, useContext } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import { useTranslation } from '@/lib/use-translation';
import { ErrorPanel } from '@/components/ui/error-panel';
import { LocalizedLink } from '@/components/ui/link';
import { SkeletonLines } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useLocale } from '@/hooks/use-locale';
import { usePaymentMethods } from '@/lib/payment-methods';
import { useCurrencies } from '../../api/get-currencies';
import { useOwnBankAccounts } from '../../api/offer-bank-accounts';
import type { EditorValues } from '../../lib/editor-values';

/** The editor's choice of bank accounts: kept beside the form (its own endpoint saves it). */
export interface EditorBankAccounts {
  ids: number[];
  setIds: (ids: number[]) => void;
}

export const EditorBankAccountsContext = createContext<EditorBankAccounts | null>(null);

/** Whether the form's payment method is a bank transfer, and the fiat currency id it is in. */
export function useBankTransferTarget(control?: Control<EditorValues>): {
  isBankTransfer: boolean;
  fiatCurrencyId: number | undefined;
} {
  const [slug, methodId, currencyCode] = useWatch<EditorValues>({
    control,
    name: ['payment_method_slug', 'payment_method_id', 'fiat_currency_code'],
  }) as [string | undefined, number | undefined, string | undefined];
  const methods = usePaymentMethods(useLocale());
  const currencies = useCurrencies();
  const method = methods.data?.find((item) => item.slug === slug || item.id === methodId);
  const currency = currencies.data?.find((item) => item.code === (currencyCode ?? '').toUpperCase());
  return {
    isBankTransfer: method?.payment_method_group_id === BANK_TRANSFERS_GROUP_ID,
    fiatCurrencyId: currency?.id,
  };
}

/**
 * "Bank accounts" of the editor, for bank-transfer offers: the vendor ticks which of their accounts in
 * the offer's currency the offer shows (shared with the buyer in the trade), or adds one.
 */
export function BankAccountsSection() {
  const { t } = useTranslation();
  const choice = useContext(EditorBankAccountsContext);
  const { isBankTransfer, fiatCurrencyId } = useBankTransferTarget();
  const accounts = useOwnBankAccounts(fiatCurrencyId, isBankTransfer && fiatCurrencyId !== undefined);
  if (!choice || !isBankTransfer) return null;
  const full = choice.ids.length >= OFFER_BANK_ACCOUNTS_MAX;

  return (
    <fieldset className="space-y-3 rounded-xl border border-slate-200 p-4 dark:border-slate-800">
      <legend className="flex items-center gap-2 px-1 text-sm font-semibold text-slate-900 dark:text-slate-50">
        <Landmark aria-hidden className="size-4" />
        {t('offerBankAccounts.title')}
      </legend>
      <p className="text-sm text-slate-600 dark:text-slate-400">{t('offerBankAccounts.hint')}</p>
      {accounts.isError ? (
        <ErrorPanel error={accounts.error} onRetry={() => void accounts.refetch()} />
      ) : !accounts.data ? (
        <SkeletonLines lines={2} />
      ) : accounts.data.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="offer-bank-accounts-empty">
          {t('offerBankAccounts.empty')}
        </p>
      ) : (
        <ul className="space-y-2">
          {accounts.data.map((account) => {
            const checked = choice.ids.includes(account.id);
            return (
              <li key={account.id}>
                <label className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-200 p-3 text-sm has-checked:border-emerald-600 has-checked:bg-emerald-50 has-disabled:opacity-50 dark:border-slate-700 dark:has-checked:bg-emerald-950/60">
                  <input
                    type="checkbox"
                    className="mt-0.5 size-4 accent-emerald-700"
                    checked={checked}
                    disabled={!checked && full}
                    onChange={() =>
                      choice.setIds(
                        checked ? choice.ids.filter((id) => id !== account.id) : [...choice.ids, account.id],
                      )
                    }
                  />
                  <span className="min-w-0">
                    <span className="block font-medium text-slate-900 dark:text-slate-100">
                      {account.holderName} · {account.fiatCurrencyCode}
                    </span>
                    <span className="block text-slate-600 dark:text-slate-400">
                      {[account.bankName, account.countryName].filter(Boolean).join(' · ')}
                    </span>
                  </span>
                </label>
              </li>
            );
          })}
        </ul>
      )}
      <LocalizedLink
        to={paths.account.newBankAccount}
        target="_blank"
        rel="noopener"
        className="inline-flex items-center gap-1.5 text-sm font-medium text-emerald-800 underline underline-offset-4 dark:text-emerald-300"
      >
        <Plus aria-hidden className="size-4" />
        {t('offerBankAccounts.add')}
      </LocalizedLink>
    </fieldset>
  );
}
