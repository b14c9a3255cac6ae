import { useFormContext } from 'react-hook-form';
import { useTranslation } from '@/lib/use-translation';
import { FormError } from '@/components/ui/field';
import { useLocale } from '@/hooks/use-locale';
import { usePaymentMethods } from '@/lib/payment-methods';
import type { EditorValues } from '../../lib/editor-values';
import { useContext } from 'react';
import { useOwnBankAccounts } from '../../api/offer-bank-accounts';
import { useTags } from '../../api/get-tags';
import { EditorBankAccountsContext, useBankTransferTarget } from './bank-accounts-section';
import { PricePreviewBox } from './price-preview-box';
import { reviewRows } from './review-rows';

/** Country names in the page's language, by ISO code. */
function useCountryNames(): (code: string) => string {
  const locale = useLocale();
  let names: Intl.DisplayNames | undefined;
  try {
    names = new Intl.DisplayNames([locale], { type: 'region' });
  } catch {
    names = undefined;
  }
  return (code) => names?.of(code.toUpperCase()) ?? code;
}

/** Step 5: everything the editor collected, before it is published (see reviewRows). */
export function StepReview() {
  const { t } = useTranslation();
  const {
    getValues,
    formState: { errors },
  } = useFormContext<EditorValues>();
  const methods = usePaymentMethods(useLocale());
  const values = getValues();
  const method = methods.data?.find(
    (item) => item.slug === values.payment_method_slug || item.id === values.payment_method_id,
  );
  const tags = useTags();
  const { isBankTransfer, fiatCurrencyId } = useBankTransferTarget();
  const chosenAccounts = useContext(EditorBankAccountsContext);
  const ownAccounts = useOwnBankAccounts(fiatCurrencyId, isBankTransfer && fiatCurrencyId !== undefined);
  const countryNames = useCountryNames();
  const rows = reviewRows(
    values,
    {
      paymentMethod: method?.name,
      tag: (slug) => tags.data?.find((tag) => tag.slug === slug)?.name ?? slug,
      country: countryNames,
      bankAccounts:
        isBankTransfer && chosenAccounts
          ? chosenAccounts.ids.map((id) => {
              const account = ownAccounts.data?.find((item) => item.id === id);
              return account ? [account.holderName, account.bankName].filter(Boolean).join(' · ') : `#${id}`;
            })
          : null,
    },
    (key, options) => String(t(key as never, options as never)),
  );
  return (
    <div className="space-y-5">
      <dl className="divide-y divide-slate-100 rounded-xl border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
        {rows.map(([label, value]) => (
          // Phones: the label above its value (beside it, a 12rem label left the terms one word a line).
          <div
            key={label}
            className="grid gap-0.5 px-4 py-2.5 text-sm sm:grid-cols-[minmax(0,12rem)_minmax(0,1fr)] sm:gap-3"
          >
            <dt className="text-slate-600 dark:text-slate-400">{label}</dt>
            <dd className="font-medium break-words text-slate-900 dark:text-white">{value}</dd>
          </div>
        ))}
      </dl>
      <PricePreviewBox />
      <FormError error={errors.root?.server} />
    </div>
  );
}
