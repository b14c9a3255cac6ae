/**
 * Finds contact details in free text (a profile bio): e-mail addresses, links and domains, phone
 * numbers and messenger handles. Trading off the platform is how most scams start, so a bio may not
 * carry them. It is a heuristic: amounts ("1,000 USD", "1 000 000"), years, dates, ranges of round
 * numbers and "24/7" are not phone numbers.
 */

export type ContactDetailKind = 'email' | 'url' | 'phone' | 'handle';

export interface ContactDetailMatch {
  kind: ContactDetailKind;
  /** The part of the text that was recognised. */
  match: string;
}

// Common generic and country endings; English words that people type after a missing space
// ("done.Trade") are left out, and the ones kept are only taken when written in lower case.
const TLDS = (
  'com net org info biz io co me ru ua by kz uk us ng gh ke za in pk ph id my vn cn br mx ar de fr es it nl ' +
  'pl tr ae eu su app dev xyz online site shop store link ly gg to cc tv ai so pw club top vip pro tk ml ' +
  'ga cf gq ws bio'
)
  .split(' ')
  .join('|');

const URL_PATTERN = /\b(?:https?|ftp):\/\/\S+|\bwww\.\S+/i;
const EMAIL_PATTERN = /[\w.+-]+@[\w-]+(?:\.[\w-]+)*\.[a-z]{2,}/i;
const OBFUSCATED_EMAIL_PATTERN = new RegExp(
  String.raw`[\w.+-]+\s*(?:\(at\)|\[at\]|\{at\}|\sat\s)\s*[\w-]+\s*(?:\(dot\)|\[dot\]|\{dot\}|\sdot\s)\s*(?:${TLDS})\b`,
  'i',
);
const DOMAIN_PATTERN = new RegExp(
  String.raw`(?<![\w@.-])(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+(${TLDS})(?![\w-])`,
  'gi',
);
const HANDLE_PATTERN = /(?<![\w.@])@[a-z0-9_][a-z0-9_.]{2,}/i;
const MESSENGERS =
  'telegram|tg|whats\\s?app|wa|skype|viber|wechat|signal|discord|snapchat|instagram|insta|facebook|fb|' +
  'kik|threema|icq|imo';
const MESSENGER_PATTERN = new RegExp(
  String.raw`\b(?:${MESSENGERS})\b(?:\s*(?:id|username|user|handle|nick|number|no|#)\b\.?)?\s*([:=]+)?\s*(@?[\w.+:-]{3,})`,
  'gi',
);

const PHONE_CANDIDATE = /(?:\+[ \t]*)?\(?\d[\d \t\u00a0().\-\u2013]*\d/g;
const MIN_PHONE_DIGITS = 7;
const THOUSANDS = /^\d{1,3}(?:[ ,.\u00a0]\d{3})+(?:[.,]\d{1,2})?$/;
const PLAIN_AMOUNT = /^\d+(?:[.,]\d{1,2})?$/;
const DATE = /^\d{1,4}[./-]\d{1,2}[./-]\d{1,4}$/;
const YEAR_RANGE = /^(?:19|20)\d{2}[ \t]*[-\u2013][ \t]*(?:19|20)\d{2}$/;
const CURRENCY_SYMBOLS = '$€£₦₹₽¥₵₱₿₴₸';
const CURRENCY_WORDS =
  'usd|usdt|usdc|btc|eth|eur|gbp|ngn|ghs|kes|zar|inr|pkr|php|idr|vnd|cny|rub|uah|kzt|brl|mxn|ars|cad|aud|' +
  'aed|try|xaf|xof|ugx|tzs|sats?|naira|cedis?|dollars?|euros?|k';
const CURRENCY_AFTER = new RegExp(String.raw`^[ \t]*(?:(?:${CURRENCY_WORDS})\b|[${CURRENCY_SYMBOLS}%])`, 'i');
const CURRENCY_BEFORE = new RegExp(String.raw`[${CURRENCY_SYMBOLS}][ \t]*$`);

function isAmount(candidate: string, before: string, after: string): boolean {
  if (candidate.startsWith('+') || candidate.startsWith('0') || candidate.startsWith('(')) return false;
  if (THOUSANDS.test(candidate)) return true;
  if (PLAIN_AMOUNT.test(candidate)) {
    const hasCurrency = CURRENCY_BEFORE.test(before) || CURRENCY_AFTER.test(after);
    // A plain number ending in 000 is a round amount far more often than a phone number.
    return hasCurrency || /[.,]\d{1,2}$/.test(candidate) || /000$/.test(candidate);
  }
  const range = candidate.split(/[ \t]*[-\u2013][ \t]*/);
  if (range.length === 2 && range.every((part) => /^\d[\d ,.]*00$/.test(part) && !part.startsWith('0'))) {
    return true;
  }
  return false;
}

function findPhone(text: string): string | undefined {
  for (const found of text.matchAll(PHONE_CANDIDATE)) {
    const candidate = found[0].trim();
    const digits = candidate.replace(/\D/g, '').length;
    if (digits < MIN_PHONE_DIGITS) continue;
    if (DATE.test(candidate) || YEAR_RANGE.test(candidate)) continue;
    const start = found.index;
    const before = text.slice(0, start);
    const after = text.slice(start + found[0].length);
    if (isAmount(candidate, before, after)) continue;
    return candidate;
  }
  return undefined;
}

function findDomain(text: string): string | undefined {
  for (const found of text.matchAll(DOMAIN_PATTERN)) {
    const tld = found[1] ?? '';
    const followedByPath = text[found.index + found[0].length] === '/';
    // "done.It works": a capitalised ending after a dot is a new sentence, not a domain.
    if (!followedByPath && /^[A-Z]/.test(tld)) continue;
    return found[0];
  }
  return undefined;
}

function findMessengerHandle(text: string): string | undefined {
  for (const found of text.matchAll(MESSENGER_PATTERN)) {
    const separator = found[1];
    const handle = found[2] ?? '';
    if (separator || handle.startsWith('@') || /[\d_.:]/.test(handle)) return found[0];
  }
  return undefined;
}

/**
 * The first contact detail found in `text`, or null.
 * @example findContactDetails('write me at john@example.com') // { kind: 'email', match: 'john@example.com' }
 */
export function findContactDetails(text: string): ContactDetailMatch | null {
  const checks: [ContactDetailKind, () => string | undefined][] = [
    ['email', () => EMAIL_PATTERN.exec(text)?.[0] ?? OBFUSCATED_EMAIL_PATTERN.exec(text)?.[0]],
    ['url', () => URL_PATTERN.exec(text)?.[0] ?? findDomain(text)],
    ['handle', () => HANDLE_PATTERN.exec(text)?.[0] ?? findMessengerHandle(text)],
    ['phone', () => findPhone(text)],
  ];
  for (const [kind, check] of checks) {
    const match = check();
    if (match) return { kind, match };
  }
  return null;
}

export function containsContactDetails(text: string): boolean {
  return findContactDetails(text) !== null;
}
