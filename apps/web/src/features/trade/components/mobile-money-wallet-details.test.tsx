import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CSRF_ROUTE, mockFetch } from '@/testing/fetch-mock';
import { renderWithProviders } from '@/testing/render';
import { buildTrade } from '../testing/trade-fixtures';
import { MobileMoneyWalletDetails } from './mobile-money-wallet-details';

const PATH = 'GET /rest/v1/trade/tradeHash01/mobile-money-wallet';
const mpesa = { id: 240, name: 'M-Pesa', slug: 'm-pesa', groupId: 8 };
const WALLET = {
  phone: '+254712345678',
  holderName: 'Wanjiru Kamau',
  countryIso: 'KE',
  countryName: 'Kenya',
  paymentMethods: [{ id: 240, slug: 'm-pesa', name: 'M-Pesa' }],
};

afterEach(() => vi.unstubAllGlobals());

describe('MobileMoneyWalletDetails', () => {
  it("shows the buyer the seller's number, name and providers", async () => {
    mockFetch({
      ...CSRF_ROUTE,
      [PATH]: { body: { data: { tradeHash: 'tradeHash01', hidden: false, wallet: WALLET } } },
    });
    renderWithProviders(<MobileMoneyWalletDetails trade={buildTrade({ paymentMethod: mpesa })} />);
    const region = await screen.findByRole('region', { name: 'Pay to this mobile money wallet' });
    expect(region.textContent).toContain('+254712345678');
    expect(region.textContent).toContain('Wanjiru Kamau · Kenya');
    expect(region.textContent).toContain('M-Pesa');
    expect(screen.getByRole('button', { name: 'Copy number' })).toBeTruthy();
  });

  it('says the wallet comes later while it is hidden, and asks nothing for other methods', async () => {
    const { requestsTo } = mockFetch({
      ...CSRF_ROUTE,
      [PATH]: { body: { data: { tradeHash: 'tradeHash01', hidden: true, wallet: null } } },
    });
    const view = renderWithProviders(
      <MobileMoneyWalletDetails trade={buildTrade({ paymentMethod: mpesa })} />,
    );
    expect((await screen.findByTestId('mobile-money-wallet-hidden')).textContent).toBe(
      "The seller's wallet shows when you may pay.",
    );
    view.unmount();
    renderWithProviders(<MobileMoneyWalletDetails trade={buildTrade()} />);
    await waitFor(() => expect(requestsTo(PATH)).toHaveLength(1));
    expect(screen.queryByTestId('trade-mobile-money-wallet')).toBeNull();
  });
});
