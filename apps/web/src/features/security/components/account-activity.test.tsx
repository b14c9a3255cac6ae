import type { AccountCloseCheck, AccountSession } from '@p2p/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, CSRF_ROUTE, mockFetch } from '@/testing/fetch-mock';
import { renderWithProviders } from '@/testing/render';
import { ActiveSessions } from './active-sessions';
import { CloseAccount } from './close-account';

const SESSIONS = 'GET /rest/v1/account/sessions';
const CLOSE_CHECK = 'GET /rest/v1/account/close';
const CLOSE = 'POST /rest/v1/account/close';
const OTHER_ID = '0b6f2a52-6a1e-4c57-9a0f-3b1f0c2d4e5f';

const session = (overrides: Partial<AccountSession>): AccountSession => ({
  id: '7d9c4a1e-2b3f-4c5d-8e9f-0a1b2c3d4e5f',
  current: false,
  device: { type: 'desktop', browser: 'Chrome 131', os: 'Windows 10' },
  place: { countryIso: null, maskedIp: '198.51.100.x' },
  signedInAt: new Date(Date.now() - 3_600_000).toISOString(),
  lastSeenAt: new Date(Date.now() - 120_000).toISOString(),
  expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
  ...overrides,
});

const noBlockers: AccountCloseCheck['blockers'] = {
  openTrades: [],
  balances: [],
  pendingDeposits: [],
  pendingSendOuts: [],
};

describe('ActiveSessions', () => {
  it('lists this device first, names the others and signs one out after confirmation', async () => {
    const { requestsTo } = mockFetch({
      ...CSRF_ROUTE,
      [SESSIONS]: [
        {
          body: {
            data: [
              session({
                id: OTHER_ID,
                device: { type: 'mobile', browser: 'Safari 17', os: 'iOS 17.4' },
                place: { countryIso: 'DE', maskedIp: '203.0.113.x' },
              }),
              session({ current: true }),
            ],
          },
        },
        { body: { data: [session({ current: true })] } },
      ],
      [`DELETE /rest/v1/account/sessions/${OTHER_ID}`]: { body: { data: { revoked: 1, signedOut: false } } },
    });
    renderWithProviders(<ActiveSessions />);

    const list = await screen.findByRole('list', { name: 'Active sessions' });
    const items = within(list).getAllByRole('listitem');
    expect(items[0]!.textContent).toContain('This device');
    const phone = within(list).getByRole('listitem', { name: 'Safari 17 on iOS 17.4' });
    expect(phone.textContent).toContain('Germany · 203.0.113.x');
    expect(phone.textContent).toContain('Last active 2 minutes ago');

    const user = userEvent.setup();
    await user.click(within(phone).getByRole('button', { name: 'Sign out: Safari 17 on iOS 17.4' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign out this session?' });
    expect(requestsTo(`DELETE /rest/v1/account/sessions/${OTHER_ID}`)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(requestsTo(`DELETE /rest/v1/account/sessions/${OTHER_ID}`)).toHaveLength(1));
    expect(await screen.findByText('No other sessions are signed in.')).toBeTruthy();
  }, 15_000);
});

describe('CloseAccount', () => {
  it('lists what blocks and keeps the button off', async () => {
    mockFetch({
      ...CSRF_ROUTE,
      [CLOSE_CHECK]: {
        body: {
          data: {
            canClose: false,
            twoFactorRequired: false,
            blockers: {
              ...noBlockers,
              openTrades: [{ tradeHash: 'abc123DEF45', status: 'paid' }],
              balances: [{ coin: 'BTC', kind: 'escrow', amount: '0.00100000' }],
            },
          },
        },
      },
    });
    renderWithProviders(<CloseAccount twoFactorMethod={null} />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('1 open trade: finish or cancel it first.');
    expect(alert.textContent).toContain('0.00100000 BTC in escrow: send it out first.');
    expect(screen.getByRole('button', { name: 'Close my account' })).toHaveProperty('disabled', true);
  });

  it('asks the password in a dialog and shows a wrong one on its field', async () => {
    const { requestsTo } = mockFetch({
      ...CSRF_ROUTE,
      [CLOSE_CHECK]: { body: { data: { canClose: true, twoFactorRequired: false, blockers: noBlockers } } },
      [CLOSE]: apiError(400, 'ERROR_INPUT_VALIDATION', 'Wrong password', { password: ['Wrong password'] }),
    });
    renderWithProviders(<CloseAccount twoFactorMethod={null} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Close my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close your account for good?' });
    await user.type(within(dialog).getByLabelText('Password'), 'Not-my-password-1');
    await user.click(within(dialog).getByRole('button', { name: 'Close account' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Password').getAttribute('aria-invalid')).toBe('true'),
    );
    expect(requestsTo(CLOSE)[0]!.body).toEqual({ password: 'Not-my-password-1' });
  }, 15_000);
});
