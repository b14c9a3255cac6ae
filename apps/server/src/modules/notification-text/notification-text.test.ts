import { NOTIFICATION_KINDS, SUPPORTED_LOCALES } from '@p2p/shared';
import { describe, expect, it } from 'vitest';
import { en } from './catalogue-en.js';
import { NOTIFICATION_TEXT_CATALOGUES, notificationText } from './notification-text.js';

describe('notificationText', () => {
  it('has a catalogue for every language of the web app', () => {
    expect(Object.keys(NOTIFICATION_TEXT_CATALOGUES).sort()).toEqual([...SUPPORTED_LOCALES].sort());
  });

  it('has a title and body for every notification kind in every locale, with the same variables as English', () => {
    for (const [locale, catalogue] of Object.entries(NOTIFICATION_TEXT_CATALOGUES)) {
      for (const kind of NOTIFICATION_KINDS) {
        const entry = catalogue.kinds[kind];
        expect(entry, kind).toBeDefined();
        expect(entry!.title.length, kind).toBeGreaterThan(0);
        // A body with variables needs a plain variant for notifications that lack them.
        if (/\{\w+\}/.test(entry!.body)) expect(entry!.plain, kind).toBeDefined();
        // A translation names the same variables as English (none dropped, none invented).
        const variables = (body: string) => (body.match(/\{\w+\}/g) ?? []).sort();
        expect(variables(entry!.body), `${locale} ${kind}`).toEqual(variables(en.kinds[kind]!.body));
      }
      expect(Object.keys(catalogue.kinds).sort()).toEqual([...NOTIFICATION_KINDS].sort());
    }
  });

  it('writes coin amounts for people in the reader’s language, without losing a digit', () => {
    expect(
      notificationText('wallet.deposit_confirmed', 'en', { amount: '0.00500000', coin: 'BTC' }).body,
    ).toBe('0.005 BTC arrived in your wallet.');
    expect(notificationText('wallet.sendout_sent', 'en', { amount: '0.00000001', coin: 'BTC' }).body).toBe(
      'Your send-out of 0.00000001 BTC was sent.',
    );
    expect(
      notificationText('wallet.deposit_pending', 'ru', { amount: '1250.500000', coin: 'USDT' }).body,
    ).toContain('1\u00a0250,50 USDT');
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
    expect(notificationText('trade.released', 'ar', {}).title).toBe('تم تحرير العملة');
    expect(notificationText('trade.started', 'pt-BR', { partner: 'ana' }).body).toBe(
      'ana iniciou uma negociação com você.',
    );
  });
});
