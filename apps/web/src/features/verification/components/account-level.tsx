import type { CurrentUser } from '@p2p/shared';
import { useTranslation } from '@/lib/use-translation';
import { Card } from '@/components/ui/card';
import { ErrorPanel } from '@/components/ui/error-panel';
import { SkeletonLines } from '@/components/ui/skeleton';
import { useLocale } from '@/hooks/use-locale';
import { formatAmount } from '@/lib/format';
import { useKycCheck } from '../api/get-kyc-check';

/** The accountLevel fragment: the level by name and number, and what it allows. */
export function AccountLevel({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const check = useKycCheck(user.currency);

  return (
    <Card title={t('verification.level.title')} description={t('verification.level.description')}>
      {check.isPending ? (
        <SkeletonLines lines={3} />
      ) : check.isError ? (
        <ErrorPanel error={check.error} onRetry={() => void check.refetch()} />
      ) : (
        <div className="flex flex-col gap-6 sm:flex-row sm:items-center">
          <div className="flex items-center gap-4">
            <span
              className="grid size-16 place-items-center rounded-2xl bg-emerald-700 text-xl font-bold text-white dark:bg-emerald-500 dark:text-slate-950"
              aria-hidden
            >
              {check.data.levelName}
            </span>
            <p className="text-sm text-slate-600 dark:text-slate-400">
              <span
                className="block text-lg font-semibold text-slate-900 dark:text-white"
                data-testid="level-name"
              >
                {t('verification.level.current', { level: check.data.levelName })}
              </span>
              {t('verification.level.numeric', { number: check.data.level })}
            </p>
          </div>
          <dl className="grid flex-1 grid-cols-2 gap-x-6 gap-y-3 text-sm lg:grid-cols-4">
            {(
              [
                ['perTrade', check.data.perTradeLimit],
                ['lifetime', check.data.lifetimeLimit],
                ['used', check.data.usedTradingVolume],
                ['remaining', check.data.unusedTradingVolumeInFiatCurrency],
              ] as const
            ).map(([key, value]) => (
              <div key={key}>
                <dt className="text-slate-500 dark:text-slate-400">
                  {t(`verification.level.limits.${key}`)}
                </dt>
                <dd className="mt-0.5 font-semibold text-slate-900 tabular-nums dark:text-white">
                  {value === null
                    ? t('common.noLimit')
                    : formatAmount(value, check.data.amountsCurrencyCode, locale)}
                </dd>
              </div>
            ))}
          </dl>
        </div>
      )}
      {check.data?.note ? (
        <p className="mt-4 text-xs text-slate-500 dark:text-slate-400">{check.data.note}</p>
      ) : null}
    </Card>
  );
}
