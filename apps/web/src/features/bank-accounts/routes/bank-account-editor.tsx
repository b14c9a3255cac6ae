import type { BankAccountView } from '@p2p/shared';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from '@/lib/use-translation';
import { useNavigate, useParams } from 'react-router';
import { PageHeader } from '@/components/layout/page-header';
import { Alert } from '@/components/ui/alert';
import { Card } from '@/components/ui/card';
import { ErrorPanel } from '@/components/ui/error-panel';
import { LocalizedLink } from '@/components/ui/link';
import { SkeletonLines } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useLocalizePath } from '@/hooks/use-locale';
import { ApiError } from '@/lib/api-error';
import { toast } from '@/lib/toasts';
import { useBankAccount } from '../api/bank-accounts';
import { useCountries, useCurrencies } from '../api/reference';
import { BankAccountForm } from '../components/bank-account-form';

function BackLink() {
  const { t } = useTranslation();
  return (
    <LocalizedLink
      to={paths.account.bankAccounts}
      className="mb-4 inline-flex items-center gap-1.5 text-sm font-medium text-emerald-700 hover:underline dark:text-emerald-400"
    >
      <ArrowLeft aria-hidden className="size-4 rtl:-scale-x-100" />
      {t('bankAccounts.back')}
    </LocalizedLink>
  );
}

/** The form with the countries and currencies it needs, loaded first. */
function EditorCard({ account }: { account?: BankAccountView }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localize = useLocalizePath();
  const countries = useCountries();
  const currencies = useCurrencies();
  const failed = countries.error ?? currencies.error;
  return (
    <Card title={t('bankAccounts.detailsCard')}>
      {countries.data && currencies.data ? (
        <BankAccountForm
          account={account}
          countries={countries.data}
          currencies={currencies.data}
          onSaved={() => {
            toast.success(account ? t('bankAccounts.updated') : t('bankAccounts.created'));
            void navigate(localize(paths.account.bankAccounts));
          }}
          onCancel={() => void navigate(localize(paths.account.bankAccounts))}
        />
      ) : failed ? (
        <ErrorPanel
          error={failed}
          onRetry={() => {
            void countries.refetch();
            void currencies.refetch();
          }}
        />
      ) : (
        <SkeletonLines lines={6} />
      )}
    </Card>
  );
}

/** /account/bank-accounts/new */
export function NewBankAccountRoute() {
  const { t } = useTranslation();
  return (
    <>
      <BackLink />
      <PageHeader title={t('bankAccounts.addTitle')} description={t('bankAccounts.addSubtitle')} />
      <EditorCard />
    </>
  );
}

/** /account/bank-accounts/{id}/edit */
export function EditBankAccountRoute() {
  const { t } = useTranslation();
  const id = Number(useParams().bankAccountId);
  const account = useBankAccount(id);
  const missing =
    !Number.isInteger(id) || id <= 0 || (account.error instanceof ApiError && account.error.status === 404);
  return (
    <>
      <BackLink />
      <PageHeader title={t('bankAccounts.editTitle')} description={t('bankAccounts.editSubtitle')} />
      {missing ? (
        <Alert variant="warning">{t('bankAccounts.notFound')}</Alert>
      ) : account.data ? (
        <EditorCard key={account.data.id} account={account.data} />
      ) : account.isError ? (
        <ErrorPanel error={account.error} onRetry={() => void account.refetch()} />
      ) : (
        <SkeletonLines lines={6} />
      )}
    </>
  );
}
