import { stepUpStatusSchema, type StepUpStatus } from '@p2p/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { stepUpKeys } from './keys';

/** Whether this browser confirmed recently and which channels the user can confirm with. */
export async function getStepUpStatus(): Promise<StepUpStatus> {
  return stepUpStatusSchema.parse(await api.get<unknown>('/rest/v1/auth/step-up'));
}

export function useStepUpStatus(enabled = true) {
  return useQuery({ ...queryOptions({ queryKey: stepUpKeys.status, queryFn: getStepUpStatus }), enabled });
}
