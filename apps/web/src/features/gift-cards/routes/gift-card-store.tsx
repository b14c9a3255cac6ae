import { Navigate, useLocation, useParams, useSearchParams } from 'react-router';
import { useLocalizePath } from '@/hooks/use-locale';
import { StorePage } from '../components/store-page';
import { productPath } from '../utils/product-path';

/**
 * The gift-card store (`gift-card-store`, `buy-discounted-gift-cards`, and with a currency in the path
 * `gift-card-store-source-currency`): cards in stock across vendors, filtered by brand, currency and
 * a minimum discount kept in the address. `?brand=` of a brand with a page of its own opens that page
 * (`{product}-gift-card`), the one address of that list.
 */
export function GiftCardStoreRoute() {
  const { currency: pathCurrency } = useParams();
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const localize = useLocalizePath();
  const brandPage = productPath(search.get('brand') ?? '');
  if (brandPage && !pathCurrency) {
    const next = new URLSearchParams(search);
    next.delete('brand');
    const query = next.size > 0 ? `?${next.toString()}` : '';
    return <Navigate to={`${localize(brandPage)}${query}`} replace />;
  }
  const canonicalPath = pathCurrency
    ? `/gift-card-store/${pathCurrency.toLowerCase()}`
    : pathname.endsWith('/buy-discounted-gift-cards')
      ? '/buy-discounted-gift-cards'
      : '/gift-card-store';
  return <StorePage pathCurrency={pathCurrency} canonicalPath={canonicalPath} />;
}
