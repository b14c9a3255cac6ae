import type { TradeRowStatus } from '@p2p/shared';
import { useTranslation } from 'react-i18next';
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
  dispute_won_buyer: 'success',
  dispute_won_seller: 'success',
};

/** A trade's status in words, coloured by what it asks of the parties. */
export function TradeStatusBadge({ status }: { status: TradeRowStatus }) {
  const { t } = useTranslation();
  return <Badge variant={VARIANTS[status]}>{t(`tradeLists.status.${status}`)}</Badge>;
}
