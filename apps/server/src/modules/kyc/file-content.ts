import sharp from 'sharp';
import { MAX_VERIFICATION_FILE_BYTES } from '@p2p/shared';

export type DocumentContentType = 'image/jpeg' | 'image/png' | 'image/webp' | 'application/pdf';

/** Large enough for any phone camera, small enough that decoding cannot exhaust memory. */
const MAX_IMAGE_PIXELS = 50_000_000;

const startsWith = (data: Buffer, bytes: number[], at = 0) => bytes.every((byte, i) => data[at + i] === byte);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/** The type the bytes themselves declare; the client's filename and content type are not trusted. */
export function sniffDocumentType(data: Buffer): DocumentContentType | undefined {
  if (startsWith(data, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(data, ascii('RIFF')) && startsWith(data, ascii('WEBP'), 8)) return 'image/webp';
  if (startsWith(data, ascii('%PDF-'))) return 'application/pdf';
  return undefined;
}

const SHARP_FORMATS: Partial<Record<DocumentContentType, string>> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
};

/**
 * Checks one uploaded document: not empty, within the size limit, a JPEG, PNG or WebP image that
 * decodes whole (a truncated or forged image is refused), or a PDF by its header. Returns the
 * content type, or the reason it is refused.
 */
export async function checkDocument(
  data: Buffer,
): Promise<{ ok: true; contentType: DocumentContentType } | { ok: false; reason: string }> {
  if (data.length === 0) return { ok: false, reason: 'The file is empty' };
  if (data.length > MAX_VERIFICATION_FILE_BYTES)
    return { ok: false, reason: 'The file is larger than 10 MB' };
  const contentType = sniffDocumentType(data);
  if (!contentType)
    return { ok: false, reason: 'Only JPEG, PNG, WebP images and PDF documents are accepted' };
  const format = SHARP_FORMATS[contentType];
  if (!format) return { ok: true, contentType };
  try {
    const image = sharp(data, { failOn: 'error', limitInputPixels: MAX_IMAGE_PIXELS });
    const metadata = await image.metadata();
    if (metadata.format !== format)
      return { ok: false, reason: 'The image is damaged or not what it claims' };
    // A small decode of the whole image proves it is not truncated or corrupted.
    await image.resize(16, 16, { fit: 'inside' }).raw().toBuffer();
    return { ok: true, contentType };
  } catch {
    return { ok: false, reason: 'The image is damaged or not what it claims' };
  }
}
