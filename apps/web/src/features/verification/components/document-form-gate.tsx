import type { Country } from '@p2p/shared';
import type { ReactNode } from 'react';
import { ErrorPanel } from '@/components/ui/error-panel';
import { SkeletonLines } from '@/components/ui/skeleton';
import { useDocumentCountry } from '../api/get-document-country';
import { useSupportedCountries } from '../api/get-supported-countries';

/**
 * Renders a document form once the accepted countries and the one to preselect are known, so the
 * country select starts with its options (a select registered before them would show the wrong one).
 */
export function DocumentFormGate({
  children,
}: {
  children: (data: { countries: Country[]; defaultCountry: string }) => ReactNode;
}) {
  const countries = useSupportedCountries();
  const documentCountry = useDocumentCountry();
  if (countries.isPending || documentCountry.isPending) return <SkeletonLines lines={4} />;
  if (countries.isError)
    return <ErrorPanel error={countries.error} onRetry={() => void countries.refetch()} />;
  // The preselection is a convenience: without it the user picks the country.
  const defaultCountry = documentCountry.data?.country?.code ?? '';
  return children({ countries: countries.data, defaultCountry });
}

export function CountryOptions({
  countries,
  placeholder,
}: {
  countries: readonly Country[];
  placeholder: string;
}) {
  return (
    <>
      <option value="">{placeholder}</option>
      {countries.map((country) => (
        <option key={country.id} value={country.code}>
          {country.name}
        </option>
      ))}
    </>
  );
}
