import { AVATAR_SIZE_PX } from '@p2p/shared';
import type { Executor } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { openImage } from '../../lib/images.js';
import type { AvatarStorage } from './avatar-storage.js';
import * as repo from './profile.repository.js';

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif']);

export const NOT_AN_IMAGE = 'The file is not a JPEG, PNG, WebP or GIF image';

/**
 * Decodes the upload and re-encodes it as a square WebP. Re-encoding drops every byte of the
 * original (EXIF with GPS position, comments, hidden payloads), so only pixels are ever served.
 */
export async function toAvatarWebp(upload: Buffer): Promise<Buffer> {
  try {
    const image = openImage(upload);
    const { format } = await image.metadata();
    if (!format || !ACCEPTED_FORMATS.has(format)) throw AppError.validation('file', NOT_AN_IMAGE);
    return await image
      .rotate()
      .resize(AVATAR_SIZE_PX, AVATAR_SIZE_PX, { fit: 'cover', position: 'attention' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw AppError.validation('file', NOT_AN_IMAGE);
  }
}

/** Stores the processed avatar, points the user at it and deletes the one it replaces. */
export async function processAvatar(
  db: Executor,
  storage: AvatarStorage,
  options: { userId: number; upload: Buffer },
): Promise<{ avatarUrl: string }> {
  const webp = await toAvatarWebp(options.upload);
  const avatarUrl = await storage.save(webp);
  let previous: string | null;
  try {
    previous = await db.transaction(async (tx) => {
      const current = await repo.lockAvatarUrl(tx, options.userId);
      if (!current) throw AppError.unauthorized();
      await repo.updateAvatarUrl(tx, options.userId, avatarUrl);
      return current.avatarUrl;
    });
  } catch (error) {
    await storage.remove(avatarUrl);
    throw error;
  }
  await storage.remove(previous);
  return { avatarUrl };
}
