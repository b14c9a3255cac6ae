import type { SwapLiquidity } from '@p2p/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, CSRF_ROUTE, mockFetch } from '@/testing/fetch-mock';
import { toastsStore } from '@/lib/toasts';
import { renderWithProviders } from '@/testing/render';
import { SwapLiquidityRoute } from './swap-liquidity';

const toasts = () => toastsStore.get().map((toast) => [toast.type, toast.title]);

const rows = (usdt: Partial<SwapLiquidity>): SwapLiquidity[] => [
  {
    coin: 'BTC',
    balance: '0.00000000',
    toppedUp: '0.00000000',
    reserved: '0.00000000',
    withdrawable: '0.00000000',
  },
  {
    coin: 'USDT',
    balance: '5000.000000',
    toppedUp: '4000.000000',
    reserved: '120.000000',
    withdrawable: '4000.000000',
    ...usdt,
  },
];

describe('swap liquidity page', () => {
  it('shows what open quotes hold and what can be taken back, and takes liquidity back', async () => {
    const user = userEvent.setup();
    const api = mockFetch({
      ...CSRF_ROUTE,
      'GET /rest/v1/admin/swap/liquidity': { body: { data: rows({}) } },
      'POST /rest/v1/admin/swap/liquidity/withdraw': [
        apiError(409, 'ERROR_SWAP_INSUFFICIENT_LIQUIDITY', 'At most', {
          amount: ['At most 4000.000000 USDT can be taken out of the swap liquidity now'],
        }),
        {
          body: {
            data: rows({ balance: '4000.000000', toppedUp: '3000.000000', withdrawable: '3000.000000' }),
          },
        },
      ],
    });
    renderWithProviders(<SwapLiquidityRoute />);
    const usdt = await screen.findByRole('row', { name: /USDT/ });
    expect(
      within(usdt)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['USDT', '5000.000000', '4000.000000', '120.000000', '4000.000000']);

    await user.selectOptions(screen.getByLabelText('Coin'), 'USDT');
    await user.type(screen.getByLabelText('Amount'), '4500');
    await user.click(screen.getByRole('button', { name: 'Take back' }));
    expect(
      await screen.findByText('At most 4000.000000 USDT can be taken out of the swap liquidity now'),
    ).toBeTruthy();
    expect(api.requestsTo('POST /rest/v1/admin/swap/liquidity')).toHaveLength(0);

    await user.clear(screen.getByLabelText('Amount'));
    await user.type(screen.getByLabelText('Amount'), '1000');
    await user.click(screen.getByRole('button', { name: 'Take back' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('row', { name: /USDT/ })).getByText('3000.000000', {
          selector: 'td:nth-child(3)',
        }),
      ).toBeTruthy(),
    );
    const requests = api.requestsTo('POST /rest/v1/admin/swap/liquidity/withdraw');
    expect(requests).toHaveLength(2);
    expect(requests[1]!.body).toEqual({ coin: 'USDT', amount: '1000' });
    // The server keeps no answer for a refusal, so the corrected attempt may carry the same key.
    expect(requests[1]!.headers.get('Idempotency-Key')).toBe(requests[0]!.headers.get('Idempotency-Key'));
    await waitFor(() => expect(toasts()).toContainEqual(['success', 'Liquidity taken back']));
  });

  it('tops up with the same form', async () => {
    const user = userEvent.setup();
    const api = mockFetch({
      ...CSRF_ROUTE,
      'GET /rest/v1/admin/swap/liquidity': { body: { data: rows({}) } },
      'POST /rest/v1/admin/swap/liquidity': { body: { data: rows({ balance: '5500.000000' }) } },
    });
    renderWithProviders(<SwapLiquidityRoute />);
    await screen.findByRole('row', { name: /USDT/ });
    await user.type(screen.getByLabelText('Amount'), '0.5');
    await user.click(screen.getByRole('button', { name: 'Top up' }));
    await waitFor(() => expect(api.requestsTo('POST /rest/v1/admin/swap/liquidity')).toHaveLength(1));
    expect(api.requestsTo('POST /rest/v1/admin/swap/liquidity')[0]!.body).toEqual({
      coin: 'BTC',
      amount: '0.5',
    });
    expect(api.requestsTo('POST /rest/v1/admin/swap/liquidity/withdraw')).toHaveLength(0);
    await waitFor(() => expect(toasts()).toContainEqual(['success', 'Liquidity topped up']));
  });
});
