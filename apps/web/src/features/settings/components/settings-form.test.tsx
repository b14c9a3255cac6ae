import { PROFILE_MESSAGES, type Country, type FiatCurrency, type Settings } from '@p2p/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { toastsStore } from '@/lib/toasts';
import { apiError, CSRF_ROUTE, mockFetch } from '@/testing/fetch-mock';
import { renderWithProviders } from '@/testing/render';
import { SettingsForm } from './settings-form';

const SETTINGS = 'POST /rest/v1/users/settings';

const settings: Settings = {
  locale: 'en',
  fiatCurrencyCode: 'USD',
  fiatCurrencyId: 144,
  countryIso: null,
  timezone: 'UTC',
  profileVisibility: 'YES',
  fullNameVisibilityType: 'hide',
  firstName: null,
  lastName: null,
  bio: '',
  notifyTradeMessagesInterval: '10',
};

const countries: Country[] = [
  { id: 1, iso: 'GB', code: 'GBR', name: 'United Kingdom', originalName: 'United Kingdom' },
  { id: 2, iso: 'NG', code: 'NGA', name: 'Nigeria', originalName: 'Nigeria' },
];

const currency = (id: number, code: string, name: string): FiatCurrency => ({
  id,
  code,
  name,
  originalName: name,
  urlParam: code.toLowerCase(),
  fullName: name,
  shortName: code,
  formattingDecimalsCount: 2,
  isStablecoin: false,
  icon: null,
  order: id,
  isPopular: true,
  defaultAmount: null,
  rate: { usd: '1', btc: null, usdt: null },
});
const currencies = [currency(144, 'USD', 'US Dollar'), currency(45, 'EUR', 'Euro')];

function renderForm() {
  return renderWithProviders(
    <SettingsForm settings={settings} countries={countries} currencies={currencies} />,
    {
      path: '/account/settings',
    },
  );
}

/** The text of the alert that describes a field, as a screen reader reads it with the field. */
function errorOf(label: string): string | null {
  const field = screen.getByLabelText(label);
  if (field.getAttribute('aria-invalid') !== 'true') return null;
  const alert = (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id))
    .find((element) => element?.getAttribute('role') === 'alert');
  return alert?.textContent ?? null;
}

describe('SettingsForm', () => {
  it('refuses a bio with contact details on the bio field, with the shared validator, before any request', async () => {
    const { requestsTo } = mockFetch({ ...CSRF_ROUTE });
    renderForm();
    const user = userEvent.setup();

    await user.type(screen.getByLabelText('Bio'), 'Fast trader, write to me at trader@example.com');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(errorOf('Bio')).toBe(PROFILE_MESSAGES.bio_contact_error));
    expect(requestsTo(SETTINGS)).toHaveLength(0);
  });

  it('counts the bio in characters as the user sees them', async () => {
    mockFetch({});
    renderForm();

    await userEvent.setup().type(screen.getByLabelText('Bio'), 'Hi 🚀');

    expect(screen.getByText('4 / 400')).toBeTruthy();
    expect(screen.getByLabelText('Bio').getAttribute('aria-describedby')).toContain('bio-counter');
  });

  it("puts the server's per-field errors on their fields and raises an error toast", async () => {
    mockFetch({
      ...CSRF_ROUTE,
      [SETTINGS]: apiError(400, 'ERROR_INPUT_VALIDATION', 'The settings have invalid fields', {
        bio: [PROFILE_MESSAGES.bio_contact_error],
        notify_trade_messages_interval: [PROFILE_MESSAGES.notification_error],
      }),
    });
    renderForm();
    const user = userEvent.setup();

    await user.type(screen.getByLabelText('Bio'), 'Honest trader');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(errorOf('Bio')).toBe(PROFILE_MESSAGES.bio_contact_error));
    expect(errorOf('Remind me of unread trade messages after (minutes)')).toBe(
      'The interval must not exceed 1440 minutes',
    );
    expect(toastsStore.get().map((toast) => [toast.type, toast.title])).toContainEqual([
      'error',
      'Some settings are not valid. Check the highlighted fields.',
    ]);
  });

  it('sends the snake_case fields, leaves out an unset country, and reports success', async () => {
    const { requestsTo } = mockFetch({
      ...CSRF_ROUTE,
      [SETTINGS]: {
        body: { data: { ...settings, bio: 'Honest trader', profileVisibility: 'TRUSTED_ONLY' } },
      },
    });
    renderForm();
    const user = userEvent.setup();

    await user.type(screen.getByLabelText('Bio'), 'Honest trader');
    await user.selectOptions(screen.getByLabelText('Who can see my profile'), 'TRUSTED_ONLY');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(requestsTo(SETTINGS)).toHaveLength(1));
    const body = requestsTo(SETTINGS)[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      locale: 'en',
      fiat_currency_code: 'USD',
      timezone: 'UTC',
      profile_visibility: 'TRUSTED_ONLY',
      bio: 'Honest trader',
      notify_trade_messages_interval: '10',
    });
    expect('country_iso' in body).toBe(false);
    await waitFor(() =>
      expect(toastsStore.get().map((toast) => toast.title)).toContain('Your changes have been saved.'),
    );
  });
});
