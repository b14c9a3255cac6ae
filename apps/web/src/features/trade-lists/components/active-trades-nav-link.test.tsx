import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CURRENT_USER_PATH } from '@/lib/current-user';
import { buildCurrentUser } from '@/testing/current-user';
import { mockFetch } from '@/testing/fetch-mock';
import { renderWithProviders } from '@/testing/render';
import { activeTrades, tradeRow } from '../testing/trades';
import { ActiveTradesNavLink } from './active-trades-nav-link';

const ACTIVE = 'GET /rest/v1/trade/active';

describe('active trades link in the navigation', () => {
  it('counts the open trades and says how many need the user', async () => {
    mockFetch({
      [`GET ${CURRENT_USER_PATH}`]: { body: { data: buildCurrentUser() } },
      [ACTIVE]: {
        body: {
          data: activeTrades([
            tradeRow({ tradeHash: 'tRaDe000001' }),
            tradeRow({ tradeHash: 'tRaDe000002', type: 'sell', status: 'paid', alarm: 'waiting_release' }),
          ]),
        },
      },
    });
    renderWithProviders(<ActiveTradesNavLink />);
    const link = await screen.findByRole('link', { name: /Open trades: 2, needing you: 1/ });
    expect(link.getAttribute('href')).toBe('/dashboard/active-trades');
    expect(screen.getByTestId('active-trades-count').textContent).toContain('2');
  });

  it('is not shown to anonymous visitors, who are never polled', async () => {
    const { requestsTo } = mockFetch({
      [`GET ${CURRENT_USER_PATH}`]: { body: { data: { isLogged: false } } },
    });
    renderWithProviders(<ActiveTradesNavLink />);
    await waitFor(() => expect(requestsTo(`GET ${CURRENT_USER_PATH}`)).toHaveLength(1));
    // Let the answer render: the link would appear (and the poll start) now if it were going to.
    await act(() => Promise.resolve());
    expect(screen.queryByRole('link')).toBeNull();
    expect(requestsTo(ACTIVE)).toHaveLength(0);
  });
});
