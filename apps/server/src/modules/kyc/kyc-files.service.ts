import { createHash } from 'node:crypto';
import { MAX_VERIFICATION_FILES, STAFF_ROLES, type VerificationRequestView } from '@p2p/shared';
import { newStorageKey, type FileStorage, type StoredObject } from '../../adapters/storage/file-storage.js';
import type { Database, Executor } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { SessionUser } from '../auth/auth.service.js';
import { checkDocument, extensionOf } from './file-content.js';
import * as repo from './kyc.repository.js';
import { toRequestView } from './kyc-views.js';

export const DOCUMENT_PURPOSE = 'kyc-document';
const KINDS_WITH_DOCUMENTS = ['id', 'address'];

/** The owner's pending ID or address request; anyone else's request is a 404, as if it did not exist. */
function assertUploadable(request: repo.RequestRow | undefined, userId: number): repo.RequestRow {
  if (!request || request.userId !== userId) throw AppError.notFound('Verification request');
  if (!KINDS_WITH_DOCUMENTS.includes(request.kind))
    throw new AppError('ERROR_CONFLICT', 'This verification takes no documents', {
      requestId: ['Documents belong to an ID or address verification'],
    });
  if (request.status !== 'pending')
    throw new AppError('ERROR_CONFLICT', 'The request was already reviewed', {
      requestId: ['The request was already reviewed'],
    });
  return request;
}

/** Checked before the upload is read, so nobody streams documents into a request that is not theirs. */
export async function assertCanUpload(db: Executor, userId: number, requestId: string): Promise<void> {
  assertUploadable(await repo.findRequest(db, requestId), userId);
}

const tooMany = () =>
  AppError.validation('file', `At most ${MAX_VERIFICATION_FILES} files per verification request`);

/**
 * Checks each document by its content, stores it under a random key and records it against the
 * request. Stored objects are removed again when the request cannot take them.
 */
export async function storeDocuments(
  db: Database,
  storage: FileStorage,
  options: { userId: number; requestId: string; files: Buffer[] },
): Promise<VerificationRequestView> {
  const { userId, requestId, files } = options;
  if (files.length === 0) throw AppError.validation('file', 'Attach at least one file');
  if (files.length > MAX_VERIFICATION_FILES) throw tooMany();
  const checked: { data: Buffer; contentType: string; key: string }[] = [];
  for (const data of files) {
    const result = await checkDocument(data);
    if (!result.ok) throw AppError.validation('file', result.reason);
    checked.push({ data, contentType: result.contentType, key: newStorageKey() });
  }
  const written: string[] = [];
  try {
    for (const file of checked) {
      await storage.put(file.key, file.data, file.contentType);
      written.push(file.key);
    }
    return await db.transaction(async (tx) => {
      const request = assertUploadable(await repo.findRequest(tx, requestId, { lock: true }), userId);
      const existing = await repo.listFilesOfRequests(tx, [request.id]);
      if (existing.length + checked.length > MAX_VERIFICATION_FILES) throw tooMany();
      const added = await repo.insertFiles(
        tx,
        checked.map((file) => ({
          userId,
          purpose: DOCUMENT_PURPOSE,
          storageKey: file.key,
          contentType: file.contentType,
          sizeBytes: file.data.length,
          sha256: createHash('sha256').update(file.data).digest('hex'),
          verificationRequestId: request.id,
        })),
      );
      return toRequestView(request, [...existing, ...added]);
    });
  } catch (error) {
    await Promise.allSettled(written.map((key) => storage.delete(key)));
    throw error;
  }
}

/** A document for its owner or a reviewer (moderator, supermoderator, admin); a 404 for anyone else. */
export async function readDocument(
  db: Executor,
  storage: FileStorage,
  viewer: SessionUser,
  fileId: string,
): Promise<StoredObject & { contentType: string; fileName: string }> {
  const file = await repo.findFile(db, fileId);
  const allowed = file && (file.userId === viewer.userId || STAFF_ROLES.includes(viewer.role));
  if (!file || !allowed || file.purpose !== DOCUMENT_PURPOSE) throw AppError.notFound('File');
  const stored = await storage.open(file.storageKey);
  if (!stored) throw AppError.notFound('File');
  return {
    ...stored,
    contentType: file.contentType,
    fileName: `${file.id}.${extensionOf(file.contentType)}`,
  };
}
