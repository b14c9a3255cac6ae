import { MAX_VERIFICATION_FILE_BYTES } from '@p2p/shared';
import { openImage, type ImageFormat } from '../../lib/images.js';

export type DocumentContentType = 'image/jpeg' | 'image/png' | 'image/webp' | 'application/pdf';

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

/** The extensions a file of each type may carry; the first is the one given to a file. */
const EXTENSIONS: Record<DocumentContentType, readonly string[]> = {
  'image/jpeg': ['jpg', 'jpeg'],
  'image/png': ['png'],
  'image/webp': ['webp'],
  'application/pdf': ['pdf'],
};

function extensionsOf(contentType: string): readonly string[] {
  return Object.hasOwn(EXTENSIONS, contentType) ? EXTENSIONS[contentType as DocumentContentType] : ['bin'];
}

/** The extension a stored file of this type is named with ("bin" for a type no upload has). */
export function extensionOf(contentType: string): string {
  return extensionsOf(contentType)[0]!;
}

/**
 * The name with an extension of the detected type: "receipt.jpeg" stays, "poly.html" holding a PNG
 * becomes "poly.png", "scan" becomes "scan.pdf". The client's extension never decides how a browser
 * or a desktop treats the file. `maxLength` counts code points, extension included.
 */
export function nameForContentType(name: string, contentType: string, maxLength = 200): string {
  const allowed = extensionsOf(contentType);
  // "v1.2 statement" has no extension; "scan.HTML" has one, which goes.
  const match = /^(.+)\.([a-z0-9]{1,10})$/i.exec(name);
  const stem = match ? match[1]! : name;
  const extension = match?.[2]!.toLowerCase() ?? '';
  const kept = allowed.includes(extension) ? extension : allowed[0]!;
  // Cut by code points: half an emoji (a lone surrogate) cannot be encoded in a download header.
  const cut = Array.from(stem)
    .slice(0, Math.max(1, maxLength - kept.length - 1))
    .join('')
    .trim();
  return `${cut || 'upload'}.${kept}`;
}

export const IMAGE_FORMATS: Partial<Record<DocumentContentType, ImageFormat>> = {
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
  const format = IMAGE_FORMATS[contentType];
  if (!format) return { ok: true, contentType };
  try {
    const image = openImage(data);
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
