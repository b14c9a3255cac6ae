import {
  CSRF_HEADER,
  errorEnvelopeSchema,
  TRADE_UPLOAD_CONTENT_TYPES,
  TRADE_UPLOAD_MAX_BYTES,
  TRADE_UPLOAD_REQUIREMENTS_FIELD,
  tradeUploadResultSchema,
  type TradeAttachment,
} from '@p2p/shared';
import { ApiError, NETWORK_ERROR_CODE } from '@/lib/api-error';
import { getCsrfToken } from '@/lib/csrf';
import { tradePath } from './keys';

export type UploadProblem = 'type' | 'size';

/** Why the browser refuses a file before sending it (the server checks the bytes again). */
export function uploadProblem(file: File): UploadProblem | null {
  if (!(TRADE_UPLOAD_CONTENT_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size > TRADE_UPLOAD_MAX_BYTES) return 'size';
  return null;
}

export interface UploadRequest {
  hash: string;
  file: File;
  /** The requirement ids the file answers. */
  requirements?: number[];
  /** 0..1 as the bytes go out. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

function errorOf(status: number, text: string): ApiError {
  try {
    const parsed = errorEnvelopeSchema.safeParse(JSON.parse(text));
    if (parsed.success)
      return new ApiError(
        status,
        parsed.data.error.code,
        parsed.data.error.message,
        parsed.data.error.details,
      );
  } catch {
    // Not JSON (a proxy's page): the status says enough.
  }
  return new ApiError(status, `ERROR_HTTP_${status}`, `Upload failed with status ${status}`);
}

/**
 * POST /rest/v1/trade/{hash}/upload as multipart. XMLHttpRequest rather than fetch: only it reports
 * upload progress.
 */
export async function uploadTradeAttachment({
  hash,
  file,
  requirements = [],
  onProgress,
  signal,
}: UploadRequest): Promise<TradeAttachment> {
  const form = new FormData();
  if (requirements.length > 0) form.append(TRADE_UPLOAD_REQUIREMENTS_FIELD, requirements.join(','));
  form.append('file', file, file.name);
  const csrf = await getCsrfToken();
  return new Promise<TradeAttachment>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${tradePath(hash)}/upload`);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('X-Requested-With', 'XMLHttpRequest');
    xhr.setRequestHeader(CSRF_HEADER, csrf);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          const body = JSON.parse(xhr.responseText) as { data?: unknown };
          resolve(tradeUploadResultSchema.parse(body.data).attachment);
        } catch (error) {
          reject(error);
        }
      } else reject(errorOf(xhr.status, xhr.responseText));
    };
    xhr.onerror = () => reject(new ApiError(0, NETWORK_ERROR_CODE, 'Network error'));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}
