import { NOTIFICATION_KINDS } from '@p2p/shared';
import { describe, expect, it } from 'vitest';
import { en } from './catalogue-en.js';
import { es } from './catalogue-es.js';
import { ru } from './catalogue-ru.js';
import { notificationText } from './notification-text.js';

describe('notificationText', () => {
  it('has a title and body for every notification kind in every locale', () => {
    for (const catalogue of [en, es, ru]) {
      for (const kind of NOTIFICATION_KINDS) {
        const entry = catalogue.kinds[kind];
        expect(entry, kind).toBeDefined();
        expect(entry!.title.length, kind).toBeGreaterThan(0);
        // A body with variables needs a plain variant for notifications that lack them.
        if (/\{\w+\}/.test(entry!.body)) expect(entry!.plain, kind).toBeDefined();
      }
      expect(Object.keys(catalogue.kinds).sort()).toEqual([...NOTIFICATION_KINDS].sort());
    }
  });

  it('fills variables, falls back to the plain text when one is missing, and to English for other locales', () => {
    expect(notificationText('trade.started', 'es', { partner: 'ana' })).toEqual({
      title: 'Nuevo intercambio',
      body: 'ana inició un intercambio contigo.',
    });
    expect(notificationText('trade.started', 'ru', {})).toEqual({
      title: 'Новая сделка',
      body: 'С вами начали сделку.',
    });
    expect(notificationText('trade.paid', 'de', { partner: 'bob' }).title).toBe('Marked as paid');
    expect(notificationText('no.such_kind', 'en', {})).toEqual(en.fallback);
  });
});
