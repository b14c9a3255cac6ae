import { Eta, type TemplateFunction } from 'eta';
import {
  isLocale,
  isNotificationKind,
  localeDirection,
  notificationDataForPeople,
  type Locale,
  type NotificationKind,
} from '@p2p/shared';
import { HTML_LAYOUT, TEXT_LAYOUT } from './layouts.js';
import { ar } from './messages/ar.js';
import { en } from './messages/en.js';
import { es } from './messages/es.js';
import { fr } from './messages/fr.js';
import { pt } from './messages/pt.js';
import { ru } from './messages/ru.js';
import { tr } from './messages/tr.js';
import { vi } from './messages/vi.js';
import { zh } from './messages/zh.js';
import type { EmailCatalogue } from './messages/types.js';

/** The locales of the web app; every one has a catalogue. */
export const EMAIL_CATALOGUES: Record<Locale, EmailCatalogue> = { en, es, ru, pt, fr, zh, vi, tr, ar };

const html = new Eta({ autoEscape: true, autoTrim: false, useWith: false });
const text = new Eta({ autoEscape: false, autoTrim: false, useWith: false });
const compiled = new Map<string, TemplateFunction>();

function renderWith(engine: Eta, key: string, template: string, data: object): string {
  const cacheKey = `${engine === html ? 'h' : 't'}:${key}`;
  let fn = compiled.get(cacheKey);
  if (!fn) {
    fn = engine.compile(template);
    compiled.set(cacheKey, fn);
  }
  return engine.render(fn, data);
}

export interface EmailInput {
  kind: NotificationKind | string;
  locale: string;
  data: Record<string, string>;
  username: string;
  site: string;
  /** Absolute URLs. */
  actionUrl: string | null;
  preferencesUrl: string;
  /** Absent for mail that cannot be turned off (security). */
  unsubscribeUrl: string | null;
}

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

/**
 * A notification e-mail in the user's locale (English when the locale has no catalogue), as HTML and
 * plain text. Every variable is escaped in the HTML part; the subject is one line.
 * @example renderNotificationEmail({ kind: 'trade.paid', locale: 'es', data, username, site, ... })
 */
export function renderNotificationEmail(input: EmailInput): RenderedEmail {
  if (!isNotificationKind(input.kind)) throw new Error(`no e-mail template for ${input.kind}`);
  const lang: Locale = isLocale(input.locale) ? input.locale : 'en';
  const catalogue = EMAIL_CATALOGUES[lang];
  const message = catalogue.kinds[input.kind];
  // Coin amounts as people read them ("0.005 BTC", not the ledger's "0.00500000 BTC").
  const vars = { ...notificationDataForPeople(input.data, lang), username: input.username, site: input.site };
  const parts = (engine: Eta) => {
    const key = (field: string) => `${lang}:${field}`;
    return {
      greeting: renderWith(engine, key('greeting'), catalogue.frame.greeting, vars),
      footer: renderWith(engine, key('footer'), catalogue.frame.footer, vars),
      unsubscribe: renderWith(engine, key('unsubscribe'), catalogue.frame.unsubscribe, vars),
      securityNotice: renderWith(engine, key('security'), catalogue.frame.securityNotice, vars),
      preferences: renderWith(engine, key('preferences'), catalogue.frame.preferences, vars),
      heading: renderWith(engine, key(`${input.kind}:heading`), message.heading, vars),
      body: renderWith(engine, key(`${input.kind}:body`), message.body, vars),
      action: renderWith(engine, key(`${input.kind}:action`), message.action, vars),
    };
  };
  const subject = renderWith(text, `${lang}:${input.kind}:subject`, message.subject, vars)
    .replace(/[\r\n\t]+/g, ' ')
    .trim()
    .slice(0, 200);
  const links = {
    lang,
    dir: localeDirection(lang),
    site: input.site,
    subject,
    actionUrl: input.actionUrl,
    preferencesUrl: input.preferencesUrl,
    unsubscribeUrl: input.unsubscribeUrl,
  };
  return {
    subject,
    html: renderWith(html, 'layout', HTML_LAYOUT, { ...parts(html), ...links }),
    text: renderWith(text, 'layout', TEXT_LAYOUT, { ...parts(text), ...links })
      .replace(/\n{3,}/g, '\n\n')
      .trim()
      .concat('\n'),
  };
}
