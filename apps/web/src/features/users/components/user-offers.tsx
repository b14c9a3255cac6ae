import type { OfferListingCard, OfferType } from '@p2p/shared';
import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ErrorPanel } from '@/components/ui/error-panel';
import { LocalizedLink } from '@/components/ui/link';
import { Pagination } from '@/components/ui/pagination';
import { SkeletonLines } from '@/components/ui/skeleton';
import { useLocale } from '@/hooks/use-locale';
import { formatFiat } from '@/lib/format';
import { ACTIVE_OFFERS_PAGE_SIZE, useActiveOffers } from '../api/get-active-offers';
import { paths } from '@/config/paths';

const money = (value: string, currency: string, locale: string) =>
  formatFiat(value, currency, value.split('.')[1]?.length ?? 0, locale);

function OfferRow({ offer }: { offer: OfferListingCard }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const currency = offer.fiatCurrencyCode;
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3" data-testid="profile-offer">
      <div className="min-w-0">
        <p className="font-medium text-slate-900 dark:text-white">
          {offer.paymentMethod.name}{' '}
          <span className="text-sm font-normal text-slate-500 dark:text-slate-400">
            {offer.cryptoCurrencyCode} / {currency}
          </span>
        </p>
        <p className="text-sm text-slate-600 tabular-nums dark:text-slate-400">
          {money(offer.fiatPricePerCrypto, currency, locale)} ·{' '}
          {offer.amountType === 'predefined'
            ? offer.predefinedAmounts.map((amount) => money(amount, currency, locale)).join(', ')
            : t('marketplace.card.range', {
                min: money(offer.fiatLimitMin, currency, locale),
                max: money(offer.fiatLimitMax, currency, locale),
              })}
        </p>
        {offer.tags.length > 0 ? (
          <div className="mt-1 flex flex-wrap gap-1">
            {offer.tags.map((tag) => (
              <Badge key={tag.slug}>{tag.name}</Badge>
            ))}
          </div>
        ) : null}
      </div>
      <Button asChild size="sm">
        <LocalizedLink to={`${paths.offer(offer.offerHash)}?sourceId=profile`}>
          {offer.type === 'sell' ? t('marketplace.card.buy') : t('marketplace.card.sell')}
        </LocalizedLink>
      </Button>
    </li>
  );
}

/** One side of the user's active offers, 10 at a time. */
function OfferSide({ username, type }: { username: string; type: OfferType }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const offers = useActiveOffers(username, type, (page - 1) * ACTIVE_OFFERS_PAGE_SIZE);
  let body;
  if (offers.isPending) body = <SkeletonLines lines={3} />;
  else if (offers.isError) body = <ErrorPanel error={offers.error} onRetry={() => void offers.refetch()} />;
  else if (offers.data.offers.length === 0)
    body = (
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {t('marketplace.profileOffers.empty', { username })}
      </p>
    );
  else
    body = (
      <div className="space-y-3">
        <ul className="divide-y divide-slate-100 dark:divide-slate-800">
          {offers.data.offers.map((offer) => (
            <OfferRow key={offer.offerHash} offer={offer} />
          ))}
        </ul>
        <Pagination
          page={page}
          lastPage={Math.max(offers.data.meta.lastPage, 1)}
          disabled={offers.isPlaceholderData}
          onPageChange={setPage}
        />
      </div>
    );
  return (
    <Card
      title={type === 'sell' ? t('marketplace.profileOffers.selling') : t('marketplace.profileOffers.buying')}
    >
      {body}
    </Card>
  );
}

/** The offers tab of a public profile: what the user sells and buys now. */
export function UserOffers({ username }: { username: string }) {
  return (
    <div className="space-y-6">
      <OfferSide username={username} type="sell" />
      <OfferSide username={username} type="buy" />
    </div>
  );
}
