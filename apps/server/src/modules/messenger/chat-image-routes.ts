import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.js';
import { readMultipartUpload, type UploadedFile } from '../../lib/multipart-upload.js';
import type { ChatImageFile } from './messenger-images.service.js';
import { DOWNLOAD_CONTENT_SECURITY_POLICY } from '../../plugins/security-headers.js';
import { contentDisposition } from '../trade-chat/trade-uploads.routes.js';

/**
 * The one image of a chat's image upload (multipart/form-data, one file part); no file is a 400
 * naming `file`. The messenger and the support chat (decision 023) share it.
 */
export async function readChatImageUpload(request: FastifyRequest, maxBytes: number): Promise<UploadedFile> {
  const { files } = await readMultipartUpload(request, { maxFileBytes: maxBytes, maxFiles: 1 });
  const [file] = files;
  if (!file) throw AppError.validation('file', 'Attach an image');
  return file;
}

/** Serves a chat image inline and privately, never sniffed or run as a document. */
export function sendChatImage(reply: FastifyReply, file: ChatImageFile) {
  return reply
    .type(file.contentType)
    .header('content-disposition', contentDisposition('inline', file.fileName))
    .header('cache-control', 'private, max-age=3600')
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', DOWNLOAD_CONTENT_SECURITY_POLICY)
    .header('content-length', file.size)
    .send(file.body);
}
