import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error.js';

export interface UploadedFile {
  data: Buffer;
  /** The client's file name: shown at most, never used to decide a type or a storage name. */
  fileName: string;
}

export interface MultipartUpload {
  files: UploadedFile[];
  /** Values of the text fields the caller asked for, by field name (other fields are ignored). */
  fields: Map<string, string[]>;
}

export interface ReadUploadOptions {
  /** The per-file limit the route registered @fastify/multipart with, for the error message. */
  maxFileBytes: number;
  /** The number of files the route registered as its limit, for the error message. */
  maxFiles: number;
  /** Text fields to keep. */
  fields?: readonly string[];
}

const FIELD = 'file';

const megabytes = (bytes: number) => `${Math.max(1, Math.floor(bytes / 1024 / 1024))} MB`;

/**
 * Reads every part of a multipart upload into memory, within the limits the route registered
 * @fastify/multipart with. Whatever the client sends, a failure is a 4xx naming `file`: 415 when the
 * body is not multipart, 413 for a file over the limit, 400 for too many files or parts and for any
 * body the parser cannot read (no boundary, a part cut short, a broken header), never a 500.
 */
export async function readMultipartUpload(
  request: FastifyRequest,
  options: ReadUploadOptions,
): Promise<MultipartUpload> {
  if (!request.isMultipart())
    throw new AppError('ERROR_UNSUPPORTED_MEDIA_TYPE', 'Send the upload as multipart/form-data', {
      [FIELD]: ['Send the upload as multipart/form-data'],
    });
  const errors = request.server.multipartErrors;
  const files: UploadedFile[] = [];
  const fields = new Map<string, string[]>();
  const wanted = new Set(options.fields ?? []);
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        files.push({ data: await part.toBuffer(), fileName: part.filename ?? '' });
      } else if (wanted.has(part.fieldname)) {
        const values = fields.get(part.fieldname) ?? [];
        values.push(String(part.value));
        fields.set(part.fieldname, values);
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof errors.RequestFileTooLargeError)
      throw new AppError(
        'ERROR_PAYLOAD_TOO_LARGE',
        `A file is larger than ${megabytes(options.maxFileBytes)}`,
        {
          [FIELD]: [`At most ${megabytes(options.maxFileBytes)} per file`],
        },
      );
    if (error instanceof errors.FilesLimitError)
      throw AppError.validation(
        FIELD,
        options.maxFiles === 1 ? 'Upload one file at a time' : `At most ${options.maxFiles} files at once`,
      );
    // Everything else the parser throws comes from the body the client sent: too many parts or
    // fields, no boundary, a part cut short, a header it cannot read, a prototype-polluting name.
    request.log.info({ err: error }, 'unreadable multipart body');
    throw AppError.validation(FIELD, 'The body is not a readable multipart/form-data upload');
  }
  return { files, fields };
}
