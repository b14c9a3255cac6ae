import { DASHBOARD_OFFER_STATES, type Dashboard } from '@p2p/shared';
import { useTranslation } from '@/lib/use-translation';
import { Badge, type BadgeVariant } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { LocalizedLink } from '@/components/ui/link';
import { paths } from '@/config/paths';

const STATE_VARIANT: Record<(typeof DASHBOARD_OFFER_STATES)[number], BadgeVariant> = {
  active: 'success',
  paused: 'neutral',
  blocked: 'danger',
};

/** My offers: how many are on, paused or blocked, and the newest few with their state. */
export function OffersSummary({ offers }: { offers: Dashboard['offers'] }) {
  const { t } = useTranslation();
  const total = DASHBOARD_OFFER_STATES.reduce((sum, state) => sum + offers.counts[state], 0);
  return (
    <Card
      title={t('dashboard.offers.title')}
      description={
        total === 0
          ? t('dashboard.offers.none')
          : DASHBOARD_OFFER_STATES.filter((state) => offers.counts[state] > 0)
              .map((state) => t(`dashboard.offers.count.${state}`, { count: offers.counts[state] }))
              .join(' · ')
      }
      actions={
        <LocalizedLink
          to={paths.myOffers()}
          className="text-sm font-medium text-emerald-700 hover:underline dark:text-emerald-400"
        >
          {t('dashboard.offers.all')}
        </LocalizedLink>
      }
    >
      {offers.latest.length > 0 ? (
        <ul className="divide-y divide-slate-200 dark:divide-slate-800">
          {offers.latest.map((offer) => (
            <li key={offer.offerHash} className="flex items-center justify-between gap-3 py-2">
              <LocalizedLink
                to={paths.offer(offer.offerHash)}
                className="min-w-0 truncate text-sm text-slate-900 hover:underline dark:text-slate-100"
              >
                {t(`dashboard.offers.${offer.type}`, {
                  coin: offer.cryptoCurrencyCode,
                  fiat: offer.fiatCurrencyCode,
                  method: offer.paymentMethodName,
                })}
              </LocalizedLink>
              <Badge variant={STATE_VARIANT[offer.state]}>{t(`dashboard.offers.state.${offer.state}`)}</Badge>
            </li>
          ))}
        </ul>
      ) : (
        <Button asChild size="sm">
          <LocalizedLink to={paths.offerManager.create}>{t('dashboard.shortcuts.createOffer')}</LocalizedLink>
        </Button>
      )}
    </Card>
  );
}
