import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { ErrorPanel } from '@/components/ui/error-panel';
import { InputField } from '@/components/ui/field';
import { SelectField } from '@/components/ui/select-field';
import { Skeleton } from '@/components/ui/skeleton';
import { useCurrentUser } from '@/lib/current-user';
import { useGiftCardStore } from '../api/get-gift-card-store';
import { StoreItem } from '../components/store-item';

/**
 * The gift-card store (`gift-card-store`, `buy-discounted-gift-cards`, and with a currency in the path
 * `gift-card-store-source-currency`): cards in stock across vendors, filtered by brand, currency and
 * a minimum discount kept in the address.
 */
export function GiftCardStoreRoute() {
  const { t } = useTranslation();
  const { currency: pathCurrency } = useParams();
  const [search, setSearch] = useSearchParams();
  const user = useCurrentUser();
  const filters = {
    brand: search.get('brand') ?? undefined,
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
  return (
    <main className="mx-auto max-w-5xl space-y-6 p-4">
      <h1 className="text-2xl font-semibold">{t('giftCards.store.title')}</h1>
      <p className="text-sm text-slate-600 dark:text-slate-400">{t('giftCards.store.intro')}</p>
      <div className="grid gap-3 sm:grid-cols-3">
        <SelectField
          id="store-brand"
          label={t('giftCards.store.brand')}
          value={filters.brand ?? ''}
          onChange={(event) => setFilter('brand', event.target.value)}
        >
          <option value="">{t('giftCards.store.anyBrand')}</option>
          {(store.data?.brands ?? []).map((brand) => (
            <option key={brand.slug} value={brand.slug}>
              {brand.name}
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
    </main>
  );
}
