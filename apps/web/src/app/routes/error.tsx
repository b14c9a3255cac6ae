import { RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { StatusPage } from '@/components/errors/status-page';
import { Button } from '@/components/ui/button';
import { LocalizedLink } from '@/components/ui/link';
import { paths } from '@/config/paths';
import { isChunkLoadError } from '@/lib/chunk-errors';
import { NotFoundRoute } from './not-found';

/** The router's error element: error-404 for unknown routes, error-500 for everything else. */
export function ErrorRoute() {
  const { t } = useTranslation();
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundRoute />;
  if (!isChunkLoadError(error)) console.error(error);
  return (
    <StatusPage
      code={t('errors.server.code')}
      title={isChunkLoadError(error) ? t('errors.modal.reloadTitle') : t('errors.server.title')}
      description={
        isChunkLoadError(error) ? t('errors.modal.reloadDescription') : t('errors.server.description')
      }
    >
      <Button onClick={() => window.location.reload()}>
        <RefreshCw aria-hidden className="size-4" />
        {t('errors.server.reload')}
      </Button>
      <Button asChild variant="secondary">
        <LocalizedLink to={paths.home} reloadDocument>
          {t('errors.server.home')}
        </LocalizedLink>
      </Button>
    </StatusPage>
  );
}
