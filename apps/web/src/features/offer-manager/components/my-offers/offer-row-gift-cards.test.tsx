import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch } from '@/testing/fetch-mock';
import { renderWithProviders } from '@/testing/render';
import { buildMyOffer } from '../../test/fixtures';
import { OfferRow } from './offer-row';

function renderRow(giftCardsInStock: number | null) {
  mockFetch({});
  const offer = buildMyOffer({
    hash: 'giftOffer01',
    type: 'buy',
    flowType: giftCardsInStock === null ? 'default' : 'gcc-auto',
    giftCardsInStock,
  });
  renderWithProviders(
    <ul>
      <OfferRow
        offer={offer}
        errors={undefined}
        switchPending={false}
        onToggle={vi.fn()}
        onQuickEdit={vi.fn()}
        onPromote={vi.fn()}
        onEndPromotion={vi.fn()}
        onDelete={vi.fn()}
        onResetPenalty={vi.fn()}
      />
    </ul>,
  );
  return screen.getByTestId('my-offer-giftOffer01');
}

describe('my offers: the gcc-auto flag', () => {
  it('flags a gcc-auto offer without cards and leads to the inventory', () => {
    const row = renderRow(0);
    const flag = within(row).getByTestId('offer-no-gift-cards');
    expect(flag.textContent).toContain('No gift cards in stock: it cannot be switched on.');
    expect(within(flag).getByRole('link', { name: 'Add cards' }).getAttribute('href')).toBe(
      '/dashboard/gift-cards',
    );
  });

  it('counts the cards of a stocked gcc-auto offer and says nothing on other offers', () => {
    expect(renderRow(3).textContent).toContain('3 gift cards in stock');
    document.body.innerHTML = '';
    const plain = renderRow(null);
    expect(within(plain).queryByTestId('offer-no-gift-cards')).toBeNull();
    expect(plain.textContent).not.toContain('in stock');
  });
});
