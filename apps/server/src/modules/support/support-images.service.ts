import type { SupportMessage } from '@p2p/shared';
import { newStorageKey, type FileStorage } from '../../adapters/storage/file-storage.js';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { prepareChatImage } from '../messenger/messenger-images.service.js';
import { appendMessage, findImage, type SupportActor } from './support.service.js';

/**
 * An image sent into a support conversation, stored as the messenger stores its images (checked by
 * content, re-encoded, private) and appended in one transaction with its events; the file is removed
 * again if the message is refused.
 */
export async function sendImage(
  db: Database,
  storage: FileStorage,
  options: { actor: SupportActor; id: string; data: Buffer; fileName: string; maxBytes: number },
): Promise<SupportMessage> {
  const image = await prepareChatImage(options);
  const key = newStorageKey();
  await storage.put(key, image.data);
  try {
    return await db.transaction((tx) =>
      appendMessage(tx, {
        actor: options.actor,
        id: options.id,
        values: {
          kind: 'image',
          imageKey: key,
          imageType: image.contentType,
          imageName: image.fileName,
          imageBytes: image.data.length,
        },
      }),
    );
  } catch (error) {
    await storage.delete(key).catch(() => undefined);
    throw error;
  }
}

export async function readImage(
  db: Database,
  storage: FileStorage,
  actor: SupportActor,
  options: { id: string; messageId: number },
): Promise<{ data: Buffer; contentType: string; fileName: string }> {
  const image = await findImage(db, actor, options);
  const data = await storage.get(image.key);
  if (!data) throw AppError.notFound('Image');
  return { data, contentType: image.contentType, fileName: image.fileName };
}
