import { documentCountrySchema } from '@p2p/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { verificationQueryKey } from './keys';

export const DOCUMENT_COUNTRY_PATH = '/rest/v1/verification/document-country';

export type DocumentCountry = z.infer<typeof documentCountrySchema>;

/** The country the document forms start with (that of the ID document, the profile or the phone). */
export async function getDocumentCountry(): Promise<DocumentCountry> {
  return documentCountrySchema.parse(await api.get<unknown>(DOCUMENT_COUNTRY_PATH));
}

export function getDocumentCountryQueryOptions() {
  return queryOptions({
    queryKey: [...verificationQueryKey, 'document-country'],
    queryFn: getDocumentCountry,
  });
}

export function useDocumentCountry() {
  return useQuery(getDocumentCountryQueryOptions());
}
