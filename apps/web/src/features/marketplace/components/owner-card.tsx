import type { OfferOwner } from '@p2p/shared';
import { BadgeCheck, MinusCircle } from 'lucide-react';
import { useTranslation } from '@/lib/use-translation';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { LocalizedLink } from '@/components/ui/link';
import { paths } from '@/config/paths';
import { OwnerSummary } from './owner-summary';

/** The vendor of the viewed offer: who they are and how much they trade. */
export function OwnerCard({ owner }: { owner: OfferOwner }) {
  const { t } = useTranslation();
  return (
    <Card title={t('marketplace.offer.owner')}>
      <div className="space-y-3">
        <OwnerSummary owner={owner} />
        <Badge variant={owner.verifiedId ? 'success' : 'neutral'}>
          {owner.verifiedId ? (
            <BadgeCheck aria-hidden className="size-3.5" />
          ) : (
            <MinusCircle aria-hidden className="size-3.5" />
          )}
          {owner.verifiedId ? t('marketplace.offer.idVerified') : t('marketplace.offer.idNotVerified')}
        </Badge>
        <p className="text-sm text-slate-700 dark:text-slate-300">
          {t('marketplace.offer.ownerTrades', { count: owner.completedTrades })}
        </p>
        {owner.monthlyTradeStats ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {t('marketplace.offer.ownerMonthly', owner.monthlyTradeStats)}
          </p>
        ) : null}
        <Button asChild variant="secondary" size="sm">
          <LocalizedLink to={paths.user(owner.username)}>
            {t('marketplace.offer.memberProfile')}
          </LocalizedLink>
        </Button>
      </div>
    </Card>
  );
}
