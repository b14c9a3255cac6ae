import type { OfferListingCard } from '@p2p/shared';
import { SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/use-translation';
import type { OfferSourceId } from '../utils/view-offer-query';
import { OfferCard } from './offer-card';

/** Offer cards, or the empty state with an optional action (clear the filters). */
export function OfferList({
  offers,
  sourceId,
  fiatMin,
  emptyText,
  emptyHint,
  emptyAction,
  label,
  cardAction,
}: {
  offers: OfferListingCard[];
  sourceId: OfferSourceId;
  fiatMin?: string;
  emptyText: string;
  /** What to try next; the filters hint by default. */
  emptyHint?: string;
  emptyAction?: ReactNode;
  label: string;
  /** A control for each card (the favourites' remove button). */
  cardAction?: (offer: OfferListingCard) => ReactNode;
}) {
  const { t } = useTranslation();
  if (offers.length === 0) {
    return (
      <div
        role="status"
        className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 px-6 py-12 text-center dark:border-slate-700"
      >
        <SearchX aria-hidden className="size-8 text-slate-400" />
        <p className="font-medium text-slate-800 dark:text-slate-200">{emptyText}</p>
        {emptyAction ? (
          <>
            <p className="text-sm text-slate-600 dark:text-slate-400">
              {emptyHint ?? t('marketplace.listing.emptyHint')}
            </p>
            {emptyAction}
          </>
        ) : null}
      </div>
    );
  }
  return (
    <ul aria-label={label} className="space-y-3">
      {offers.map((offer) => (
        <li key={offer.offerHash}>
          <OfferCard offer={offer} sourceId={sourceId} fiatMin={fiatMin} extraAction={cardAction?.(offer)} />
        </li>
      ))}
    </ul>
  );
}
