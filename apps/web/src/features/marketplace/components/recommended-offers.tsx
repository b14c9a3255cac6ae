import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { SkeletonLines } from '@/components/ui/skeleton';
import { useRecommendedOffers } from '../api/get-offer-extras';
import { OfferList } from './offer-list';

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
        <OfferList
          offers={recommended.data}
          sourceId="recommended"
          label={t('marketplace.offer.recommended')}
          emptyText={t('marketplace.offer.noRecommended')}
        />
      )}
    </Card>
  );
}
