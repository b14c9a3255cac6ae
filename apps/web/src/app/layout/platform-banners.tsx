import type { PlatformStatus } from '@p2p/shared';
import { useTranslation } from '@/lib/use-translation';
import { Alert } from '@/components/ui/alert';
import { formatDateTime } from '@/lib/format';

/**
 * The banners every visitor sees (decision 036): the operator's message (adminAlert), maintenance
 * announced in advance and the trading halts. Account banners follow them in the same area.
 */
export function PlatformBanners({ status }: { status: PlatformStatus }) {
  const { t, i18n } = useTranslation();
  const when = (iso: string) => formatDateTime(iso, i18n.language);
  const allHalted = status.halts.some((halt) => halt.coin === null);
  const haltedCoins = status.halts.flatMap((halt) => (halt.coin ? [halt.coin] : []));
  return (
    <>
      {status.adminAlert ? (
        <Alert role="status" variant={status.adminAlert.level} data-banner="adminAlert">
          <p>
            <strong className="font-semibold">{t('platform.banners.adminAlert')}</strong>{' '}
            <span className="whitespace-pre-line break-words">{status.adminAlert.message}</span>
          </p>
        </Alert>
      ) : null}
      {status.halts.length > 0 ? (
        <Alert role="alert" variant="danger" data-banner="tradingHalt">
          <p>
            <strong className="font-semibold">
              {allHalted
                ? t('platform.banners.haltAll')
                : t('platform.banners.haltCoins', { coins: haltedCoins.join(', ') })}
            </strong>{' '}
            {t('platform.banners.haltText')}
          </p>
        </Alert>
      ) : null}
      {status.scheduledMaintenance.map((window) => (
        <Alert key={window.id} role="status" variant="info" data-banner="scheduledMaintenance">
          <p>
            <strong className="font-semibold">
              {t('platform.banners.scheduled', {
                start: when(window.startsAt),
                end: when(window.expectedEndAt),
              })}
            </strong>
            {window.message ? <span className="block break-words">{window.message}</span> : null}
          </p>
        </Alert>
      ))}
    </>
  );
}
