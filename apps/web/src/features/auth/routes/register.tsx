import { useTranslation } from '@/lib/use-translation';
import { REFERRAL_CODE_PATTERN, REFERRAL_QUERY_PARAM } from '@p2p/shared';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { useLocalizePath } from '@/hooks/use-locale';
import { toast } from '@/lib/toasts';
import { AuthLayout } from '../components/auth-layout';
import { RegisterForm } from '../components/register-form';

export function RegisterRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localize = useLocalizePath();
  const [params] = useSearchParams();
  // Only a well-formed code is sent: a mangled link must not stop anyone from signing up.
  const ref = params.get(REFERRAL_QUERY_PARAM)?.trim().toUpperCase();
  const referralCode = ref && REFERRAL_CODE_PATTERN.test(ref) ? ref : undefined;
  return (
    <AuthLayout title={t('auth.register.title')} subtitle={t('auth.register.subtitle')}>
      <RegisterForm
        referralCode={referralCode}
        onSuccess={() => {
          toast.success(t('auth.register.success'));
          void navigate(localize(paths.home), { replace: true });
        }}
      />
    </AuthLayout>
  );
}
