import { Landmark, Plus } from 'lucide-react';
import { useTranslation } from '@/lib/use-translation';
import { PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { ErrorPanel } from '@/components/ui/error-panel';
import { LocalizedLink } from '@/components/ui/link';
import { SkeletonLines } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useBankAccounts } from '../api/bank-accounts';
import { BankAccountCard } from '../components/bank-account-card';

/** /account/bank-accounts: the user's accounts, with add, edit and delete. */
export function BankAccountsRoute() {
  const { t } = useTranslation();
  const accounts = useBankAccounts();
  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-x-6">
        <div className="min-w-0 flex-1 basis-80">
          <PageHeader title={t('bankAccounts.title')} description={t('bankAccounts.subtitle')} />
        </div>
        <Button asChild className="mb-6 shrink-0">
          <LocalizedLink to={paths.account.newBankAccount}>
            <Plus aria-hidden className="size-4" />
            {t('bankAccounts.add')}
          </LocalizedLink>
        </Button>
      </div>
      {accounts.data ? (
        accounts.data.length > 0 ? (
          <ul aria-label={t('bankAccounts.list.label')} className="space-y-4">
            {accounts.data.map((account) => (
              <BankAccountCard key={account.id} account={account} />
            ))}
          </ul>
        ) : (
          <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 px-6 py-12 text-center dark:border-slate-700">
            <Landmark aria-hidden className="size-8 text-slate-400" />
            <p className="mt-3 font-medium text-slate-900 dark:text-slate-100">
              {t('bankAccounts.list.empty')}
            </p>
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
              {t('bankAccounts.list.emptyHint')}
            </p>
          </div>
        )
      ) : accounts.isError ? (
        <ErrorPanel error={accounts.error} onRetry={() => void accounts.refetch()} />
      ) : (
        <SkeletonLines lines={4} />
      )}
    </>
  );
}
