import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { ApiError } from '@/lib/api-error';
import { tradeKeys } from '../api/keys';
import { uploadProblem, uploadTradeAttachment, type UploadProblem } from '../api/upload-attachment';

/** A file on its way up: loading with its progress, or CORRUPTED with the reason (trading.md §4). */
export interface LocalUpload {
  key: string;
  name: string;
  requirements: number[];
  status: 'loading' | 'CORRUPTED';
  progress: number;
  error: UploadProblem | 'server' | 'network' | null;
  serverMessage: string | null;
}

let sequence = 0;

/**
 * Uploads of the chat and of the requirement steps. An attempt marks the file loading; on failure it
 * becomes CORRUPTED with its error kept, until the user removes it (which drops the error too).
 */
export function useAttachmentUploads(hash: string) {
  const queryClient = useQueryClient();
  const [uploads, setUploads] = useState<LocalUpload[]>([]);

  const update = useCallback(
    (key: string, change: Partial<LocalUpload>) =>
      setUploads((list) => list.map((item) => (item.key === key ? { ...item, ...change } : item))),
    [],
  );

  const upload = useCallback(
    async (file: File, requirements: number[] = []) => {
      sequence += 1;
      const key = `upload-${sequence}`;
      const problem = uploadProblem(file);
      const entry: LocalUpload = {
        key,
        name: file.name,
        requirements,
        status: problem ? 'CORRUPTED' : 'loading',
        progress: 0,
        error: problem,
        serverMessage: null,
      };
      setUploads((list) => [...list, entry]);
      if (problem) return;
      try {
        await uploadTradeAttachment({
          hash,
          file,
          requirements,
          onProgress: (progress) => update(key, { progress }),
        });
        setUploads((list) => list.filter((item) => item.key !== key));
        void queryClient.invalidateQueries({ queryKey: tradeKeys.messages(hash) });
        if (requirements.length > 0) void queryClient.invalidateQueries({ queryKey: tradeKeys.view(hash) });
      } catch (error) {
        const network = error instanceof ApiError && error.status === 0;
        update(key, {
          status: 'CORRUPTED',
          error: network ? 'network' : 'server',
          serverMessage:
            error instanceof ApiError && error.status >= 400 && error.status < 500 ? error.message : null,
        });
      }
    },
    [hash, queryClient, update],
  );

  const remove = useCallback(
    (key: string) => setUploads((list) => list.filter((item) => item.key !== key)),
    [],
  );

  return { uploads, upload, remove };
}
