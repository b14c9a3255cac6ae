import { useTranslation } from '@/lib/use-translation';
import { useNavigate, useSearchParams } from 'react-router';
import { ErrorPanel } from '@/components/ui/error-panel';
import { InputField } from '@/components/ui/field';
import { SelectField } from '@/components/ui/select-field';
import { Skeleton } from '@/components/ui/skeleton';
import { useLocalizePath } from '@/hooks/use-locale';
import { useCurrentUser } from '@/lib/current-user';
import { useGiftCardStore } from '../api/get-gift-card-store';
import { productPath } from '../utils/product-path';
import { StoreItem } from './store-item';

interface StorePageProps {
  /** A brand's own page (`{product}-gift-card`): the list keeps to it. */
  brand?: { slug: string; name: string };
  /** `gift-card-store-source-currency`: the currency comes from the path. */
  pathCurrency?: string;
  /** The unprefixed path search engines should index for this page. */
  canonicalPath: string;
}

/**
 * The store's list and filters, shared by `gift-card-store`, `buy-discounted-gift-cards`,
 * `gift-card-store-source-currency` and the brands' `{product}-gift-card` pages. Picking a brand that
 * has a page of its own opens that page; picking "any brand" there goes back to the store.
 */
export function StorePage({ brand, pathCurrency, canonicalPath }: StorePageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localize = useLocalizePath();
  const [search, setSearch] = useSearchParams();
  const user = useCurrentUser();
  const filters = {
    brand: brand?.slug ?? search.get('brand') ?? undefined,
    currency: pathCurrency?.toUpperCase() ?? search.get('currency') ?? undefined,
    min_discount: search.get('min_discount') ?? undefined,
  };
  const store = useGiftCardStore(filters);
  const setFilter = (name: string, value: string) => {
    const next = new URLSearchParams(search);
    if (value) next.set(name, value);
    else next.delete(name);
    setSearch(next, { replace: true });
  };
  const pickBrand = (slug: string) => {
    const page = slug ? productPath(slug) : brand ? '/gift-card-store' : undefined;
    if (!page) return setFilter('brand', slug);
    const next = new URLSearchParams(search);
    next.delete('brand');
    const query = next.size > 0 ? `?${next.toString()}` : '';
    void navigate(`${localize(page)}${query}`);
  };
  const title = brand ? t('giftCards.store.productTitle', { brand: brand.name }) : t('giftCards.store.title');
  const brands = store.data?.brands ?? [];
  return (
    <div className="mx-auto w-full max-w-5xl space-y-6 p-4">
      <title>{t('app.pageTitle', { title })}</title>
      <link rel="canonical" href={`${window.location.origin}${localize(canonicalPath)}`} />
      <h1 className="text-2xl font-semibold">{title}</h1>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {brand ? t('giftCards.store.productIntro', { brand: brand.name }) : t('giftCards.store.intro')}
      </p>
      <div className="grid gap-3 sm:grid-cols-3">
        <SelectField
          id="store-brand"
          label={t('giftCards.store.brand')}
          value={filters.brand ?? ''}
          onChange={(event) => pickBrand(event.target.value)}
        >
          <option value="">{t('giftCards.store.anyBrand')}</option>
          {brand && !brands.some((entry) => entry.slug === brand.slug) ? (
            <option value={brand.slug}>{brand.name}</option>
          ) : null}
          {brands.map((entry) => (
            <option key={entry.slug} value={entry.slug}>
              {entry.name}
            </option>
          ))}
        </SelectField>
        {pathCurrency ? null : (
          <InputField
            id="store-currency"
            label={t('giftCards.store.currency')}
            maxLength={3}
            defaultValue={filters.currency ?? ''}
            onBlur={(event) => setFilter('currency', event.target.value.trim())}
          />
        )}
        <InputField
          id="store-discount"
          label={t('giftCards.store.minDiscount')}
          inputMode="decimal"
          defaultValue={filters.min_discount ?? ''}
          onBlur={(event) => setFilter('min_discount', event.target.value.trim())}
        />
      </div>
      {store.isPending ? (
        <Skeleton className="h-24" />
      ) : store.isError ? (
        <ErrorPanel error={store.error} onRetry={() => void store.refetch()} />
      ) : store.data.items.length === 0 ? (
        <p>{t('giftCards.store.empty')}</p>
      ) : (
        <ul className="space-y-2">
          {store.data.items.map((item) => (
            <StoreItem
              key={`${item.offerHash}-${item.faceValue}-${item.region?.id ?? ''}`}
              item={item}
              signedIn={Boolean(user.data)}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
