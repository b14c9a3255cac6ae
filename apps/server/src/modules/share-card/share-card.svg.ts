import type { Badge } from '@p2p/shared';

/** What a share card shows of a trader: only what their public profile shows a guest. */
export interface ShareCardFigures {
  username: string;
  badge: Badge;
  completedTrades: number;
  /** Positive ÷ all feedback in whole percent; null before the first feedback. */
  positiveFeedbackPercent: number | null;
  feedbackCount: number;
  /** Completed ÷ finished trades in whole percent (trade-stats); null before the first finished trade. */
  completionRate: number | null;
}

/** The Open Graph image size every network crops least (1.91:1). */
export const SHARE_CARD_WIDTH = 1200;
export const SHARE_CARD_HEIGHT = 630;

const BADGE_LABELS: Record<Badge, string | null> = {
  no_badge: null,
  vendor: 'Vendor',
  power_trader: 'Power trader',
  expert_trader: 'Expert trader',
  operator: 'Operator',
  ceo: 'CEO',
  ambassador: 'Ambassador',
};

export function badgeLabel(badge: Badge): string | null {
  return BADGE_LABELS[badge];
}

/**
 * Escapes text for an SVG (XML) text node or attribute. Usernames are validated to
 * `[A-Za-z0-9_-]`, but the card escapes every text anyway: the rule may change, labels may not.
 */
export function escapeXml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

const percent = (value: number | null) => (value === null ? '—' : `${value}%`);

/** One figure: the value large, its label under it. */
function figure(x: number, value: string, label: string): string {
  return (
    `<text x="${x}" y="440" class="value">${escapeXml(value)}</text>` +
    `<text x="${x}" y="490" class="label">${escapeXml(label)}</text>`
  );
}

/**
 * The share card as SVG (rendered to PNG by the service): the username, the badge, completed trades,
 * positive feedback and completion rate, in the marketplace's colours. Figures only, no avatar: the
 * image must not fetch anything.
 */
export function shareCardSvg(card: ShareCardFigures, siteName: string): string {
  const badge = badgeLabel(card.badge);
  const username = card.username.length > 20 ? `${card.username.slice(0, 19)}…` : card.username;
  const badgePill = badge
    ? `<rect x="80" y="250" rx="24" width="${badge.length * 17 + 56}" height="48" fill="#d1fae5"/>` +
      `<text x="108" y="283" class="badge">${escapeXml(badge)}</text>`
    : '';
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SHARE_CARD_WIDTH}" height="${SHARE_CARD_HEIGHT}" viewBox="0 0 ${SHARE_CARD_WIDTH} ${SHARE_CARD_HEIGHT}">`,
    '<style>',
    'text{font-family:"DejaVu Sans","Liberation Sans",Arial,sans-serif;fill:#0f172a}',
    '.site{font-size:30px;font-weight:700;fill:#047857}',
    '.name{font-size:76px;font-weight:700}',
    '.badge{font-size:28px;font-weight:700;fill:#065f46}',
    '.value{font-size:64px;font-weight:700}',
    '.label{font-size:26px;fill:#475569}',
    '</style>',
    `<rect width="${SHARE_CARD_WIDTH}" height="${SHARE_CARD_HEIGHT}" fill="#f8fafc"/>`,
    `<rect width="${SHARE_CARD_WIDTH}" height="16" fill="#059669"/>`,
    `<text x="80" y="110" class="site">${escapeXml(siteName)}</text>`,
    `<text x="80" y="215" class="name">${escapeXml(username)}</text>`,
    badgePill,
    `<line x1="80" y1="350" x2="1120" y2="350" stroke="#e2e8f0" stroke-width="2"/>`,
    figure(80, String(card.completedTrades), 'Completed trades'),
    figure(460, percent(card.positiveFeedbackPercent), `Positive feedback (${card.feedbackCount})`),
    figure(840, percent(card.completionRate), 'Completion rate'),
    `<text x="80" y="580" class="label">${escapeXml(`/user/${card.username}`)}</text>`,
    '</svg>',
  ].join('');
}
