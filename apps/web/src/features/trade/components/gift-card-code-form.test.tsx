import type { TradeView } from '@p2p/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, CSRF_ROUTE, mockFetch } from '@/testing/fetch-mock';
import { renderWithProviders } from '@/testing/render';
import { buildTrade } from '../testing/trade-fixtures';
import { TradeActions } from './trade-actions';

const PATH = '/rest/v1/trade/tradeHash01';
const COUNTRIES = {
  'GET /rest/v1/countries': {
    body: {
      data: [
        { id: 840, iso: 'US', code: 'US', name: 'United States', originalName: 'United States' },
        { id: 826, iso: 'GB', code: 'GB', name: 'United Kingdom', originalName: 'United Kingdom' },
      ],
    },
  },
};
const requirement = {
  requirementId: 5,
  stage: 'before_mark_as_paid' as const,
  kind: 'gift_card_photo' as const,
  party: 'buyer' as const,
  optional: false,
  status: 'PENDING' as const,
};

function manualTrade(overrides: Partial<TradeView> = {}): TradeView {
  const base = buildTrade({ status: 'active_funded', role: 'buyer', actions: ['mark_paid', 'cancel'] });
  return {
    ...base,
    paymentMethod: { id: 12, name: 'Amazon Gift Card', slug: 'amazon-gift-card', groupId: 1 },
    flow: { ...base.flow, state: { beforeRevealPaymentDetails: [], beforeMarkAsPaid: [{ ...requirement }] } },
    ...overrides,
  };
}

describe('the gift-card code form of a manual gift-card trade', () => {
  it("names the offer's BIN codes and lists only its card regions", async () => {
    const user = userEvent.setup();
    const api = mockFetch({
      ...CSRF_ROUTE,
      ...COUNTRIES,
      'GET /rest/v1/offers/offerHash01': {
        body: {
          data: {
            giftCardBinCodes: ['411111', '422222'],
            amazonGiftCardRegions: [{ id: 826, name: 'United Kingdom' }],
            isGiftCodeCheckEnabled: false,
          },
        },
      },
      [`POST ${PATH}/gift-card`]: { body: { data: manualTrade() } },
    });
    renderWithProviders(<TradeActions trade={manualTrade()} />);
    expect(await screen.findByText('The card number starts with 411111, 422222')).toBeTruthy();
    const region = screen.getByLabelText('Card region');
    expect([...region.querySelectorAll('option')].map((option) => option.textContent)).toEqual([
      "Choose the card's region",
      'United Kingdom',
    ]);
    await user.type(screen.getByLabelText('Card code'), '4111 1111 1111 1111');
    await user.selectOptions(region, 'United Kingdom');
    await user.click(screen.getByRole('button', { name: 'Send the code' }));
    await waitFor(() =>
      expect(api.requestsTo(`POST ${PATH}/gift-card`)[0]?.body).toEqual({
        code: '4111 1111 1111 1111',
        region_id: 826,
      }),
    );
  });

  it('shows the server refusals on the fields they concern (BIN code, card region)', async () => {
    const user = userEvent.setup();
    const api = mockFetch({
      ...CSRF_ROUTE,
      ...COUNTRIES,
      [`POST ${PATH}/gift-card`]: [
        apiError(400, 'ERROR_INPUT_VALIDATION', 'Invalid input', {
          code: ['The card number must start with one of 6042'],
        }),
        apiError(400, 'ERROR_INPUT_VALIDATION', 'Invalid input', {
          region_id: ["Choose one of the offer's card regions"],
        }),
      ],
    });
    renderWithProviders(<TradeActions trade={manualTrade()} />);
    const code = screen.getByLabelText('Card code');
    await user.click(screen.getByRole('button', { name: 'Send the code' }));
    expect(code.getAttribute('aria-invalid')).toBe('true');
    expect(api.requestsTo(`POST ${PATH}/gift-card`)).toHaveLength(0);

    await user.type(code, '1234-5678');
    await user.type(screen.getByLabelText(/PIN/), '99');
    await user.selectOptions(await screen.findByLabelText('Card region'), 'United Kingdom');
    await user.click(screen.getByRole('button', { name: 'Send the code' }));
    expect(await screen.findByText('The card number must start with one of 6042')).toBeTruthy();
    expect(code.getAttribute('aria-invalid')).toBe('true');
    expect(api.requestsTo(`POST ${PATH}/gift-card`)[0]?.body).toEqual({
      code: '1234-5678',
      pin: '99',
      region_id: 826,
    });

    await user.click(screen.getByRole('button', { name: 'Send the code' }));
    expect(await screen.findByText("Choose one of the offer's card regions")).toBeTruthy();
    expect(screen.getByLabelText('Card region').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText('The card number must start with one of 6042')).toBeNull();
  });

  it('sends the code and shows the trade as the server answers it, with the card submitted', async () => {
    const user = userEvent.setup();
    const trade = manualTrade();
    const after = manualTrade({
      giftCard: {
        brand: 'Amazon Gift Card',
        region: null,
        currency: 'USD',
        faceValue: '50.00',
        type: 'e-card',
        canReveal: true,
        status: 'revealed',
        source: 'submitted',
      },
      flow: {
        ...trade.flow,
        state: { beforeRevealPaymentDetails: [], beforeMarkAsPaid: [{ ...requirement, status: 'UPLOADED' }] },
      },
    });
    const api = mockFetch({
      ...CSRF_ROUTE,
      ...COUNTRIES,
      [`POST ${PATH}/gift-card`]: { body: { data: after } },
      [`GET ${PATH}`]: { body: { data: after } },
    });
    const view = renderWithProviders(<TradeActions trade={trade} />);
    await user.type(screen.getByLabelText('Card code'), '6042 1111 2222');
    await user.click(screen.getByRole('button', { name: 'Send the code' }));
    await waitFor(() => expect(api.requestsTo(`POST ${PATH}/gift-card`)).toHaveLength(1));
    expect(api.requestsTo(`POST ${PATH}/gift-card`)[0]?.body).toEqual({ code: '6042 1111 2222' });
    await waitFor(() => expect((screen.getByLabelText('Card code') as HTMLInputElement).value).toBe(''));
    expect(screen.queryByRole('alert')).toBeNull();

    view.unmount();
    renderWithProviders(<TradeActions trade={after} />);
    expect(screen.queryByTestId('gift-card-code-form')).toBeNull();
    expect(screen.getByTestId('gift-card-panel')).toBeTruthy();
  });

  it('is not offered to the seller, on a gcc-auto trade or outside the gift-card group', () => {
    mockFetch({ ...CSRF_ROUTE, ...COUNTRIES });
    for (const trade of [
      manualTrade({ role: 'seller' }),
      buildTrade({ status: 'active_funded', role: 'buyer' }),
      manualTrade({ status: 'paid' }),
    ]) {
      renderWithProviders(<TradeActions trade={trade} />).unmount();
      expect(screen.queryByTestId('gift-card-code-form')).toBeNull();
    }
    renderWithProviders(<TradeActions trade={manualTrade()} />);
    expect(screen.getByTestId('gift-card-code-form')).toBeTruthy();
  });
});
