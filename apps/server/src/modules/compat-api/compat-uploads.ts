import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config.js';
import { readMultipartUpload, type UploadedFile } from '../../lib/multipart-upload.js';
import { AppError } from '../../lib/app-error.js';

/** The limits of an upload method's body: one file of the trade chat's size, a few short fields. */
export function compatUploadLimits(config: Pick<Config, 'TRADE_UPLOAD_MAX_BYTES'>) {
  return { fileSize: config.TRADE_UPLOAD_MAX_BYTES, files: 1, fields: 10, fieldSize: 1024, parts: 12 };
}

/** The file and the named text fields of an upload method's multipart body (4xx for anything else). */
export async function readCompatUpload(
  request: FastifyRequest,
  config: Pick<Config, 'TRADE_UPLOAD_MAX_BYTES'>,
  fieldNames: readonly string[],
): Promise<{ file: UploadedFile; fields: Record<string, string> }> {
  const { files, fields } = await readMultipartUpload(request, {
    maxFileBytes: config.TRADE_UPLOAD_MAX_BYTES,
    maxFiles: 1,
    fields: fieldNames,
  });
  const [file] = files;
  if (!file) throw AppError.validation('file', 'Attach a file');
  const values: Record<string, string> = Object.create(null) as Record<string, string>;
  for (const name of fieldNames) {
    const value = fields.get(name)?.at(-1);
    if (value !== undefined) values[name] = value;
  }
  return { file, fields: values };
}
