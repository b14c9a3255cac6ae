import type { PartnerPayouts } from '@p2p/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, mockFetch } from '@/testing/fetch-mock';
import { renderWithProviders } from '@/testing/render';
import { PartnerPayoutsRoute } from './routes/partner-payouts';

const PAYOUTS: PartnerPayouts = {
  periods: [
    { period: '2026-11', coin: 'BTC', amount: '0.00001000', trades: 2 },
    { period: '2026-10', coin: 'USDT', amount: '1.250000', trades: 1 },
  ],
  payouts: [
    {
      entryId: 4711,
      entryRef: 'trade:tradeHash01',
      paidAt: '2026-11-20T10:00:00.000Z',
      coin: 'BTC',
      amount: '0.00000600',
      fee: '0.00003000',
      shareBps: 2000,
      referredUser: 'alice',
    },
    {
      entryId: 4700,
      entryRef: 'trade:tradeHash00',
      paidAt: '2026-11-02T10:00:00.000Z',
      coin: 'BTC',
      amount: '0.00000400',
      fee: '0.00002000',
      shareBps: 2000,
      referredUser: 'bob',
    },
  ],
};

describe('partner payouts page', () => {
  it('lists the payouts with their ledger entries and wallet link, and keeps to a chosen month', async () => {
    const user = userEvent.setup();
    const api = mockFetch({
      'GET /rest/v1/partner-program/payouts': (request) =>
        new URL(request.url, 'http://x').searchParams.get('period') === '2026-10'
          ? {
              body: {
                data: {
                  periods: PAYOUTS.periods,
                  payouts: [
                    {
                      ...PAYOUTS.payouts[0]!,
                      entryId: 4001,
                      coin: 'USDT',
                      amount: '1.250000',
                      referredUser: 'carol',
                    },
                  ],
                },
              },
            }
          : { body: { data: PAYOUTS } },
    });
    const { router } = renderWithProviders(<PartnerPayoutsRoute />, {
      path: '/dashboard/partner-program/payouts',
    });

    const rows = await screen.findAllByTestId('partner-payout');
    expect(rows).toHaveLength(2);
    expect(rows[0]!.textContent).toContain('+0.00000600 BTC');
    expect(rows[0]!.textContent).toContain("From alice's trade: 20% of the 0.00003000 BTC escrow fee");
    expect(rows[0]!.textContent).toContain('Ledger entry #4711 (trade:tradeHash01)');
    expect(
      within(rows[0]!).getByRole('link', { name: 'See it in the wallet history' }).getAttribute('href'),
    ).toBe('/wallet?history=BTC#wallet-history');
    const totals = screen.getByRole('table');
    expect(within(totals).getAllByRole('row')).toHaveLength(3);
    expect(totals.textContent).toContain('2026-10USDT1.2500001');

    await user.selectOptions(screen.getByLabelText('Month'), '2026-10');
    await waitFor(() => expect(router.state.location.search).toBe('?period=2026-10'));
    await waitFor(() => expect(screen.getAllByTestId('partner-payout')[0]!.textContent).toContain('carol'));
    expect(screen.getAllByTestId('partner-payout')).toHaveLength(1);
    const last = api.requestsTo('GET /rest/v1/partner-program/payouts').at(-1)!;
    expect(new URL(last.url, 'http://x').searchParams.get('period')).toBe('2026-10');
  });

  it('ignores a malformed month in the address and says when the programme is off', async () => {
    const api = mockFetch({
      'GET /rest/v1/partner-program/payouts': apiError(404, 'ERROR_NOT_FOUND', 'Partner programme not found'),
    });
    renderWithProviders(<PartnerPayoutsRoute />, {
      path: '/dashboard/partner-program/payouts?period=2026-13',
    });
    expect(await screen.findByText('The partner programme is not available.')).toBeTruthy();
    const [request] = api.requestsTo('GET /rest/v1/partner-program/payouts');
    expect(new URL(request!.url, 'http://x').searchParams.get('period')).toBeNull();
  });
});
