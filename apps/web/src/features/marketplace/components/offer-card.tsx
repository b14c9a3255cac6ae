import type { OfferListingCard } from '@p2p/shared';
import clsx from 'clsx';
import { Clock, Pin, Star } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { DemoBadge } from '@/components/demo-badge';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { LocalizedLink } from '@/components/ui/link';
import { useLocale } from '@/hooks/use-locale';
import { useReferenceNames } from '@/lib/reference-names';
import { viewOfferPath, type OfferSourceId } from '../utils/view-offer-query';
import { formatMargin, formatMoney } from './offer-amounts';
import { OfferAvailable } from './offer-available';
import { OwnerSummary } from './owner-summary';
import { RequirementBadges } from './requirement-badges';

/** One offer of a listing (trading.md §3 "Offer listing card"). */
export function OfferCard({
  offer,
  sourceId = 'listing',
  fiatMin,
  extraAction,
}: {
  offer: OfferListingCard;
  sourceId?: OfferSourceId;
  fiatMin?: string;
  /** A control of the card's own (remove from favourites), above the card-wide link. */
  extraAction?: ReactNode;
}) {
  const { t } = useTranslation();
  const names = useReferenceNames();
  const locale = useLocale();
  const currency = offer.fiatCurrencyCode;
  const money = (value: string) => formatMoney(value, currency, locale);
  // The card's button says what the visitor does: a vendor's sell offer is where the visitor buys.
  const action = offer.type === 'sell' ? t('marketplace.card.buy') : t('marketplace.card.sell');
  const href = viewOfferPath(offer.offerHash, { sourceId, fiatMin });
  return (
    <article
      aria-label={t('marketplace.card.open', { username: offer.owner.username })}
      data-testid="offer-card"
      data-offer-hash={offer.offerHash}
      className={clsx(
        // relative: the action link stretches over the whole card, so a tap anywhere opens the offer.
        'relative grid gap-4 rounded-2xl border bg-white p-4 shadow-sm transition-colors hover:border-emerald-400 sm:grid-cols-[minmax(0,1.3fr)_minmax(0,1fr)_auto] sm:items-center lg:grid-cols-[minmax(0,1fr)_minmax(0,1.8fr)_auto] dark:bg-slate-900 dark:hover:border-emerald-700',
        offer.isFeatured
          ? 'border-emerald-300 dark:border-emerald-800'
          : 'border-slate-200 dark:border-slate-800',
        !offer.isAvailable && 'opacity-75',
      )}
    >
      <div className="min-w-0 space-y-2">
        <OwnerSummary owner={offer.owner} />
        <div className="flex flex-wrap items-center gap-1.5">
          <span className="text-sm font-medium text-slate-800 dark:text-slate-200">
            {offer.paymentMethod.name}
          </span>
          <DemoBadge />
          {offer.isFeatured ? (
            <Badge variant="success">
              <Star aria-hidden className="size-3" />
              {t('marketplace.card.featured')}
            </Badge>
          ) : null}
          {offer.isStickied ? (
            <Badge>
              <Pin aria-hidden className="size-3" />
              {t('marketplace.card.stickied')}
            </Badge>
          ) : null}
          {offer.cashback.withCashback ? (
            <Badge variant="success">
              {t('marketplace.card.cashback', { percent: offer.cashback.cashbackPercent })}
            </Badge>
          ) : null}
          {!offer.isAvailable ? <Badge variant="danger">{t('marketplace.card.unavailable')}</Badge> : null}
        </div>
        {offer.tags.length > 0 ? (
          <ul className="flex flex-wrap gap-1.5" aria-label={t('marketplace.offer.tags')}>
            {offer.tags.map((tag) => (
              <li key={tag.slug}>
                <Badge>{names.tag(tag.slug, tag.name)}</Badge>
              </li>
            ))}
          </ul>
        ) : null}
        <RequirementBadges offer={offer} />
      </div>
      <div>
        {/* Phones: two columns; a narrow middle column: one; wide screens: price, limits and available
        side by side, as the columns of a market table. */}
        <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-1 lg:grid-cols-3 [&>div]:min-w-0">
          <div>
            <dt className="text-xs text-slate-500 dark:text-slate-400">
              {t('marketplace.card.price', { code: offer.cryptoCurrencyCode })}
            </dt>
            <dd
              // The margin wraps under a long price instead of running into the limits beside it.
              className="flex flex-wrap items-baseline gap-x-2 text-lg font-semibold text-slate-900 tabular-nums dark:text-white"
              data-testid="offer-price"
            >
              <span className="break-all">{money(offer.fiatPricePerCrypto)}</span>
              <span className="text-xs font-medium whitespace-nowrap text-slate-500 dark:text-slate-400">
                <span className="sr-only">{t('marketplace.card.margin')}: </span>
                {formatMargin(offer.margin)}
              </span>
            </dd>
          </div>
          <div>
            <dt className="text-xs text-slate-500 dark:text-slate-400">
              {offer.amountType === 'predefined'
                ? t('marketplace.card.amounts')
                : t('marketplace.card.limits')}
            </dt>
            <dd className="text-slate-800 tabular-nums dark:text-slate-200" data-testid="offer-limits">
              {offer.amountType === 'predefined'
                ? offer.predefinedAmounts.map(money).join(', ')
                : t('marketplace.card.range', {
                    min: money(offer.fiatLimitMin),
                    max: money(offer.fiatLimitMax),
                  })}
            </dd>
          </div>
          <OfferAvailable offer={offer} />
        </dl>
        <p className="mt-1 flex flex-wrap items-center gap-1 text-xs text-slate-500 dark:text-slate-400">
          <Clock aria-hidden className="size-3.5" />
          {t('marketplace.card.paymentWindow', { minutes: offer.paymentWindowMinutes })}
          {offer.location.city || offer.location.country ? (
            <span className="ms-2">
              <span className="sr-only">{t('marketplace.card.location')}: </span>
              {[offer.location.city, offer.location.subdivision, offer.location.country]
                .filter(Boolean)
                .join(', ')}
            </span>
          ) : null}
        </p>
      </div>
      <div className="flex flex-col gap-2 sm:items-end">
        <Button asChild className="w-full sm:w-auto">
          <LocalizedLink
            to={href}
            className="after:absolute after:inset-0 after:rounded-2xl after:content-['']"
          >
            {action}
            <span className="sr-only">
              {' '}
              {offer.cryptoCurrencyCode} — {offer.owner.username}
            </span>
          </LocalizedLink>
        </Button>
        {extraAction ? <div className="relative z-10">{extraAction}</div> : null}
      </div>
    </article>
  );
}
