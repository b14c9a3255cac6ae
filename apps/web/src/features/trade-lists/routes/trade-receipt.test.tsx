import { tradeReceiptSchema } from '@p2p/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, mockFetch } from '@/testing/fetch-mock';
import { renderWithProviders } from '@/testing/render';
import { TradeReceiptRoute } from './trade-receipt';

const UUID = '7d3c1f7e-2b1a-4c55-9f00-1a2b3c4d5e6f';
const RECEIPT = `GET /rest/v1/trade/receipt/${UUID}`;

const receipt = tradeReceiptSchema.parse({
  invoiceUuid: UUID,
  status: 'released',
  buyer: { username: 'buyer_bea' },
  seller: { username: 'seller_sam' },
  cryptoCurrencyCode: 'BTC',
  cryptoAmount: '0.00150000',
  fiatCurrencyCode: 'USD',
  fiatAmount: '100.00',
  fiatPricePerCrypto: '66666.67',
  paymentMethodName: 'PayPal',
  startedAt: '2026-05-01T10:00:00.000Z',
  completedAt: '2026-05-01T10:20:00.000Z',
});

const renderReceipt = () =>
  renderWithProviders(<div />, {
    path: `/trade/receipt/${UUID}`,
    routes: [{ path: '/trade/receipt/:invoiceUuid', element: <TradeReceiptRoute /> }],
  });

describe('public trade receipt', () => {
  it('shows the completed trade without private details', async () => {
    const { requestsTo } = mockFetch({ [RECEIPT]: { body: { data: receipt } } });
    renderReceipt();
    expect(await screen.findByRole('heading', { level: 1, name: 'Trade receipt' })).toBeTruthy();
    expect(requestsTo(RECEIPT)).toHaveLength(1);
    const term = (label: string) =>
      screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(term('Buyer')).toBe('buyer_bea');
    expect(term('Seller')).toBe('seller_sam');
    expect(term('Crypto')).toBe('0.0015 BTC');
    expect(term('Paid')).toBe('$100.00');
    expect(term('Price')).toBe('$66,666.67 per BTC');
    expect(term('Payment method')).toBe('PayPal');
    expect(term('Status')).toBe('Completed');
    expect(screen.getByText(UUID)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Print' })).toBeTruthy();
  });

  it('says when there is no such receipt, without sending anyone to log in', async () => {
    mockFetch({ [RECEIPT]: apiError(404, 'ERROR_NOT_FOUND', 'Receipt not found') });
    renderReceipt();
    expect(await screen.findByRole('heading', { level: 1, name: 'Receipt not found' })).toBeTruthy();
  });
});
