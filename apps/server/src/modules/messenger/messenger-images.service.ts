import type { MessengerMessage } from '@p2p/shared';
import { newStorageKey, type FileStorage } from '../../adapters/storage/file-storage.js';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { reencodeImage } from '../../lib/images.js';
import { checkDocument, IMAGE_FORMATS } from '../kyc/file-content.js';
import { CHAT_IMAGE_MAX_PIXELS, cleanFileName } from '../trade-chat/trade-uploads.service.js';
import { appendMessage, findImage } from './messenger.service.js';

/**
 * An image sent into a chat, made safe to store: checked by its content (JPEG, PNG, WebP; a PDF or
 * anything else is refused), re-encoded to pixels only, named by the detected type. The messenger
 * and the support chat (decision 023) share it; a bad file is a 4xx naming `file`.
 */
export async function prepareChatImage(options: {
  data: Buffer;
  fileName: string;
  maxBytes: number;
}): Promise<{ data: Buffer; contentType: string; fileName: string }> {
  if (options.data.length > options.maxBytes)
    throw new AppError('ERROR_PAYLOAD_TOO_LARGE', 'The file is too large', {
      file: [`At most ${Math.floor(options.maxBytes / 1024 / 1024) || 1} MB`],
    });
  const checked = await checkDocument(options.data);
  if (!checked.ok) throw AppError.validation('file', checked.reason);
  const format = IMAGE_FORMATS[checked.contentType];
  if (!format) throw AppError.validation('file', 'Only JPEG, PNG and WebP images can be sent here');
  let data: Buffer;
  try {
    data = await reencodeImage(options.data, { format, maxPixels: CHAT_IMAGE_MAX_PIXELS });
  } catch {
    throw AppError.validation('file', 'The image is damaged or not what it claims');
  }
  return {
    data,
    contentType: checked.contentType,
    fileName: cleanFileName(options.fileName, checked.contentType),
  };
}

/**
 * Stores an image sent into a conversation (see prepareChatImage), then appends it as a message in
 * one transaction with its events. The file is removed again if the message is refused.
 */
export async function sendImage(
  db: Database,
  storage: FileStorage,
  options: { userId: number; id: string; data: Buffer; fileName: string; maxBytes: number },
): Promise<MessengerMessage> {
  const image = await prepareChatImage(options);
  const data = image.data;
  const key = newStorageKey();
  await storage.put(key, data);
  try {
    return await db.transaction((tx) =>
      appendMessage(tx, {
        userId: options.userId,
        id: options.id,
        values: {
          kind: 'image',
          imageKey: key,
          imageType: image.contentType,
          imageName: image.fileName,
          imageBytes: data.length,
        },
      }),
    );
  } catch (error) {
    await storage.delete(key).catch(() => undefined);
    throw error;
  }
}

/** An image's bytes for one of the two participants. */
export async function readImage(
  db: Database,
  storage: FileStorage,
  options: { userId: number; id: string; messageId: number },
): Promise<{ data: Buffer; contentType: string; fileName: string }> {
  const image = await findImage(db, options);
  const data = await storage.get(image.key);
  if (!data) throw AppError.notFound('Image');
  return { data, contentType: image.contentType, fileName: image.fileName };
}
