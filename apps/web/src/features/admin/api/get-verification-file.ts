import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, NETWORK_ERROR_CODE } from '@/lib/api-error';

export const verificationFilePath = (fileId: string) =>
  `/rest/v1/verification/files/${encodeURIComponent(fileId)}`;

/**
 * A verification document's bytes. The server sends documents as attachments under a sandboxing CSP,
 * so an <img> cannot point at the address: images are read here and shown through object URLs.
 */
export async function getVerificationFile(fileId: string, signal?: AbortSignal): Promise<Blob> {
  let response: Response;
  try {
    response = await fetch(verificationFilePath(fileId), { credentials: 'same-origin', signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, NETWORK_ERROR_CODE, error instanceof Error ? error.message : 'Network error');
  }
  if (!response.ok)
    throw new ApiError(
      response.status,
      `ERROR_HTTP_${response.status}`,
      `Request failed with status ${response.status}`,
    );
  return response.blob();
}

/** Identity documents are not kept in memory once nobody shows them (gcTime 0). */
export function getVerificationFileQueryOptions(fileId: string) {
  return queryOptions({
    queryKey: ['admin', 'verification-file', fileId],
    queryFn: ({ signal }) => getVerificationFile(fileId, signal),
    staleTime: Infinity,
    gcTime: 0,
  });
}

export function useVerificationFile(fileId: string) {
  return useQuery(getVerificationFileQueryOptions(fileId));
}
