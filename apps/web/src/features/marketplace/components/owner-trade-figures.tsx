import type { OfferOwner } from '@p2p/shared';
import { Gauge, Timer } from 'lucide-react';
import { useTranslation } from '@/lib/use-translation';
import { useLocale } from '@/hooks/use-locale';

/**
 * A duration in the largest unit that keeps it readable: minutes (at least one) under an hour,
 * hours (one decimal) under two days, days beyond.
 * @example formatReleaseDuration(300, 'en') // '5 min'
 */
export function formatReleaseDuration(seconds: number, locale: string): string {
  const minutes = Math.max(1, Math.round(seconds / 60));
  const unit = (value: number, name: 'minute' | 'hour' | 'day') =>
    new Intl.NumberFormat(locale, {
      style: 'unit',
      unit: name,
      unitDisplay: 'short',
      maximumFractionDigits: 1,
    }).format(value);
  if (minutes < 60) return unit(minutes, 'minute');
  if (minutes < 48 * 60) return unit(Math.round(minutes / 6) / 10, 'hour');
  return unit(Math.round(minutes / 144) / 10, 'day');
}

/**
 * What traders decide by, from the vendor's kept statistics (decision 035): the share of their
 * finished trades that completed and how long they take to release once paid. Nothing is shown for a
 * figure they have no trades for yet.
 */
export function OwnerTradeFigures({
  owner,
}: {
  owner: Pick<OfferOwner, 'completionRate' | 'avgReleaseSeconds'>;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const rate = owner.completionRate ?? null;
  const release = owner.avgReleaseSeconds ?? null;
  return (
    <>
      {rate !== null ? (
        <span className="inline-flex items-center gap-1" data-testid="owner-completion-rate">
          <Gauge aria-hidden className="size-3.5" />
          {t('marketplace.card.completionRate', { rate })}
        </span>
      ) : null}
      {release !== null ? (
        <span className="inline-flex items-center gap-1" data-testid="owner-release-time">
          <Timer aria-hidden className="size-3.5" />
          {t('marketplace.card.releaseTime', { duration: formatReleaseDuration(release, locale) })}
        </span>
      ) : null}
    </>
  );
}
