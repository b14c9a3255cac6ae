import { tagSchema, type Tag } from '@p2p/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { REFERENCE_STALE_MS } from './keys';

/** The offer tags (cash-only, no-id-needed, ...). */
export async function getTags(): Promise<Tag[]> {
  return z.array(tagSchema).parse(await api.get<unknown>('/rest/v1/tags'));
}

export function getTagsQueryOptions() {
  return queryOptions({ queryKey: ['tags'], queryFn: getTags, staleTime: REFERENCE_STALE_MS });
}

export function useTags() {
  return useQuery(getTagsQueryOptions());
}
