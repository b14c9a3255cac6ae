import type { TradeRowStatus } from '@p2p/shared';
import { useTranslation } from '@/lib/use-translation';
import { Badge, type BadgeVariant } from '@/components/ui/badge';

const VARIANTS: Record<TradeRowStatus, BadgeVariant> = {
  not_funded: 'warning',
  active_funded: 'neutral',
  paid: 'warning',
  dispute_open: 'danger',
  released: 'success',
  cancelled_buyer: 'neutral',
  cancelled_seller: 'neutral',
  cancelled_system: 'neutral',
  expired: 'neutral',
  dispute_won_buyer: 'neutral',
  dispute_won_seller: 'neutral',
};

/** Who a settled dispute went to, so that it reads as a win or a loss from the viewer's side. */
const AWARDED: Partial<Record<TradeRowStatus, 'buy' | 'sell'>> = {
  dispute_won_buyer: 'buy',
  dispute_won_seller: 'sell',
};

/** The badge colour of a status for the viewer; a dispute by its outcome for them (neutral without a side). */
export function tradeStatusVariant(status: TradeRowStatus, side?: 'buy' | 'sell'): BadgeVariant {
  const awardedTo = AWARDED[status];
  if (awardedTo && side) return awardedTo === side ? 'success' : 'danger';
  return VARIANTS[status];
}

/** A trade's status in words, coloured by what it asks of the parties (`side`: the viewer's, buy or sell). */
export function TradeStatusBadge({ status, side }: { status: TradeRowStatus; side?: 'buy' | 'sell' }) {
  const { t } = useTranslation();
  return (
    <Badge variant={tradeStatusVariant(status, side)} data-variant={tradeStatusVariant(status, side)}>
      {t(`tradeLists.status.${status}`)}
    </Badge>
  );
}
