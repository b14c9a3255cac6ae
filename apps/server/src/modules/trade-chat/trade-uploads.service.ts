import { createHash } from 'node:crypto';
import type { TradeAttachment, TradeMessage, TradeUploadContentType } from '@p2p/shared';
import { newStorageKey, type FileStorage, type StoredObject } from '../../adapters/storage/file-storage.js';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { reencodeImage } from '../../lib/images.js';
import {
  checkDocument,
  IMAGE_FORMATS,
  nameForContentType,
  type DocumentContentType,
} from '../kyc/file-content.js';
import { recordUserEvents } from '../realtime/user-events.js';
import type { TradeCaller } from '../trades/trade-access.js';
import { assertChatWritable, chatAudience, loadChatTrade } from './trade-chat-access.js';
import * as repo from './trade-chat.repository.js';
import { messageViews } from './trade-chat.service.js';
import { toAttachmentView } from './trade-chat-views.js';
import { appendTradeMessage } from './trade-messages.repository.js';

export interface UploadInput {
  hash: string;
  caller: TradeCaller | undefined;
  data: Buffer;
  /** The client's file name: shown, never used to decide anything. */
  fileName: string;
  requirementIds: number[];
  maxBytes: number;
}

// Control characters, quotes, and the bidirectional marks and overrides: "receipt\u202Efdp.exe" would
// show as "receiptexe.pdf" in the chat.
const UNSAFE_NAME_CHARACTERS =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u001f\u007f-\u009f"\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/**
 * Chat images are re-encoded to at most this many pixels: a 12-megapixel phone photo keeps its
 * size, and whoever opens one decodes at most 64 MB.
 */
export const CHAT_IMAGE_MAX_PIXELS = 16_000_000;

/**
 * A file name safe to show and to put in a header: no path, no control characters, bounded, and
 * with the extension of the type the content was detected as (a PNG named "poly.html" is "poly.png").
 */
export function cleanFileName(name: string, contentType: DocumentContentType): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  return nameForContentType(base.replace(UNSAFE_NAME_CHARACTERS, '').trim(), contentType);
}

/**
 * What is stored and served of an upload: an image is re-encoded (pixels only, bounded in size), a
 * PDF is kept as sent (it is only ever downloaded, never shown on our origin).
 */
async function storedContent(data: Buffer, contentType: DocumentContentType): Promise<Buffer> {
  const format = IMAGE_FORMATS[contentType];
  if (!format) return data;
  try {
    return await reencodeImage(data, { format, maxPixels: CHAT_IMAGE_MAX_PIXELS });
  } catch {
    throw AppError.validation('file', 'The image is damaged or not what it claims');
  }
}

/**
 * Checks the trade and the caller before reading anything big: only those who may write into the
 * chat may upload.
 */
export async function assertCanUpload(db: Database, hash: string, caller: TradeCaller | undefined) {
  const { trade } = await loadChatTrade(db, hash, caller);
  assertChatWritable(trade);
}

/**
 * Stores an upload, answers the requirements it names (those of the uploader's side, which become
 * UPLOADED unless already approved), appends an attachment message and tells everyone in the chat.
 */
export async function uploadFile(
  db: Database,
  storage: FileStorage,
  input: UploadInput,
): Promise<{ attachment: TradeAttachment; message: TradeMessage }> {
  if (input.data.length > input.maxBytes)
    throw new AppError('ERROR_PAYLOAD_TOO_LARGE', 'The file is too large', {
      file: [`At most ${Math.floor(input.maxBytes / 1024 / 1024) || 1} MB`],
    });
  const checked = await checkDocument(input.data);
  if (!checked.ok) throw AppError.validation('file', checked.reason);
  const data = await storedContent(input.data, checked.contentType);
  const key = newStorageKey();
  await storage.put(key, data, checked.contentType);
  try {
    return await db.transaction(async (tx) => {
      const { trade, role } = await loadChatTrade(tx, input.hash, input.caller);
      assertChatWritable(trade);
      const uploaderId = input.caller!.userId;
      const requirementIds = [...new Set(input.requirementIds)];
      const all = await repo.listRequirements(tx, trade.id);
      const named = requirementIds.map((id) => all.find((row) => row.id === id));
      if (named.some((row) => !row || row.party !== role))
        throw AppError.validation('requirements', 'Name only requirements of your side of this trade');
      await repo.markRequirementsUploaded(
        tx,
        trade.id,
        named.filter((row) => row!.status !== 'APPROVED').map((row) => row!.id),
      );
      const attachment = await repo.insertAttachment(tx, {
        tradeId: trade.id,
        uploaderId,
        storageKey: key,
        mimetype: checked.contentType,
        sizeBytes: data.length,
        sha256: createHash('sha256').update(data).digest('hex'),
        originalName: cleanFileName(input.fileName, checked.contentType),
        requirementId: requirementIds[0] ?? null,
      });
      const message = await appendTradeMessage(tx, {
        tradeId: trade.id,
        authorId: uploaderId,
        kind: 'attachment',
        payload: { attachmentId: attachment.id, requirementIds },
      });
      const audience = chatAudience(trade, uploaderId);
      await recordUserEvents(tx, [
        ...audience.map((userId) => ({
          userId,
          type: 'trade.upload',
          tradeHash: trade.hash,
          payload: { attachmentId: attachment.id, requirementIds },
        })),
        ...audience.map((userId) => ({
          userId,
          type: 'trade.message',
          tradeHash: trade.hash,
          payload: { messageId: message.id, kind: message.kind },
        })),
      ]);
      const { views } = await messageViews(tx, trade, role, uploaderId, [message]);
      return { attachment: views[0]!.attachment!, message: views[0]! };
    });
  } catch (error) {
    await storage.delete(key).catch(() => undefined);
    throw error;
  }
}

/** The trade's uploads, oldest first. */
export async function listUploads(
  db: Database,
  options: { hash: string; caller: TradeCaller | undefined },
): Promise<TradeAttachment[]> {
  const { trade } = await loadChatTrade(db, options.hash, options.caller);
  const rows = await repo.listAttachments(db, trade.id);
  if (rows.length === 0) return [];
  const context = {
    tradeHash: trade.hash,
    viewerId: options.caller!.userId,
    usernames: await repo.usernamesOf(
      db,
      rows.map((row) => row.uploaderId),
    ),
    requirements: new Map((await repo.listRequirements(db, trade.id)).map((row) => [row.id, row])),
    answered: await repo.attachmentRequirementIds(db, trade.id),
  };
  return rows.map((row) => toAttachmentView(row, context));
}

/** One upload's bytes, for the parties and a dispute's moderator (404 for anyone else). */
export async function readUpload(
  db: Database,
  storage: FileStorage,
  options: { hash: string; caller: TradeCaller | undefined; uploadId: string },
): Promise<StoredObject & { contentType: TradeUploadContentType; fileName: string }> {
  const { trade } = await loadChatTrade(db, options.hash, options.caller);
  const [row] = await repo.findAttachments(db, trade.id, [options.uploadId]);
  const stored = row && (await storage.open(row.storageKey));
  if (!row || !stored) throw AppError.notFound('Upload');
  const contentType = row.mimetype as TradeUploadContentType;
  // Names stored before names followed the detected type get its extension when served.
  return { ...stored, contentType, fileName: nameForContentType(row.originalName, contentType) };
}
