import type { BankAccountView } from '@p2p/shared';
import { Landmark, Pencil } from 'lucide-react';
import { useTranslation } from '@/lib/use-translation';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { LocalizedLink } from '@/components/ui/link';
import { paths } from '@/config/paths';
import { numbersOfAccount } from '../lib/account-numbers';
import { AccountNumberList } from './bank-account-details';
import { DeleteBankAccountButton } from './delete-bank-account';

/** One account of the list page: who holds it, where, its numbers, and the edit and delete actions. */
export function BankAccountCard({ account }: { account: BankAccountView }) {
  const { t } = useTranslation();
  return (
    <li
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900"
      aria-label={account.holderName}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 items-start gap-3">
          <span className="mt-0.5 rounded-lg bg-emerald-50 p-2 text-emerald-700 dark:bg-emerald-950/60 dark:text-emerald-300">
            <Landmark aria-hidden className="size-5" />
          </span>
          <div className="min-w-0">
            <h2 className="font-semibold text-slate-900 dark:text-slate-50">{account.holderName}</h2>
            <p className="text-sm text-slate-600 dark:text-slate-400">
              {account.bankName ?? t('bankAccounts.list.bankUnknown')} · {account.countryName}
            </p>
          </div>
        </div>
        <div className="flex items-center gap-2">
          <Badge>{t(`bankAccounts.types.${account.accountType}`)}</Badge>
          <Badge variant="success">{account.fiatCurrencyCode}</Badge>
        </div>
      </div>
      <div className="mt-4">
        <AccountNumberList form={account.form} numbers={numbersOfAccount(account)} />
      </div>
      <div className="mt-4 flex flex-wrap justify-end gap-2 border-t border-slate-100 pt-3 dark:border-slate-800">
        <Button variant="ghost" size="sm" asChild>
          <LocalizedLink
            to={paths.account.editBankAccount(account.id)}
            aria-label={t('bankAccounts.list.editAccount', { holder: account.holderName })}
          >
            <Pencil aria-hidden className="size-4" />
            {t('bankAccounts.list.edit')}
          </LocalizedLink>
        </Button>
        <DeleteBankAccountButton account={account} />
      </div>
    </li>
  );
}
