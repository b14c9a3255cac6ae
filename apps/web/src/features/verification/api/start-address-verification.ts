import {
  startAddressVerificationInputSchema,
  verificationRequestSchema,
  type StartAddressVerificationInput,
  type VerificationRequestView,
} from '@p2p/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { refreshVerification, uploadVerificationFiles } from './upload-verification-files';

export { startAddressVerificationInputSchema, type StartAddressVerificationInput };

export const START_ADDRESS_VERIFICATION_PATH = '/account/verification/start/document';

/** Opens a proof-of-address request; nga_nin and nga_bvn only for NGA. The documents are uploaded to it next. */
export async function startAddressVerification(
  input: z.input<typeof startAddressVerificationInputSchema>,
): Promise<VerificationRequestView> {
  return verificationRequestSchema.parse(await api.post<unknown>(START_ADDRESS_VERIFICATION_PATH, input));
}

/**
 * Opens the request and uploads its documents. If the upload fails the request stays pending without
 * files, and the status card offers the upload again.
 */
export function useStartAddressVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      input,
      files,
    }: {
      input: z.input<typeof startAddressVerificationInputSchema>;
      files: readonly File[];
    }) => {
      const request = await startAddressVerification(input);
      return uploadVerificationFiles(request.id, files);
    },
    onSettled: () => refreshVerification(queryClient),
  });
}
