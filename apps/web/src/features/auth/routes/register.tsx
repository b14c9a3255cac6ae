import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useLocalizePath } from '@/hooks/use-locale';
import { toast } from '@/lib/toasts';
import { AuthLayout } from '../components/auth-layout';
import { RegisterForm } from '../components/register-form';

export function RegisterRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localize = useLocalizePath();
  return (
    <AuthLayout title={t('auth.register.title')} subtitle={t('auth.register.subtitle')}>
      <RegisterForm
        onSuccess={() => {
          toast.success(t('auth.register.success'));
          void navigate(localize(paths.home), { replace: true });
        }}
      />
    </AuthLayout>
  );
}
