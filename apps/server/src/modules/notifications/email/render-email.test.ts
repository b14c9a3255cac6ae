import { describe, expect, it } from 'vitest';
import { NOTIFICATION_KINDS, SUPPORTED_LOCALES } from '@p2p/shared';
import { EMAIL_CATALOGUES, renderNotificationEmail } from './render-email.js';

const data = {
  tradeHash: 'Ab3dE5gH7jK',
  partner: '<script>alert(1)</script>',
  buyer: 'bob',
  seller: 'sam',
  cryptoAmount: '0.00150000',
  coin: 'BTC',
  fiatAmount: '100.00',
  fiatCode: 'USD',
  paymentMethod: 'PayPal',
  count: '3',
  amount: '1234.50000000',
  outcome: 'won',
};

const render = (
  kind: string,
  locale: string,
  unsubscribeUrl: string | null = 'https://p2p.test/u?token=a&b',
) =>
  renderNotificationEmail({
    kind,
    locale,
    data,
    username: 'alice',
    site: 'P2P Marketplace',
    actionUrl: 'https://p2p.test/trade/Ab3dE5gH7jK',
    preferencesUrl: 'https://p2p.test/account/notifications',
    unsubscribeUrl,
  });

describe('notification e-mail templates', () => {
  it('have a catalogue for every language of the web app, Arabic written right to left', () => {
    expect(Object.keys(EMAIL_CATALOGUES).sort()).toEqual([...SUPPORTED_LOCALES].sort());
    expect(render('trade.paid', 'ar').html).toContain('<html lang="ar" dir="rtl">');
  });

  it('render every kind in every locale, with an HTML and a plain-text part', () => {
    for (const locale of Object.keys(EMAIL_CATALOGUES)) {
      for (const kind of NOTIFICATION_KINDS) {
        const mail = render(kind, locale);
        expect(mail.subject.length, `${locale} ${kind}`).toBeGreaterThan(0);
        expect(mail.subject).not.toMatch(/[\r\n]/);
        expect(mail.html).toContain(`<html lang="${locale}" dir="${locale === 'ar' ? 'rtl' : 'ltr'}">`);
        expect(mail.text).not.toContain('<%');
        expect(mail.html).not.toContain('<%');
      }
    }
  });

  it('speak the user’s language', () => {
    expect(render('trade.paid', 'en').subject).toBe(
      '<script>alert(1)</script> marked trade Ab3dE5gH7jK as paid',
    );
    expect(render('trade.paid', 'es').subject).toBe(
      '<script>alert(1)</script> marcó el intercambio Ab3dE5gH7jK como pagado',
    );
    expect(render('trade.paid', 'ru').subject).toBe(
      '<script>alert(1)</script> отметил сделку Ab3dE5gH7jK как оплаченную',
    );
    expect(render('trade.message', 'ru').text).toContain('Новых сообщений в сделке Ab3dE5gH7jK: 3');
    expect(render('dispute.awarded', 'es').text).toContain('La disputa se resolvió a tu favor');
    // A locale without a catalogue falls back to English.
    expect(render('trade.started', 'de').html).toContain('<html lang="en" dir="ltr">');
  });

  it('write coin amounts for people, in the reader’s language, without losing a digit', () => {
    expect(render('trade.started', 'en').text).toContain('0.0015 BTC for 100.00 USD');
    expect(render('trade.paid', 'en').text).toContain('before you release 0.0015 BTC.');
    expect(render('wallet.deposit_confirmed', 'en').subject).toBe('Deposit credited: 1,234.50 BTC');
    expect(render('wallet.deposit_confirmed', 'ru').text).toContain('1\u00a0234,50 BTC');
    expect(render('wallet.deposit_confirmed', 'es').html).toContain('Se acreditaron 1.234,50 BTC');
    for (const locale of Object.keys(EMAIL_CATALOGUES)) {
      const mail = render('trade.started', locale);
      expect(mail.html + mail.text, locale).not.toContain('0.00150000');
    }
  });

  it('escape every variable in the HTML part and keep the plain text readable', () => {
    const mail = render('trade.started', 'en');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; started a trade');
    expect(mail.html).toContain('href="https://p2p.test/u?token=a&amp;b"');
    expect(mail.text).toContain('<script>alert(1)</script> started a trade on your offer');
    expect(mail.text).toContain('Open the trade: https://p2p.test/trade/Ab3dE5gH7jK');
    expect(mail.text).toContain('Stop these e-mails: https://p2p.test/u?token=a&b');
  });

  it('carry no unsubscribe link on security mail, and say why', () => {
    const mail = render('security.password_changed', 'en', null);
    expect(mail.text).not.toContain('Stop these e-mails');
    expect(mail.text).toContain('Security e-mails are always sent and cannot be turned off.');
    expect(mail.html).toContain('Notification settings');
  });

  it('refuse an unknown kind', () => {
    expect(() => render('trade.exploded', 'en')).toThrow('no e-mail template');
  });
});
