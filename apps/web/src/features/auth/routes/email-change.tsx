import { useTranslation } from '@/lib/use-translation';
import { useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { LocalizedLink } from '@/components/ui/link';
import { paths } from '@/config/paths';
import { AuthLayout } from '../components/auth-layout';
import { EmailChangeAnswerPanel } from '../components/email-change-answer';

/** /email-change?token=…: both addresses' links of an e-mail change open this page. */
export function EmailChangeRoute() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  return (
    <AuthLayout
      title={t('accountRecovery.emailChange.title')}
      subtitle={t('accountRecovery.emailChange.subtitle')}
    >
      {token ? (
        <EmailChangeAnswerPanel token={token} />
      ) : (
        <Alert variant="warning" role="alert">
          {t('accountRecovery.emailChange.missingToken')}
        </Alert>
      )}
      <p className="mt-6 text-center text-sm">
        <LocalizedLink
          to={paths.account.security}
          className="font-medium text-emerald-700 underline-offset-4 hover:underline dark:text-emerald-400"
        >
          {t('accountRecovery.emailChange.toAccount')}
        </LocalizedLink>
      </p>
    </AuthLayout>
  );
}
