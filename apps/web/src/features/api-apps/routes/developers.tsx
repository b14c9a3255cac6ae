import { API_APPS_PER_USER, type ApiAppWithSecret } from '@p2p/shared';
import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { ErrorPanel } from '@/components/ui/error-panel';
import { SkeletonLines } from '@/components/ui/skeleton';
import { useApiApps } from '../api/get-api-apps';
import { AppCard } from '../components/app-card';
import { ConnectedApps } from '../components/connected-apps';
import { CreateAppForm } from '../components/create-app-form';

/** /account/developers: the user's API apps (OAuth 2.0 clients and apiseal keys). */
export function DevelopersRoute() {
  const { t } = useTranslation();
  const apps = useApiApps();
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<ApiAppWithSecret>();
  const full = (apps.data?.length ?? 0) >= API_APPS_PER_USER;
  return (
    <>
      <PageHeader title={t('apiApps.title')} description={t('apiApps.subtitle')} />
      <div className="space-y-6">
        <section
          aria-labelledby="api-apps-how"
          className="space-y-1 text-sm text-slate-600 dark:text-slate-400"
        >
          <h2 id="api-apps-how" className="font-medium text-slate-900 dark:text-slate-100">
            {t('apiApps.how.title')}
          </h2>
          <p>{t('apiApps.how.oauth')}</p>
          <p>{t('apiApps.how.apiseal')}</p>
        </section>
        {creating ? (
          <CreateAppForm
            onCancel={() => setCreating(false)}
            onCreated={(app) => {
              setCreated(app);
              setCreating(false);
            }}
          />
        ) : (
          <div className="space-y-1">
            <Button type="button" onClick={() => setCreating(true)} disabled={full}>
              {t('apiApps.create.open')}
            </Button>
            {full ? (
              <p className="text-xs text-slate-500 dark:text-slate-400">
                {t('apiApps.limit', { count: API_APPS_PER_USER })}
              </p>
            ) : null}
          </div>
        )}
        {apps.data ? (
          apps.data.length ? (
            <ul className="space-y-4" aria-label={t('apiApps.listLabel')}>
              {apps.data.map((app) => (
                <AppCard key={app.id} app={app} created={created?.id === app.id ? created : undefined} />
              ))}
            </ul>
          ) : (
            <p className="text-sm text-slate-600 dark:text-slate-400">{t('apiApps.empty')}</p>
          )
        ) : apps.isError ? (
          <ErrorPanel error={apps.error} onRetry={() => void apps.refetch()} />
        ) : (
          <SkeletonLines lines={4} />
        )}
        <ConnectedApps />
      </div>
    </>
  );
}
