import { notificationDataForPeople } from '@p2p/shared';
import { en } from './catalogue-en.js';
import { es } from './catalogue-es.js';
import { ru } from './catalogue-ru.js';
import { pt } from './catalogue-pt.js';
import { fr } from './catalogue-fr.js';
import { zh } from './catalogue-zh.js';
import { vi } from './catalogue-vi.js';
import { tr } from './catalogue-tr.js';
import { ar } from './catalogue-ar.js';

/** A kind's short text; `body` may name `{variables}` of the notification, `plain` is used when one is missing. */
export interface NotificationTextEntry {
  title: string;
  body: string;
  plain?: string;
}

export interface NotificationTextCatalogue {
  fallback: NotificationTextEntry;
  kinds: Record<string, NotificationTextEntry>;
}

/** One catalogue per language of the web app (SUPPORTED_LOCALES); the test checks none is missing. */
export const NOTIFICATION_TEXT_CATALOGUES: Record<string, NotificationTextCatalogue> = {
  en,
  es,
  ru,
  pt,
  fr,
  zh,
  vi,
  tr,
  ar,
};

/** Longest body a push message or chat line carries; the link leads to the whole story. */
const MAX_BODY_LENGTH = 300;

/**
 * The title and one-line body of a notification for push messages and chat bots, in the user's
 * locale (English when the locale has no catalogue), coin amounts written for people ("0.005 BTC").
 * E-mails have their own templates.
 */
export function notificationText(
  kind: string,
  locale: string,
  data: Record<string, string>,
): { title: string; body: string } {
  const catalogue = NOTIFICATION_TEXT_CATALOGUES[locale.slice(0, 2).toLowerCase()] ?? en;
  const entry = catalogue.kinds[kind] ?? en.kinds[kind] ?? catalogue.fallback;
  const shown = notificationDataForPeople(data, catalogue === en ? 'en' : locale);
  let missing = false;
  const body = entry.body.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const value = shown[name];
    if (value === undefined || value === '') {
      missing = true;
      return '';
    }
    return value.slice(0, 60);
  });
  const text = missing ? (entry.plain ?? catalogue.fallback.body) : body;
  return { title: entry.title, body: text.slice(0, MAX_BODY_LENGTH) };
}
