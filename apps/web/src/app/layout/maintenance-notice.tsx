import type { MaintenanceWindow, PlatformStatus } from '@p2p/shared';
import { Wrench } from 'lucide-react';
import { useTranslation } from '@/lib/use-translation';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/format';
import { stripLocale } from '@/lib/locale-path';

/**
 * The spec's maintenanceInfo: the whole page while the platform is down for maintenance, with the
 * expected end. Staff never see it (the API still answers them); sign-in stays reachable.
 */
export function MaintenanceNotice({ window }: { window: MaintenanceWindow }) {
  const { t, i18n } = useTranslation();
  return (
    <section
      aria-labelledby="maintenance-title"
      data-testid="maintenance-notice"
      className="mx-auto flex w-full max-w-xl flex-1 flex-col items-center justify-center gap-4 px-4 py-16 text-center"
    >
      <Wrench aria-hidden className="size-12 text-amber-600 dark:text-amber-400" />
      <h1 id="maintenance-title" className="text-2xl font-semibold">
        {t('platform.maintenance.title')}
      </h1>
      <p className="text-slate-700 dark:text-slate-300">{t('platform.maintenance.text')}</p>
      {window.message ? (
        <p className="whitespace-pre-line break-words text-slate-700 dark:text-slate-300">{window.message}</p>
      ) : null}
      <p className="font-medium">
        {t('platform.maintenance.expectedEnd', { end: formatDateTime(window.expectedEndAt, i18n.language) })}
      </p>
    </section>
  );
}

/**
 * The maintenance window to show instead of the page: none for staff (the API answers them) and none
 * on the sign-in page, so staff can sign in.
 */
export function maintenanceToShow(
  status: PlatformStatus | undefined,
  viewer: { isStaff: boolean; pathname: string },
): MaintenanceWindow | null {
  if (!status?.maintenance || viewer.isStaff) return null;
  if (stripLocale(viewer.pathname) === paths.login) return null;
  return status.maintenance;
}
