import { stepUpStatusSchema, type StepUpStatus } from '@p2p/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { stepUpKeys } from './keys';

export async function confirmStepUpCode(code: string): Promise<StepUpStatus> {
  return stepUpStatusSchema.parse(await api.post<unknown>('/rest/v1/auth/step-up/confirm', { code }));
}

export function useConfirmStepUpCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmStepUpCode,
    onSuccess: (status) => queryClient.setQueryData(stepUpKeys.status, status),
  });
}
