import { useTranslation } from '@/lib/use-translation';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useLocalizePath } from '@/hooks/use-locale';
import { useCurrentUser } from '@/lib/current-user';
import { DEMO_MARKET_PATH, DemoSession } from '../components/demo-session';
import { TryDemo } from '../components/try-demo';

/** /demo: a guest tries the demo; a demo account finds the market and the way out (decision 044). */
export function DemoRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localize = useLocalizePath();
  const { data: user, isPending } = useCurrentUser();
  return (
    <div className="mx-auto w-full max-w-md px-4 py-10 sm:py-16">
      <title>{t('app.pageTitle', { title: t('demo.title') })}</title>
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900">
        {isPending ? null : user?.isDemoAccount ? (
          <DemoSession onEnded={() => void navigate(localize(paths.home), { replace: true })} />
        ) : user ? (
          <p className="text-sm text-slate-700 dark:text-slate-200">{t('demo.signedIn')}</p>
        ) : (
          <TryDemo onStarted={() => void navigate(localize(DEMO_MARKET_PATH))} />
        )}
      </div>
    </div>
  );
}
