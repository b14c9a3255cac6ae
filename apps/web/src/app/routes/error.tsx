import { RefreshCw } from 'lucide-react';
import { useTranslation } from '@/lib/use-translation';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { StatusPage } from '@/components/errors/status-page';
import { Button } from '@/components/ui/button';
import { LocalizedLink } from '@/components/ui/link';
import { paths } from '@/config/paths';
import { ApiError, IP_BLOCKED_ERROR_CODE } from '@/lib/api-error';
import { isChunkLoadError } from '@/lib/chunk-errors';
import { IpBlockedRoute } from './ip-blocked';
import { NotFoundRoute } from './not-found';

/**
 * The router's error element: error-404 for unknown routes and API 404s, error-ip-blocked when the
 * API refuses access by place, error-500 (with the request id when the API gave one) for the rest.
 */
export function ErrorRoute() {
  const { t } = useTranslation();
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundRoute />;
  if (error instanceof ApiError && error.status === 404) return <NotFoundRoute />;
  if (error instanceof ApiError && error.code === IP_BLOCKED_ERROR_CODE) return <IpBlockedRoute />;
  const chunkError = isChunkLoadError(error);
  if (!chunkError) console.error(error);
  const requestId = error instanceof ApiError ? error.requestId : undefined;
  return (
    <StatusPage
      code={t('errors.server.code')}
      title={chunkError ? t('errors.modal.reloadTitle') : t('errors.server.title')}
      description={chunkError ? t('errors.modal.reloadDescription') : t('errors.server.description')}
      detail={
        requestId ? (
          <p>
            {t('errorPages.requestId')}{' '}
            <code className="font-mono break-all select-all" data-testid="request-id">
              {requestId}
            </code>
          </p>
        ) : undefined
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
