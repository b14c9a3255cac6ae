import type { GiftCardStoreItem, GiftCardView } from '@p2p/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, CSRF_ROUTE, mockFetch } from '@/testing/fetch-mock';
import { renderWithProviders } from '@/testing/render';
import { StoreItem } from './components/store-item';
import { GiftCardInventoryRoute } from './routes/gift-card-inventory';

const card: GiftCardView = {
  id: 7,
  brand: { id: 1, slug: 'amazon-gift-card', name: 'Amazon Gift Card' },
  region: null,
  currency: 'USD',
  faceValue: '25.00',
  type: 'e-card',
  status: 'free',
  hasCode: true,
  hasPin: false,
  hasPhoto: false,
  offerHash: null,
  tradeHash: null,
  revealedAt: null,
  createdAt: '2026-01-01T10:00:00.000Z',
};

describe('gift-card inventory page', () => {
  it('lists cards without codes, shows a code only on request, and shows the server field errors', async () => {
    const user = userEvent.setup();
    const api = mockFetch({
      ...CSRF_ROUTE,
      'GET /rest/v1/gift-cards': { body: { data: { cards: [card], inStock: 1 } } },
      'POST /rest/v1/gift-cards/7/reveal': {
        body: { data: { code: 'SECRET123456', pin: null, photoUrl: null } },
      },
      'POST /rest/v1/gift-cards': apiError(400, 'ERROR_INPUT_VALIDATION', 'bad', {
        code: ['This code is already in an inventory or a trade'],
      }),
    });
    renderWithProviders(<GiftCardInventoryRoute />);
    const row = await screen.findByTestId('gift-card-row');
    expect(row.textContent).toContain('25.00 USD');
    expect(row.textContent).not.toContain('SECRET123456');
    await user.click(within(row).getByRole('button', { name: 'Show code' }));
    expect((await screen.findByTestId('gift-card-code')).textContent).toBe('SECRET123456');
    expect(api.requestsTo('POST /rest/v1/gift-cards/7/reveal')).toHaveLength(1);

    await user.type(screen.getByLabelText('Face value'), '10.00');
    await user.type(screen.getByLabelText('Code'), 'ABCD-1234-EFGH');
    await user.click(screen.getByRole('button', { name: 'Add the card' }));
    await waitFor(() => expect(api.requestsTo('POST /rest/v1/gift-cards')).toHaveLength(1));
    expect(api.requestsTo('POST /rest/v1/gift-cards')[0]!.body).toMatchObject({
      payment_method: 'amazon-gift-card',
      currency: 'USD',
      face_value: '10.00',
      type: 'e-card',
      code: 'ABCD-1234-EFGH',
    });
    expect(await screen.findByText('This code is already in an inventory or a trade')).toBeTruthy();
  });
});

const item: GiftCardStoreItem = {
  offerHash: 'offerHash01',
  vendor: 'cardvendor',
  brand: { id: 1, slug: 'amazon-gift-card', name: 'Amazon Gift Card' },
  region: null,
  currency: 'USD',
  faceValue: '100.00',
  coin: 'BTC',
  cryptoAmount: '0.00095238',
  fee: '0.00002858',
  discountPercent: '4.76',
  inStock: 2,
};

describe('gift-card store', () => {
  it('asks before buying, starts a trade for the face value and opens it', async () => {
    const user = userEvent.setup();
    const api = mockFetch({
      ...CSRF_ROUTE,
      'POST /rest/v1/trade/start': { status: 201, body: { data: { tradeHash: 'newTrade001' } } },
    });
    const { router } = renderWithProviders(
      <ul>
        <StoreItem item={item} signedIn />
      </ul>,
      { routes: [{ path: '/trade/:hash', element: <p>trade page</p> }] },
    );
    expect(screen.getByTestId('store-item').textContent).toContain('4.76 % below market');
    await user.click(screen.getByRole('button', { name: 'Buy' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog.textContent).toContain('0.00095238 BTC + 0.00002858 BTC');
    expect(api.requestsTo('POST /rest/v1/trade/start')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Buy' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/trade/newTrade001'));
    const [request] = api.requestsTo('POST /rest/v1/trade/start');
    expect(request!.body).toEqual({ offerHash: 'offerHash01', fiatAmount: '100.00' });
    expect(request!.headers.get('Idempotency-Key')).toBeTruthy();
  });

  it('shows no buy button to a guest', () => {
    mockFetch({});
    renderWithProviders(
      <ul>
        <StoreItem item={item} signedIn={false} />
      </ul>,
    );
    expect(screen.queryByRole('button', { name: 'Buy' })).toBeNull();
  });
});
