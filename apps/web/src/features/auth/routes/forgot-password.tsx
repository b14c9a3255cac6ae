import { useTranslation } from '@/lib/use-translation';
import { AuthLayout } from '../components/auth-layout';
import { ForgotPasswordForm } from '../components/forgot-password-form';

/** /forgot-password: ask for a link to choose a new password. */
export function ForgotPasswordRoute() {
  const { t } = useTranslation();
  return (
    <AuthLayout title={t('accountRecovery.forgot.title')} subtitle={t('accountRecovery.forgot.subtitle')}>
      <ForgotPasswordForm />
    </AuthLayout>
  );
}
