import type { MobileMoneyWallet } from '@p2p/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toastsStore } from '@/lib/toasts';
import { apiError, CSRF_ROUTE, mockFetch, type MockAnswer } from '@/testing/fetch-mock';
import { renderWithProviders } from '@/testing/render';
import { MobileMoneyWalletsRoute } from './mobile-money-wallets';

/** Typing a whole form key by key takes longer than 5 s on a busy machine. */
const TYPING_TIMEOUT_MS = 30_000;

const wallet = (overrides: Partial<MobileMoneyWallet> = {}): MobileMoneyWallet => ({
  id: 1,
  countryId: 404,
  countryIso: 'KE',
  countryName: 'Kenya',
  phone: '+254712345678',
  holderName: 'Wanjiru Kamau',
  paymentMethods: [{ id: 240, slug: 'm-pesa', name: 'M-Pesa' }],
  isSelected: true,
  createdAt: '2026-11-27T10:00:00.000Z',
  updatedAt: '2026-11-27T10:00:00.000Z',
  ...overrides,
});
const GHANA = wallet({
  id: 2,
  countryId: 288,
  countryIso: 'GH',
  countryName: 'Ghana',
  phone: '+233241234567',
  holderName: 'Kwame Mensah',
  paymentMethods: [{ id: 241, slug: 'mtn-mobile-money', name: 'MTN Mobile Money' }],
  isSelected: false,
});

const REFERENCE = {
  'GET /rest/v2/countries/phone-verification': {
    body: {
      data: [
        { id: 404, iso: 'KE', code: 'KEN', name: 'Kenya', originalName: 'Kenya', phoneCode: '254' },
        { id: 288, iso: 'GH', code: 'GHA', name: 'Ghana', originalName: 'Ghana', phoneCode: '233' },
      ],
    },
  },
  'GET /rest/v2/payment-methods': {
    body: {
      data: [
        { id: 240, name: 'M-Pesa', payment_method_group_id: 8, slug: 'm-pesa', originalName: 'M-Pesa' },
        {
          id: 241,
          name: 'MTN Mobile Money',
          payment_method_group_id: 8,
          slug: 'mtn-mobile-money',
          originalName: 'MTN Mobile Money',
        },
        { id: 62, name: 'PayPal', payment_method_group_id: 3, slug: 'paypal', originalName: 'PayPal' },
      ].map((method) => ({ buyOffersCount: 0, isBinCodeEnabled: false, icon_url: '', ...method })),
    },
  },
  // A visitor's answer: the form then starts without a country.
  'GET /rest/v1/users/current_user': apiError(401, 'ERROR_UNAUTHORIZED', 'Sign in'),
};

function renderPage(routes: Record<string, MockAnswer | MockAnswer[]>) {
  const fetch = mockFetch({ ...CSRF_ROUTE, ...REFERENCE, ...routes });
  renderWithProviders(<MobileMoneyWalletsRoute />, { path: '/account/mobile-money' });
  return { ...fetch, user: userEvent.setup() };
}

/** The text of the elements an element's aria-describedby names (what a screen reader reads after it). */
function description(element: HTMLElement): string {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}

afterEach(() => vi.unstubAllGlobals());

describe('MobileMoneyWalletsRoute', { timeout: TYPING_TIMEOUT_MS }, () => {
  it('adds a wallet: the form checks the shape, the server checks the number, the list appends it', async () => {
    const added = GHANA;
    const { user, requestsTo } = renderPage({
      'GET /rest/v1/mobile-money-wallets': { body: { data: [wallet()] } },
      'POST /rest/v1/mobile-money-wallets': [
        apiError(400, 'ERROR_INPUT_VALIDATION', 'Wrong country', { phone: ['phone_wrong_country'] }),
        { status: 201, body: { data: added } },
      ],
    });
    await screen.findByText('+254712345678');
    await user.click(screen.getByRole('button', { name: 'Add wallet' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a mobile money wallet' });
    // Nothing chosen: the shared schema names every field and no request leaves.
    await user.click(within(dialog).getByRole('button', { name: 'Add wallet' }));
    expect(description(within(dialog).getByLabelText('Phone number'))).toMatch(/This field is required/);
    expect(description(within(dialog).getByRole('group', { name: 'Providers this number takes' }))).toMatch(
      /This field is required\./,
    );
    expect(requestsTo('POST /rest/v1/mobile-money-wallets')).toHaveLength(0);

    await user.selectOptions(within(dialog).getByLabelText('Country'), '288');
    await user.type(within(dialog).getByLabelText('Phone number'), '0241234567');
    await user.type(within(dialog).getByLabelText('Name on the account'), 'Kwame Mensah');
    await user.click(within(dialog).getByRole('checkbox', { name: 'MTN Mobile Money' }));
    expect(within(dialog).queryByRole('checkbox', { name: 'PayPal' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Add wallet' }));
    // The server's code lands on its field, in words.
    await waitFor(() =>
      expect(description(within(dialog).getByLabelText('Phone number'))).toMatch(
        /This number is not from the chosen country/,
      ),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Add wallet' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requestsTo('POST /rest/v1/mobile-money-wallets')[1]?.body).toEqual({
      country_id: 288,
      phone: '0241234567',
      holder_name: 'Kwame Mensah',
      payment_method_ids: [241],
    });
    const items = within(screen.getByRole('list', { name: 'Your mobile money wallets' })).getAllByTestId(
      'mobile-money-wallet',
    );
    expect(items.map((item) => within(item).getByText(/^\+/).textContent)).toEqual([
      '+254712345678',
      '+233241234567',
    ]);
  });

  it('selects a wallet: the badge moves to it', async () => {
    const { user } = renderPage({
      'GET /rest/v1/mobile-money-wallets': { body: { data: [wallet(), GHANA] } },
      'POST /rest/v1/mobile-money-wallets/2/select': { body: { data: { ...GHANA, isSelected: true } } },
    });
    const ghana = (await screen.findByText('+233241234567')).closest('li')!;
    await user.click(within(ghana as HTMLElement).getByRole('button', { name: 'Use this wallet' }));
    await waitFor(() => expect(within(ghana as HTMLElement).getByText('Selected')).toBeTruthy());
    const kenya = screen.getByText('+254712345678').closest('li') as HTMLElement;
    expect(within(kenya).queryByText('Selected')).toBeNull();
    expect(within(kenya).getByRole('button', { name: 'Use this wallet' })).toBeTruthy();
  });

  it('edits a wallet in the same form, filled in, and replaces it in the list', async () => {
    const { user, requestsTo } = renderPage({
      'GET /rest/v1/mobile-money-wallets': { body: { data: [wallet()] } },
      'PUT /rest/v1/mobile-money-wallets/1': { body: { data: wallet({ holderName: 'Wanjiru K.' }) } },
    });
    await screen.findByText('+254712345678');
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit mobile money wallet' });
    const name = within(dialog).getByLabelText('Name on the account');
    expect((name as HTMLInputElement).value).toBe('Wanjiru Kamau');
    expect((within(dialog).getByRole('checkbox', { name: 'M-Pesa' }) as HTMLInputElement).checked).toBe(true);
    await user.clear(name);
    await user.type(name, 'Wanjiru K.');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.getByText(/Wanjiru K\. ·/)).toBeTruthy());
    expect(requestsTo('PUT /rest/v1/mobile-money-wallets/1')[0]?.body).toMatchObject({
      country_id: 404,
      holder_name: 'Wanjiru K.',
      payment_method_ids: [240],
    });
  });

  it('deletes after confirming; an offer using the wallet keeps it and says why', async () => {
    const { user } = renderPage({
      'GET /rest/v1/mobile-money-wallets': { body: { data: [wallet(), GHANA] } },
      'DELETE /rest/v1/mobile-money-wallets/1': [
        apiError(422, 'ERROR_MOBILE_MONEY_WALLET_IN_USE', 'In use', { wallet: ['linked_to_enabled_offer'] }),
        { body: { data: { id: 1, deleted: true, selectedWalletId: 2 } } },
      ],
    });
    const kenya = (await screen.findByText('+254712345678')).closest('li') as HTMLElement;
    await user.click(within(kenya).getByRole('button', { name: 'Delete' }));
    let confirm = await screen.findByRole('dialog', { name: 'Delete this wallet?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete wallet' }));
    await waitFor(() =>
      expect(toastsStore.get().map((toast) => toast.title)).toContain(
        'An active offer shows this wallet: turn the offer off or give it another wallet first.',
      ),
    );
    expect(screen.getByText('+254712345678')).toBeTruthy();

    await user.click(within(kenya).getByRole('button', { name: 'Delete' }));
    confirm = await screen.findByRole('dialog', { name: 'Delete this wallet?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete wallet' }));
    await waitFor(() => expect(screen.queryByText('+254712345678')).toBeNull());
    const ghana = screen.getByText('+233241234567').closest('li') as HTMLElement;
    expect(within(ghana).getByText('Selected')).toBeTruthy();
  });
});
