import { badgeLabel, SHARE_CARD_HEIGHT, SHARE_CARD_WIDTH, type ShareCardFigures } from './share-card.svg.js';

/** Escapes text for an HTML attribute value in double quotes (and for text, which it also covers). */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** The sentence of figures under the title: what a link preview says of the trader. */
export function profileDescription(card: ShareCardFigures): string {
  const parts = [`${card.completedTrades} completed trades`];
  if (card.positiveFeedbackPercent !== null)
    parts.push(`${card.positiveFeedbackPercent}% positive feedback (${card.feedbackCount})`);
  if (card.completionRate !== null) parts.push(`${card.completionRate}% completion rate`);
  const badge = badgeLabel(card.badge);
  return `${badge ? `${badge}. ` : ''}${parts.join(', ')}.`;
}

/**
 * The Open Graph and Twitter card tags of a public profile page, every value HTML-escaped. Crawlers
 * do not run the app, so the server writes these into the served index.html (share-card.routes.ts);
 * meta tags load nothing, so the Content-Security-Policy is untouched.
 */
export function profileMetaTags(
  card: ShareCardFigures,
  options: { baseUrl: string; pagePath: string; imagePath: string; siteName: string; version: string },
): string {
  const base = options.baseUrl.replace(/\/+$/, '');
  const title = `${card.username} on ${options.siteName}`;
  const description = profileDescription(card);
  const image = `${base}${options.imagePath}?v=${encodeURIComponent(options.version)}`;
  const tags: [string, string, string][] = [
    ['property', 'og:type', 'profile'],
    ['property', 'og:site_name', options.siteName],
    ['property', 'og:title', title],
    ['property', 'og:description', description],
    ['property', 'og:url', `${base}${options.pagePath}`],
    ['property', 'og:image', image],
    ['property', 'og:image:type', 'image/png'],
    ['property', 'og:image:width', String(SHARE_CARD_WIDTH)],
    ['property', 'og:image:height', String(SHARE_CARD_HEIGHT)],
    ['property', 'og:image:alt', `${title}: ${description}`],
    ['property', 'profile:username', card.username],
    ['name', 'twitter:card', 'summary_large_image'],
    ['name', 'twitter:title', title],
    ['name', 'twitter:description', description],
    ['name', 'twitter:image', image],
  ];
  return tags
    .map(([attribute, key, value]) => `<meta ${attribute}="${key}" content="${escapeHtml(value)}" />`)
    .join('');
}
