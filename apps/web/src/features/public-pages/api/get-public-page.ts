import {
  publicPageContentSchema,
  type Locale,
  type PublicPageContent,
  type PublicPageName,
} from '@p2p/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';

export const publicPagesKey = ['public-pages'] as const;

/** GET /rest/v1/public-pages/{page}?lang=: the operator's Markdown text of a page, or the default. */
export async function getPublicPage(page: PublicPageName, lang: Locale): Promise<PublicPageContent> {
  return publicPageContentSchema.parse(
    await api.get<unknown>(`/rest/v1/public-pages/${page}`, { params: { lang } }),
  );
}

export const getPublicPageQueryOptions = (page: PublicPageName, lang: Locale) =>
  queryOptions({
    queryKey: [...publicPagesKey, page, lang],
    queryFn: () => getPublicPage(page, lang),
    // The server keeps a text 60 s; a visitor moving between pages need not ask again sooner.
    staleTime: 60_000,
  });

/**
 * A page whose text failed with a server error has nothing to show: the error-500 page (with the
 * request id) takes over; a network failure stays on the page with a retry.
 */
export const usePublicPage = (page: PublicPageName, lang: Locale) =>
  useQuery({
    ...getPublicPageQueryOptions(page, lang),
    throwOnError: (error) => error instanceof ApiError && error.status >= 500,
  });
