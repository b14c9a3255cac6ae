import { useTranslation } from '@/lib/use-translation';
import { useParams } from 'react-router';
import { StatusPage } from '@/components/errors/status-page';
import { Button } from '@/components/ui/button';
import { ErrorPanel } from '@/components/ui/error-panel';
import { LocalizedLink } from '@/components/ui/link';
import { Skeleton } from '@/components/ui/skeleton';
import { useGiftCardBrands } from '../api/get-gift-card-brands';
import { StorePage } from '../components/store-page';
import { isProductSegment } from '../utils/product-path';

/** 404: a brand-shaped segment names no brand; any other segment is a plain page not found. */
function UnknownBrand({ segment }: { segment: string }) {
  const { t } = useTranslation();
  if (!isProductSegment(segment)) {
    return (
      <StatusPage
        code={t('errors.notFound.code')}
        title={t('errors.notFound.title')}
        description={t('errors.notFound.description')}
      >
        <Button asChild>
          <LocalizedLink to="/">{t('errors.notFound.home')}</LocalizedLink>
        </Button>
      </StatusPage>
    );
  }
  return (
    <StatusPage
      code={t('errors.notFound.code')}
      title={t('giftCards.store.unknownBrand')}
      description={t('giftCards.store.unknownBrandText', { segment })}
    >
      <Button asChild>
        <LocalizedLink to="/gift-card-store">{t('giftCards.store.toStore')}</LocalizedLink>
      </Button>
    </StatusPage>
  );
}

/**
 * `{product}-gift-card` (`/amazon-gift-card`): the store kept to one brand, with its own title,
 * heading and canonical address. The segment must be a gift-card brand of the reference data;
 * anything else is not found. `segment` is given when the locale layout renders the page for an
 * unprefixed path (`/amazon-gift-card` reaches the router as the optional locale segment).
 */
export function GiftCardProductRoute({ segment }: { segment?: string }) {
  const { product } = useParams();
  const slug = segment ?? product ?? '';
  const brands = useGiftCardBrands();
  if (!isProductSegment(slug)) return <UnknownBrand segment={slug} />;
  if (brands.isPending) return <Skeleton className="m-4 h-24" />;
  if (brands.isError) return <ErrorPanel error={brands.error} onRetry={() => void brands.refetch()} />;
  const brand = brands.data.find((entry) => entry.slug === slug);
  if (!brand) return <UnknownBrand segment={slug} />;
  return (
    <StorePage
      key={brand.slug}
      brand={{ slug: brand.slug, name: brand.name }}
      canonicalPath={`/${brand.slug}`}
    />
  );
}
