import type { Country } from '@p2p/shared';
import { useTranslation } from '@/lib/use-translation';
import { useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { LocalizedLink } from '@/components/ui/link';
import { SkeletonLines } from '@/components/ui/skeleton';
import { ErrorPanel } from '@/components/ui/error-panel';
import { useCountries } from '@/features/marketplace/api/get-reference';
import { useReferenceNames } from '@/lib/reference-names';
import { listingPath } from '@/features/marketplace/utils/listing-url';
import { PublicPage } from '@/features/public-pages/components/public-page';
import { NotFoundRoute } from './not-found';

const slugOf = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** A country by its ISO code (`ng`) or its name as a slug (`nigeria`, `cote-d-ivoire`). */
export function findCountry(countries: readonly Country[], key: string): Country | undefined {
  const wanted = key.toLowerCase();
  return countries.find(
    (country) => country.iso?.toLowerCase() === wanted || slugOf(country.name) === wanted,
  );
}

/** The spec's `country-landing` (/buy-bitcoin-in/{country}): the operator's text and the country's offers. */
export function CountryLandingRoute() {
  const { t } = useTranslation();
  const { country: key = '' } = useParams();
  const countries = useCountries();
  const names = useReferenceNames();
  if (countries.isPending)
    return (
      <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6">
        <SkeletonLines lines={6} />
      </div>
    );
  if (countries.isError)
    return (
      <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6">
        <ErrorPanel error={countries.error} onRetry={() => void countries.refetch()} />
      </div>
    );
  const country = findCountry(countries.data, key);
  if (!country?.iso) return <NotFoundRoute />;
  const name = names.country(country.iso, country.name);
  const offers = (pageType: 'buy' | 'sell') =>
    listingPath({ pageType, crypto: 'bitcoin' }, undefined, { countryIso: country.iso! });
  return (
    <PublicPage
      page="country-landing"
      title={t('publicPages.country.title', { country: name })}
      placeholders={{ country: name }}
    >
      <div className="mt-8 flex flex-wrap gap-3">
        <Button asChild>
          <LocalizedLink to={offers('buy')}>{t('publicPages.country.buy', { country: name })}</LocalizedLink>
        </Button>
        <Button asChild variant="secondary">
          <LocalizedLink to={offers('sell')}>{t('publicPages.country.sell')}</LocalizedLink>
        </Button>
      </div>
    </PublicPage>
  );
}
