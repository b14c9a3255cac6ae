import {
  startIdVerificationInputSchema,
  verificationRequestSchema,
  type StartIdVerificationInput,
  type VerificationRequestView,
} from '@p2p/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { refreshVerification, uploadVerificationFiles } from './upload-verification-files';

export { startIdVerificationInputSchema, type StartIdVerificationInput };

export const START_ID_VERIFICATION_PATH = '/account/verification/start/id';

/** Opens an ID verification request (the spec's snake_case fields). The documents are uploaded to it next. */
export async function startIdVerification(
  input: z.input<typeof startIdVerificationInputSchema>,
): Promise<VerificationRequestView> {
  return verificationRequestSchema.parse(await api.post<unknown>(START_ID_VERIFICATION_PATH, input));
}

/**
 * Opens the request and uploads its documents. If the upload fails the request stays pending without
 * files, and the status card offers the upload again.
 */
export function useStartIdVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      input,
      files,
    }: {
      input: z.input<typeof startIdVerificationInputSchema>;
      files: readonly File[];
    }) => {
      const request = await startIdVerification(input);
      return uploadVerificationFiles(request.id, files);
    },
    onSettled: () => refreshVerification(queryClient),
  });
}
