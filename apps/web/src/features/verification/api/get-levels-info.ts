import { levelInfoSchema, type LevelInfo } from '@p2p/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { verificationQueryKey } from './keys';

export const LEVELS_INFO_PATH = '/rest/v1/limits/levels-info';

/** Every level with its requirements and limits (decimal USD; null is no cap). */
export async function getLevelsInfo(): Promise<LevelInfo[]> {
  return z.array(levelInfoSchema).parse(await api.get<unknown>(LEVELS_INFO_PATH));
}

export function getLevelsInfoQueryOptions() {
  return queryOptions({
    queryKey: [...verificationQueryKey, 'levels-info'],
    queryFn: getLevelsInfo,
    staleTime: 5 * 60_000,
  });
}

export function useLevelsInfo() {
  return useQuery(getLevelsInfoQueryOptions());
}
