import { lazy, Suspense } from 'react';
import { Card } from '@/components/ui/card';
import { SkeletonLines } from '@/components/ui/skeleton';
import { useTranslation } from '@/lib/use-translation';
import { useRecommendedOffers } from '../api/get-offer-extras';

// The section sits below the offer: its cards' code loads while the offers are fetched, not with the
// offer page's first download.
const OfferList = lazy(() => import('./offer-list').then((module) => ({ default: module.OfferList })));

/** Up to five similar offers; a failed load just leaves the section out. */
export function RecommendedOffers({ hash }: { hash: string }) {
  const { t } = useTranslation();
  const recommended = useRecommendedOffers(hash);
  if (recommended.isError) return null;
  return (
    <Card title={t('marketplace.offer.recommended')}>
      {recommended.isPending ? (
        <SkeletonLines lines={3} />
      ) : recommended.data.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('marketplace.offer.noRecommended')}</p>
      ) : (
        <Suspense fallback={<SkeletonLines lines={3} />}>
          <OfferList
            offers={recommended.data}
            sourceId="recommended"
            label={t('marketplace.offer.recommended')}
            emptyText={t('marketplace.offer.noRecommended')}
          />
        </Suspense>
      )}
    </Card>
  );
}
