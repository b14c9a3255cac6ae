import { createHash } from 'node:crypto';
import type Sharp from 'sharp';
import type { Executor } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { lazyModule } from '../../lib/lazy-module.js';
import { tradeStatsOfUser } from '../trade-stats/trade-stats.repository.js';
import { findVisibleProfileOwner } from '../users/users.service.js';
import { shareCardSvg, type ShareCardFigures } from './share-card.svg.js';

const sharp = lazyModule<typeof Sharp>('sharp');

/** Raised when the card's look changes, so that caches keyed by the ETag drop the old image. */
const CARD_VERSION = 1;
/** Rendered cards kept per node, by ETag: a popular profile is drawn once per change of its figures. */
const RENDERED_LIMIT = 200;

/**
 * The figures of a trader's share card, as a guest sees their public profile: an unknown username,
 * a closed account or a profile its owner hides from guests is a 404 (the image is public and
 * cached, so it never depends on who asks, and a hidden profile's figures never leave).
 */
export async function shareCardFigures(db: Executor, username: string): Promise<ShareCardFigures> {
  let owner: Awaited<ReturnType<typeof findVisibleProfileOwner>>;
  try {
    owner = await findVisibleProfileOwner(db, username);
  } catch (error) {
    if (error instanceof AppError && error.code === 'ERROR_PROFILE_HIDDEN') throw AppError.notFound('User');
    throw error;
  }
  if (owner.user.closedAt !== null || owner.user.username.toLowerCase() !== username.toLowerCase())
    throw AppError.notFound('User');
  const stats = await tradeStatsOfUser(db, owner.user.id);
  const feedbackCount = stats.feedback.positive + stats.feedback.negative;
  return {
    username: owner.user.username,
    badge: stats.badge,
    completedTrades: stats.completedTrades,
    // Rounded down, like the completion rate: 100 % only when every feedback was positive.
    positiveFeedbackPercent:
      feedbackCount === 0 ? null : Math.floor((stats.feedback.positive * 100) / feedbackCount),
    feedbackCount,
    completionRate: stats.completionRate,
  };
}

/** A strong ETag of what the card shows: it changes exactly when a figure (or the card's look) does. */
export function shareCardEtag(card: ShareCardFigures, siteName: string): string {
  const digest = createHash('sha256')
    .update(JSON.stringify([CARD_VERSION, siteName, card]))
    .digest('base64url')
    .slice(0, 27);
  return `"${digest}"`;
}

const rendered = new Map<string, Buffer>();

/** The card as PNG, drawn from its SVG by sharp (loaded on first use) and kept by ETag. */
export async function renderShareCard(card: ShareCardFigures, siteName: string): Promise<Buffer> {
  const etag = shareCardEtag(card, siteName);
  const cached = rendered.get(etag);
  if (cached) return cached;
  const png = await sharp()(Buffer.from(shareCardSvg(card, siteName)))
    .png({ compressionLevel: 9 })
    .toBuffer();
  if (rendered.size >= RENDERED_LIMIT) rendered.delete(rendered.keys().next().value!);
  rendered.set(etag, png);
  return png;
}

/** The site's name: MAIL_FROM's display name ("P2P Marketplace <no-reply@…>"), as in e-mails. */
export function siteNameOf(mailFrom: string): string {
  const name = /^\s*"?([^"<]+?)"?\s*</.exec(mailFrom)?.[1];
  return name?.trim() || 'P2P Marketplace';
}
