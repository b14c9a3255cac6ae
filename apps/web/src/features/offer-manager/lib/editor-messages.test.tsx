import { offerInputSchema } from '@p2p/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { resources } from '@/i18n/resources';
import { i18n } from '@/lib/i18n';
import { CSRF_ROUTE, mockFetch } from '@/testing/fetch-mock';
import { renderWithProviders } from '@/testing/render';
import { OfferEditor } from '../components/editor/offer-editor';
import { EDITOR_REFERENCE_ROUTES } from '../test/fixtures';
import { OFFER_MESSAGE_TEXTS } from './editor-messages';
import { newOfferValues } from './editor-values';

/** Bodies that break every rule of the shared editor schema, so each of its texts shows up. */
const base = { type: 'sell', crypto_currency_code: 'BTC', fiat_currency_code: 'USD', margin: '1' };
const BAD_INPUTS: Record<string, unknown>[] = [
  { ...base, range_min: 'x', range_max: '0', predefined_amounts: [] },
  { ...base, payment_method_slug: 'paypal', range_min: '20', range_max: '10', new_buyer_max_amount: '50' },
  { ...base, price_type: 'fixed', fixed_price: 'abc', margin: '1.234' },
  { ...base, price_type: 'fixed', fixed_price: '0', margin: '5000' },
  { ...base, price_type: 'fixed', margin: 'x' },
  { ...base, amount_type: 'predefined', predefined_amounts: ['10', '10.0'] },
  {
    ...base,
    amount_type: 'predefined',
    predefined_amounts: ['100'],
    offer_cap: { amount: '5', active: true },
  },
  { ...base, range_min: '100', range_max: '200', offer_cap: { amount: '5', active: true } },
  { ...base, range_min: '2000000000', range_max: '3000000000' },
  { ...base, countries_allowed: ['NG', 'usa'], countries_denied: ['NG'] },
  { ...base, tags: ['a', 'a', 'B!', 'c'], payment_window_minutes: 7.5, require_min_trades: -1 },
  { ...base, payment_window_minutes: 5, require_min_trades: 1.5, timezone: 'Mars/Base' },
  { ...base, require_min_trades: 10_000_000, bin_codes: ['12'], card_regions: [0] },
  { ...base, duty_hours: [{ day: 9, start_time: '9am', end_time: '25:00', active: true }] },
  { ...base, duty_hours: [{ day: 1, start_time: '10:00', end_time: '09:00', active: true }] },
  { ...base, offer_terms: 'x'.repeat(2501), trade_details: 'y'.repeat(2501) },
  { ...base, fiat_currency_code: '1', payment_method_slug: 'Bad Slug!', section: 'nope' },
];

describe('offer editor messages', () => {
  it('knows every text the shared editor schema gives', () => {
    const seen = new Set<string>();
    for (const input of BAD_INPUTS) {
      const parsed = offerInputSchema.safeParse(input);
      expect(parsed.success).toBe(false);
      for (const issue of parsed.error!.issues) seen.add(issue.message);
    }
    // zod's own texts (wrong type) are translated app-wide; the schema's own texts are all known here.
    const schemaTexts = [...seen].filter((text) => !text.startsWith('Invalid') && !text.startsWith('Too '));
    expect(schemaTexts.length).toBeGreaterThan(30);
    expect(schemaTexts.filter((text) => !OFFER_MESSAGE_TEXTS.includes(text))).toEqual([]);
  });

  it('has a real translation of each text in Spanish and Russian', () => {
    const english = resources.en.translation.offerValidation;
    for (const locale of ['es', 'ru'] as const) {
      const catalogue = resources[locale].translation.offerValidation;
      for (const [key, text] of Object.entries(english)) {
        expect(catalogue[key as keyof typeof catalogue], `${locale}:${key}`).not.toBe(text);
      }
    }
  });

  it.each([
    ['es', 'Elige un método de pago'],
    ['ru', 'Выберите способ оплаты'],
  ])('the editor shows the schema texts in %s', async (locale, expected) => {
    await i18n.changeLanguage(locale);
    mockFetch({ ...CSRF_ROUTE, ...EDITOR_REFERENCE_ROUTES });
    renderWithProviders(<OfferEditor initialValues={newOfferValues()} onSaved={vi.fn()} />, {
      path: `/${locale}/`,
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: i18n.t('offerManager.editor.next') }));
    expect(await screen.findByText(expected)).toBeTruthy();
    expect(screen.queryByText('Choose a payment method')).toBeNull();
  });
});
