import { tradeOfferV2Schema, tradeSummaryV2Schema } from '@p2p/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { emitRealtimeEventForTests } from '@/lib/realtime/realtime';
import { mockFetch } from '@/testing/fetch-mock';
import { renderWithProviders } from '@/testing/render';
import { isTitleAlertRunning, stopTitleAlert } from '../lib/tab-title-alert';
import { NewTradeModal } from './new-trade-modal';

const summary = (isVendor: boolean) =>
  tradeSummaryV2Schema.parse({
    tradeHash: 'newTrade001',
    status: 'active_funded',
    type: 'sell',
    isVendor,
    tradeCompleted: false,
    partner: { username: 'bob', avatarUrl: null, completedTrades: 3, feedback: { positive: 2, negative: 0 } },
    offerHash: 'offerHash01',
    cryptoCurrencyCode: 'BTC',
    cryptoAmount: '0.00150000',
    fee: '0.00001500',
    fiatCurrencyCode: 'USD',
    fiatAmount: '150.00',
    fiatPricePerCrypto: '100000.00',
    paymentMethod: { id: 1, name: 'PayPal', slug: 'paypal' },
    startedAt: '2026-01-01T10:00:00.000Z',
    expiresAt: '2026-01-01T10:30:00.000Z',
    paidAt: null,
    completedAt: null,
    cancelledAt: null,
    alarm: null,
  });

const offer = tradeOfferV2Schema.parse({
  offerHash: 'offerHash01',
  type: 'sell',
  ownerUsername: 'alice',
  cryptoCurrencyCode: 'BTC',
  fiatCurrencyCode: 'USD',
  paymentMethod: { id: 1, name: 'PayPal', slug: 'paypal' },
  offerTerms: '',
  tradeDetails: '',
  fiatLimitMin: '10.00',
  fiatLimitMax: '500.00',
  timestamp: null,
});

function setup(isVendor: boolean) {
  const api = mockFetch({
    'GET /rest/v2/trade/newTrade001': { body: { data: summary(isVendor) } },
    'GET /rest/v2/trade/newTrade001/offer': { body: { data: offer } },
  });
  const view = renderWithProviders(<NewTradeModal />, {
    path: '/wallet',
    routes: [{ path: '/trade/:hash', element: <p>trade page</p> }],
  });
  return { ...api, ...view };
}

const started = () =>
  act(() =>
    emitRealtimeEventForTests({ id: '10', type: 'trade.started', tradeHash: 'newTrade001', payload: {} }),
  );

describe('new-trade notification', () => {
  afterEach(() => stopTitleAlert());

  it('loads the trade and its offer together and offers the vendor to open it', async () => {
    document.title = 'Wallet · P2P Marketplace';
    const { requestsTo, router } = setup(true);
    started();
    const dialog = await screen.findByRole('dialog', { name: 'New trade started' });
    expect(dialog.textContent).toContain('bob wants to buy 0.0015 BTC for $150.00 with PayPal.');
    expect(requestsTo('GET /rest/v2/trade/newTrade001')).toHaveLength(1);
    expect(requestsTo('GET /rest/v2/trade/newTrade001/offer')[0]!.url).toMatch(/\?timestamp=\d+$/);
    expect(isTitleAlertRunning()).toBe(true);
    expect(document.title).toBe('New trade started...');

    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'View trade' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/trade/newTrade001'));
    expect(isTitleAlertRunning()).toBe(false);
    expect(document.title).toBe('Wallet · P2P Marketplace');
  });

  it('stops calling in the tab title when it goes away (the user logged out)', async () => {
    const { unmount } = setup(true);
    started();
    await screen.findByRole('dialog', { name: 'New trade started' });
    expect(isTitleAlertRunning()).toBe(true);
    unmount();
    expect(isTitleAlertRunning()).toBe(false);
  });

  it('stays quiet for the taker who started the trade', async () => {
    const { requestsTo } = setup(false);
    started();
    await waitFor(() => expect(requestsTo('GET /rest/v2/trade/newTrade001/offer')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(isTitleAlertRunning()).toBe(false);
  });
});
