import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '@/testing/fetch-mock';
import { renderWithProviders } from '@/testing/render';
import { NotificationsRoute } from './notifications';

const item = (id: number, overrides: Record<string, unknown> = {}) => ({
  id,
  kind: 'trade.started',
  group: 'trades',
  tradeHash: 'Ab3dE5gH7jK',
  data: { partner: 'bea', cryptoAmount: '0.00100000', coin: 'BTC', fiatAmount: '50.00', fiatCode: 'USD' },
  link: '/trade/Ab3dE5gH7jK',
  count: 1,
  readAt: null,
  createdAt: '2026-11-25T10:00:00.000Z',
  updatedAt: '2026-11-25T10:00:00.000Z',
  ...overrides,
});

const LIST = 'GET /rest/v1/notifications';

describe('the notification centre page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists notifications with their texts and links, and marks one and all read', async () => {
    const { requests } = mockFetch({
      [LIST]: {
        body: {
          data: [
            item(3, { kind: 'trade.message', group: 'chat', count: 3 }),
            item(2),
            item(1, {
              kind: 'wallet.deposit_confirmed',
              group: 'wallet',
              tradeHash: null,
              link: '/wallet',
              data: { amount: '0.50000000', coin: 'BTC' },
              readAt: '2026-11-25T10:05:00.000Z',
            }),
          ],
          meta: { nextCursor: null, unreadCount: 2 },
        },
      },
      'POST /rest/v1/notifications/read': { body: { data: { updated: 1, unreadCount: 1 } } },
      'POST /rest/v1/notifications/read-all': { body: { data: { updated: 1, unreadCount: 0 } } },
      'GET /rest/v1/auth/csrf': { body: { data: { csrfToken: 'token' } } },
    });
    renderWithProviders(<NotificationsRoute />, { path: '/notifications' });
    const list = await screen.findByTestId('notification-list');
    const rows = within(list).getAllByTestId('notification-item');
    expect(rows.map((row) => row.getAttribute('data-kind'))).toEqual([
      'trade.message',
      'trade.started',
      'wallet.deposit_confirmed',
    ]);
    expect(within(rows[0]!).getByRole('link', { name: '3 new messages from bea' }).getAttribute('href')).toBe(
      '/trade/Ab3dE5gH7jK',
    );
    // Coin amounts as people read them, not with the ledger's 8 decimals.
    expect(
      within(rows[1]!).getByRole('link', {
        name: 'bea started a trade on your offer: 0.001 BTC for 50.00 USD',
      }),
    ).toBeTruthy();
    expect(
      within(rows[2]!).getByRole('link', { name: 'Deposit credited: 0.50 BTC' }).getAttribute('href'),
    ).toBe('/wallet');
    // The read one has no mark-read button.
    expect(within(rows[2]!).queryByRole('button', { name: 'Mark read' })).toBeNull();
    await userEvent.click(within(rows[1]!).getByRole('button', { name: 'Mark read' }));
    await waitFor(() =>
      expect(requests.find((r) => r.url.endsWith('/rest/v1/notifications/read'))?.body).toEqual({ ids: [2] }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Mark all read' }));
    await waitFor(() =>
      expect(requests.some((r) => r.url.endsWith('/rest/v1/notifications/read-all'))).toBe(true),
    );
  });

  it('says why the system turned an offer off, and who wrote in the messenger', async () => {
    mockFetch({
      [LIST]: {
        body: {
          data: [
            item(2, {
              kind: 'messenger.message',
              group: 'chat',
              tradeHash: null,
              link: '/messenger/0b1c2d3e-4f50-4a6b-8c7d-9e0f1a2b3c4d',
              data: { partner: 'bea', chatId: '0b1c2d3e-4f50-4a6b-8c7d-9e0f1a2b3c4d', count: '2' },
              count: 2,
            }),
            item(1, {
              kind: 'offer.disabled',
              group: 'offers',
              tradeHash: null,
              link: '/dashboard/my-offers',
              data: { offerHash: 'Xy9Zab8Cd7E', reason: 'balance' },
            }),
          ],
          meta: { nextCursor: null, unreadCount: 2 },
        },
      },
    });
    renderWithProviders(<NotificationsRoute />, { path: '/notifications' });
    const list = await screen.findByTestId('notification-list');
    const [messenger, offer] = within(list).getAllByTestId('notification-item');
    expect(
      within(messenger!)
        .getByRole('link', { name: '2 new messages from bea in the messenger' })
        .getAttribute('href'),
    ).toBe('/messenger/0b1c2d3e-4f50-4a6b-8c7d-9e0f1a2b3c4d');
    expect(
      within(offer!).getByRole('link', {
        name: 'Your offer Xy9Zab8Cd7E was turned off: your balance no longer covers its minimum',
      }),
    ).toBeTruthy();
  });

  it('keeps the filters in the address and sends them to the server', async () => {
    const { requests } = mockFetch({
      [LIST]: { body: { data: [], meta: { nextCursor: null, unreadCount: 0 } } },
    });
    renderWithProviders(<NotificationsRoute />, { path: '/notifications?show=unread&group=wallet' });
    expect(await screen.findByText('No notifications here.')).toBeTruthy();
    const url = new URL(requests.find((r) => r.method === 'GET')!.url, 'http://localhost');
    expect(url.searchParams.get('unread')).toBe('true');
    expect(url.searchParams.get('group')).toBe('wallet');
    expect((screen.getByLabelText('Kind') as HTMLSelectElement).value).toBe('wallet');
  });
});
