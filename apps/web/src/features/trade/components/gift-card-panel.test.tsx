import type { TradeGiftCard } from '@p2p/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CSRF_ROUTE, mockFetch } from '@/testing/fetch-mock';
import { renderWithProviders } from '@/testing/render';
import { buildTrade } from '../testing/trade-fixtures';
import { TradeActions } from './trade-actions';

const PATH = '/rest/v1/trade/tradeHash01';
const card: TradeGiftCard = {
  brand: 'Amazon Gift Card',
  region: 'United States',
  currency: 'USD',
  faceValue: '100.00',
  type: 'e-card',
  canReveal: false,
  status: 'in_use',
  source: 'inventory',
};

describe('gift-card trades', () => {
  it('shows the reserved card to the seller without its code, and reveals it only after the confirmation', async () => {
    const user = userEvent.setup();
    const trade = buildTrade({
      status: 'active_funded',
      role: 'seller',
      actions: ['reveal_card'],
      giftCard: card,
    });
    const paid = {
      ...trade,
      status: 'paid' as const,
      actions: ['release' as const],
      giftCard: { ...card, canReveal: true, status: 'revealed' as const },
    };
    const api = mockFetch({
      ...CSRF_ROUTE,
      [`POST ${PATH}/reveal-card`]: { body: { data: paid } },
      [`GET ${PATH}`]: { body: { data: paid } },
    });
    renderWithProviders(<TradeActions trade={trade} />);
    const panel = screen.getByTestId('gift-card-panel');
    expect(panel.textContent).toContain('100.00 USD');
    expect(panel.textContent).toContain('Reserved for this trade');
    expect(within(panel).queryByRole('button', { name: 'Show the code' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Reveal the gift card' }));
    const dialog = screen.getByRole('dialog', { name: 'Reveal the gift card?' });
    expect(api.requestsTo(`POST ${PATH}/reveal-card`)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Reveal the gift card' }));
    await waitFor(() => expect(api.requestsTo(`POST ${PATH}/reveal-card`)).toHaveLength(1));
  });

  it('asks for the code only when the party clicks, and shows code and PIN', async () => {
    const user = userEvent.setup();
    const trade = buildTrade({
      status: 'paid',
      role: 'seller',
      actions: ['release'],
      giftCard: { ...card, canReveal: true, status: 'revealed' },
    });
    const api = mockFetch({
      ...CSRF_ROUTE,
      [`POST ${PATH}/gift-card/reveal`]: {
        body: { data: { code: 'ABCD1234EFGH', pin: '4321', photoUrl: null } },
      },
    });
    renderWithProviders(<TradeActions trade={trade} />);
    expect(api.requestsTo(`POST ${PATH}/gift-card/reveal`)).toHaveLength(0);
    expect(screen.queryByTestId('gift-card-code')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Show the code' }));
    expect((await screen.findByTestId('gift-card-code')).textContent).toBe('ABCD1234EFGH');
    expect(screen.getByTestId('gift-card-secret').textContent).toContain('4321');
    await user.click(screen.getByRole('button', { name: 'Hide the code' }));
    expect(screen.queryByTestId('gift-card-code')).toBeNull();
  });
});
