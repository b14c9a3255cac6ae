import { useTranslation } from '@/lib/use-translation';
import { useNavigate, useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { LocalizedLink } from '@/components/ui/link';
import { paths } from '@/config/paths';
import { useLocalizePath } from '@/hooks/use-locale';
import { toast } from '@/lib/toasts';
import { AuthLayout } from '../components/auth-layout';
import { ResetPasswordForm } from '../components/reset-password-form';

/** /reset-password?token=…: the page the mailed link opens. */
export function ResetPasswordRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localize = useLocalizePath();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  return (
    <AuthLayout title={t('accountRecovery.reset.title')} subtitle={t('accountRecovery.reset.subtitle')}>
      {token ? (
        <ResetPasswordForm
          token={token}
          onSuccess={() => {
            toast.success(t('accountRecovery.reset.success'));
            void navigate(localize(paths.login), { replace: true });
          }}
        />
      ) : (
        <Alert variant="warning" role="alert">
          <p>{t('accountRecovery.reset.missingToken')}</p>
          <LocalizedLink
            to={paths.forgotPassword}
            className="mt-1 inline-block font-medium underline underline-offset-4"
          >
            {t('accountRecovery.reset.askAgain')}
          </LocalizedLink>
        </Alert>
      )}
    </AuthLayout>
  );
}
