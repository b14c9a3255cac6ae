import { avatarResultSchema, type AvatarResult } from '@p2p/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { currentUserQueryKey } from '@/lib/current-user';

export const PROCESS_AVATAR_PATH = '/rest/v1/users/process-avatar';

/** Uploads a picture as multipart field "file"; the server re-encodes it as a 256×256 WebP. */
export async function uploadAvatar(file: File): Promise<AvatarResult> {
  const body = new FormData();
  body.append('file', file, file.name);
  return avatarResultSchema.parse(await api.post<unknown>(PROCESS_AVATAR_PATH, body));
}

export function useUploadAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadAvatar,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
  });
}
