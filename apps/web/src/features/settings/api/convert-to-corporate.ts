import { conversionResultSchema, convertToCorporateInputSchema } from '@p2p/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { currentUserQueryKey } from '@/lib/current-user';

export { convertToCorporateInputSchema };
export type ConvertToCorporateInput = z.infer<typeof convertToCorporateInputSchema>;
export type ConversionResult = z.infer<typeof conversionResultSchema>;

export const CONVERT_TO_CORPORATE_PATH = '/rest/v1/users/corporate-accounts/convert-to-corporate';

/** Files a company application; the answer's message is shown and its address followed after 4 s. */
export async function convertToCorporate(input: ConvertToCorporateInput): Promise<ConversionResult> {
  return conversionResultSchema.parse(await api.post<unknown>(CONVERT_TO_CORPORATE_PATH, input));
}

export function useConvertToCorporate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: convertToCorporate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
  });
}
