import { containsContactDetails } from './contact-details.js';
import {
  BIO_COUNTED_LIMIT,
  BIO_LINE_BREAK_WEIGHT,
  BIO_MAX_LENGTH,
  type ProfileMessageKey,
} from './profile-messages.js';

/** Line breaks as `\n`, whatever the browser or OS sent. */
export function normalizeBio(bio: string): string {
  return bio.replace(/\r\n?/g, '\n');
}

/** Length in code points, so an emoji counts as one character as the user sees it. */
export function bioLength(bio: string): number {
  return [...normalizeBio(bio)].length;
}

/**
 * The limit-counted length: characters other than line breaks count once, each line break counts
 * BIO_LINE_BREAK_WEIGHT.
 * @example bioCountedLength('ab\ncd') // 4 + 40 = 44
 */
export function bioCountedLength(bio: string): number {
  const chars = [...normalizeBio(bio)];
  const breaks = chars.filter((char) => char === '\n').length;
  return chars.length - breaks + breaks * BIO_LINE_BREAK_WEIGHT;
}

/**
 * The first rule a bio breaks, in the spec's order (too long, contact details, counted length), or null.
 * @example validateBio('Fast trader, online 24/7') // null
 */
export function validateBio(bio: string): Extract<ProfileMessageKey, `bio_${string}`> | null {
  if (bioLength(bio) > BIO_MAX_LENGTH) return 'bio_max';
  if (containsContactDetails(normalizeBio(bio))) return 'bio_contact_error';
  if (bioCountedLength(bio) > BIO_COUNTED_LIMIT) return 'bio_limit';
  return null;
}
