import { newStorageKey, type FileStorage } from '../../adapters/storage/file-storage.js';
import { AppError } from '../../lib/app-error.js';
import { reencodeImage } from '../../lib/images.js';
import { checkDocument, IMAGE_FORMATS } from '../kyc/file-content.js';

/** A photo of a physical card is bounded like chat images (about 12 megapixels keep their size). */
const PHOTO_MAX_PIXELS = 16_000_000;
export const GIFT_CARD_PHOTO_MAX_BYTES = 10 * 1024 * 1024;

/**
 * Checks a card photo by its content (JPEG, PNG or WebP that decodes whole), re-encodes it (pixels
 * only: no EXIF position) and stores it privately. Answers the storage key and the type.
 */
export async function storeCardPhoto(
  storage: FileStorage,
  data: Buffer,
): Promise<{ key: string; mimetype: string }> {
  const checked = await checkDocument(data);
  if (!checked.ok) throw AppError.validation('file', checked.reason);
  const format = IMAGE_FORMATS[checked.contentType];
  if (!format) throw AppError.validation('file', 'A card photo is a JPEG, PNG or WebP image');
  const key = newStorageKey();
  await storage.put(
    key,
    await reencodeImage(data, { format, maxPixels: PHOTO_MAX_PIXELS }),
    checked.contentType,
  );
  return { key, mimetype: checked.contentType };
}
