import type { MessengerMessage } from '@p2p/shared';
import { newStorageKey, type FileStorage, type StoredObject } from '../../adapters/storage/file-storage.js';
import type { Database, Transaction } from '../../db/client.js';
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

/** A stored chat image opened for serving. */
export type ChatImageFile = StoredObject & { contentType: string; fileName: string };

/** The columns a chat message keeps for its stored image (the messenger's and the support chat's). */
export interface StoredChatImage {
  imageKey: string;
  imageType: string;
  imageName: string;
  imageBytes: number;
}

/**
 * Stores an image sent into a chat (see prepareChatImage), then lets `append` write it as a message
 * in one transaction with its events. The file is removed again if the message is refused.
 */
export async function storeChatImage<T>(
  db: Database,
  storage: FileStorage,
  upload: { data: Buffer; fileName: string; maxBytes: number },
  append: (tx: Transaction, image: StoredChatImage) => Promise<T>,
): Promise<T> {
  const image = await prepareChatImage(upload);
  const key = newStorageKey();
  await storage.put(key, image.data, image.contentType);
  try {
    return await db.transaction((tx) =>
      append(tx, {
        imageKey: key,
        imageType: image.contentType,
        imageName: image.fileName,
        imageBytes: image.data.length,
      }),
    );
  } catch (error) {
    await storage.delete(key).catch(() => undefined);
    throw error;
  }
}

/** A stored chat image's bytes, found by the chat's own access check (404 when the file is gone). */
export async function readChatImage(
  storage: FileStorage,
  image: { key: string; contentType: string; fileName: string },
): Promise<ChatImageFile> {
  const stored = await storage.open(image.key);
  if (!stored) throw AppError.notFound('Image');
  return { ...stored, contentType: image.contentType, fileName: image.fileName };
}

/** Stores an image sent into a direct conversation and appends it as a message. */
export async function sendImage(
  db: Database,
  storage: FileStorage,
  options: { userId: number; id: string; data: Buffer; fileName: string; maxBytes: number },
): Promise<MessengerMessage> {
  return storeChatImage(db, storage, options, (tx, image) =>
    appendMessage(tx, { userId: options.userId, id: options.id, values: { kind: 'image', ...image } }),
  );
}

/** An image's bytes for one of the two participants. */
export async function readImage(
  db: Database,
  storage: FileStorage,
  options: { userId: number; id: string; messageId: number },
): Promise<ChatImageFile> {
  return readChatImage(storage, await findImage(db, options));
}
