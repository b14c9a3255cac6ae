import { useTranslation } from '@/lib/use-translation';
import { LocalizedLink } from '@/components/ui/link';
import { useNavigate, useSearchParams } from 'react-router';
import { paths, REDIRECT_QUERY_PARAM } from '@/config/paths';
import { useLocalizePath } from '@/hooks/use-locale';
import { safeRedirectTarget } from '@/lib/safe-redirect';
import { toast } from '@/lib/toasts';
import { AuthLayout } from '../components/auth-layout';
import { LoginForm } from '../components/login-form';

export function LoginRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localize = useLocalizePath();
  const [searchParams] = useSearchParams();
  return (
    <AuthLayout title={t('auth.login.title')} subtitle={t('auth.login.subtitle')}>
      <LoginForm
        onSuccess={() => {
          toast.success(t('auth.login.success'));
          void navigate(safeRedirectTarget(searchParams.get(REDIRECT_QUERY_PARAM), localize(paths.home)), {
            replace: true,
          });
        }}
      />
      <p className="mt-6 text-center text-sm">
        <LocalizedLink
          to={paths.demo}
          className="font-medium text-emerald-700 underline-offset-4 hover:underline dark:text-emerald-400"
        >
          {t('demo.loginLink')}
        </LocalizedLink>
      </p>
    </AuthLayout>
  );
}
