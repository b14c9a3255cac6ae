import type { SupportMessage } from '@p2p/shared';
import type { FileStorage } from '../../adapters/storage/file-storage.js';
import type { Database } from '../../db/client.js';
import { readChatImage, storeChatImage, type ChatImageFile } from '../messenger/messenger-images.service.js';
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
  return storeChatImage(db, storage, options, (tx, image) =>
    appendMessage(tx, { actor: options.actor, id: options.id, values: { kind: 'image', ...image } }),
  );
}

export async function readImage(
  db: Database,
  storage: FileStorage,
  actor: SupportActor,
  options: { id: string; messageId: number },
): Promise<ChatImageFile> {
  return readChatImage(storage, await findImage(db, actor, options));
}
