import { verificationRequestSchema, type VerificationRequestView } from '@p2p/shared';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { currentUserQueryKey } from '@/lib/current-user';
import { verificationQueryKey } from './keys';

export const verificationFilesPath = (requestId: string) =>
  `/account/verification/${encodeURIComponent(requestId)}/files`;

/** Uploads one to three document images or PDFs (multipart) to a pending ID or address request. */
export async function uploadVerificationFiles(
  requestId: string,
  files: readonly File[],
): Promise<VerificationRequestView> {
  const body = new FormData();
  for (const file of files) body.append('file', file, file.name);
  return verificationRequestSchema.parse(await api.post<unknown>(verificationFilesPath(requestId), body));
}

/** After a verification request changes: its status, the attempts, the level and the banners. */
export function refreshVerification(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: verificationQueryKey }),
    queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
  ]);
}

/** Uploads documents to a request that is already open (one whose first upload failed). */
export function useUploadVerificationFiles() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ requestId, files }: { requestId: string; files: readonly File[] }) =>
      uploadVerificationFiles(requestId, files),
    onSettled: () => refreshVerification(queryClient),
  });
}
