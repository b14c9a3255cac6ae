import { useTranslation } from '@/lib/use-translation';
import { PageHeader } from '@/components/layout/page-header';
import { LocalizedLink } from '@/components/ui/link';
import { paths } from '@/config/paths';
import { LoginHistoryList } from '../components/login-history-list';

/** /account/security/login-history: the sign-ins of this account. */
export function LoginHistoryRoute() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('security.title')} />
      <div className="space-y-4">
        <LocalizedLink
          to={paths.account.security}
          className="text-sm font-medium text-emerald-700 underline underline-offset-4 dark:text-emerald-400"
        >
          ← {t('accountActivity.history.back')}
        </LocalizedLink>
        <LoginHistoryList />
      </div>
    </>
  );
}
