import { useEffect, useRef } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/layout/page-header';
import { LocalizedLink } from '@/components/ui/link';
import { paths } from '@/config/paths';
import { useUnsubscribeFromEmail } from '../api/unsubscribe';

/** /notifications/unsubscribe?token=: the link of a notification e-mail; works without signing in. */
export function UnsubscribeRoute() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const unsubscribe = useUnsubscribeFromEmail();
  const sent = useRef(false);
  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    unsubscribe.mutate(token);
  }, [token, unsubscribe]);
  return (
    <div className="mx-auto w-full max-w-xl px-4 py-10">
      <PageHeader title={t('notifications.unsubscribe.title')} />
      <div role="status" className="space-y-3 text-sm text-slate-700 dark:text-slate-300">
        {!token ? (
          <p>{t('notifications.unsubscribe.missing')}</p>
        ) : unsubscribe.isSuccess ? (
          <>
            <p>
              {t('notifications.unsubscribe.done', {
                group: t(`notifications.groups.${unsubscribe.data.group}`),
              })}
            </p>
            <p>
              <LocalizedLink
                to={paths.notifications.settings}
                className="font-medium text-emerald-800 underline dark:text-emerald-300"
              >
                {t('notifications.unsubscribe.again')}
              </LocalizedLink>
            </p>
          </>
        ) : unsubscribe.isError ? (
          <p>{t('notifications.unsubscribe.invalid')}</p>
        ) : (
          <p>{t('notifications.unsubscribe.working')}</p>
        )}
      </div>
    </div>
  );
}
