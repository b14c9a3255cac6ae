import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CSRF_ROUTE, mockFetch } from '@/testing/fetch-mock';
import { renderWithProviders } from '@/testing/render';
import { buildBankAccount, buildMyOffer, buildMyOffersList } from '../test/fixtures';
import { MyOffersRoute } from './my-offers';

const LIST = 'GET /rest/v1/my-offers/list';
const ACCOUNTS = 'GET /rest/v1/bankaccounts';
const BANK = { id: 9, groupId: 5, name: 'Bank transfer', slug: 'bank-transfer', isBinCodeEnabled: false };

function render(offers: ReturnType<typeof buildMyOffer>[]) {
  const mock = mockFetch({
    ...CSRF_ROUTE,
    [LIST]: {
      body: {
        data: buildMyOffersList(offers),
        meta: { isNotSellActiveOffers: false, isNotBuyActiveOffers: true },
      },
    },
    [ACCOUNTS]: { body: { data: [buildBankAccount()] } },
  });
  renderWithProviders(<MyOffersRoute />, { path: '/dashboard/my-offers?myOffersTab=sell' });
  return mock;
}

describe('my offers: the bank accounts an offer shows', () => {
  it('names the linked accounts of a bank transfer offer and says when none is linked', async () => {
    render([
      buildMyOffer({ hash: 'linkedOffer', paymentMethod: BANK, bankAccounts: [5, 77] }),
      buildMyOffer({ hash: 'emptyOffer1', paymentMethod: BANK, bankAccounts: [] }),
    ]);
    const linked = await screen.findByRole('list', { name: 'Bank accounts of offer linkedOffer' });
    expect(await within(linked).findByText('John Smith · JPMorgan Chase Bank')).toBeTruthy();
    // An id the list does not know (deleted meanwhile) still shows, by number.
    expect(within(linked).getByText('Account #77')).toBeTruthy();
    expect(within(screen.getByTestId('my-offer-emptyOffer1')).getByText('None linked yet')).toBeTruthy();
  });

  it('shows no bank accounts row, and asks for no accounts, for other methods', async () => {
    const { requestsTo } = render([buildMyOffer({ hash: 'paypalOffer' })]);
    await screen.findByTestId('my-offer-paypalOffer');
    expect(screen.queryByText('Bank accounts')).toBeNull();
    expect(requestsTo(ACCOUNTS)).toHaveLength(0);
  });
});
