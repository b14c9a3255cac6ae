import type { OfferListingCard } from '@p2p/shared';
import { Badge } from '@/components/ui/badge';
import { useTranslation } from '@/lib/use-translation';

/** The requirement badges a card shows (trading.md §3: requireMinPastTrades, requireVerifiedId, …). */
export function RequirementBadges({
  offer,
}: {
  offer: Pick<
    OfferListingCard,
    'requireMinPastTrades' | 'requireVerifiedId' | 'requireFullNameVisibility' | 'trustedOnly'
  >;
}) {
  const { t } = useTranslation();
  const items = [
    offer.requireVerifiedId ? t('marketplace.card.verifiedId') : null,
    offer.requireMinPastTrades > 0
      ? t('marketplace.card.minTrades', { count: offer.requireMinPastTrades })
      : null,
    offer.requireFullNameVisibility ? t('marketplace.card.fullName') : null,
    offer.trustedOnly ? t('marketplace.card.trustedOnly') : null,
  ].filter((item): item is string => item !== null);
  if (items.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label={t('marketplace.offer.requirements')}>
      {items.map((item) => (
        <li key={item}>
          <Badge variant="warning">{item}</Badge>
        </li>
      ))}
    </ul>
  );
}
