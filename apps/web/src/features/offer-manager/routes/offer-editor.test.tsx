import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildCurrentUser } from '@/testing/current-user';
import { CSRF_ROUTE, mockFetch } from '@/testing/fetch-mock';
import { renderWithProviders } from '@/testing/render';
import { buildMyOffer, EDITOR_REFERENCE_ROUTES } from '../test/fixtures';
import { LiteEditorRoute } from './lite-editor';
import { OfferEditorRoute } from './offer-editor';

const HASH = 'liteOFFER01';
const ORIGINAL = {
  type: 'sell',
  crypto_currency_code: 'BTC',
  fiat_currency_code: 'USD',
  payment_method_slug: 'paypal',
  price_type: 'margin',
  margin: '1.5',
  amount_type: 'min_max',
  range_min: '20',
  range_max: '200',
  offer_terms: 'Only PayPal friends and family',
  tags: ['cash-only'],
  flow_type: 'lite',
};

function mockOffer(flowType: 'lite' | 'default') {
  return mockFetch({
    ...CSRF_ROUTE,
    ...EDITOR_REFERENCE_ROUTES,
    'GET /rest/v1/users/current_user': {
      body: { data: buildCurrentUser({ verificationLevel: 'L1', completedTourGuides: ['first-offer'] }) },
    },
    [`GET /rest/v1/my-offers/${HASH}`]: {
      body: {
        data: {
          hash: HASH,
          offer: buildMyOffer({ hash: HASH, flowType }),
          input: { ...ORIGINAL, flow_type: flowType },
        },
      },
    },
    [`PUT /rest/v1/my-offers/${HASH}`]: {
      body: { data: { hash: HASH, idHashed: HASH, offer: buildMyOffer({ hash: HASH, flowType: 'lite' }) } },
    },
  });
}

const routes = [
  { path: '/offer-manager/edit/:offerId?', element: <OfferEditorRoute /> },
  { path: '/offer-manager/lite/edit/:offerId', element: <LiteEditorRoute /> },
  { path: '/dashboard/my-offers', element: <p>my offers page</p> },
];

describe('offer editor routes', () => {
  it('opens a lite offer in the lite editor and saves the whole stored input with the new price', async () => {
    const { requestsTo } = mockOffer('lite');
    const { router } = renderWithProviders(<p>start</p>, { path: `/offer-manager/edit/${HASH}`, routes });
    expect(await screen.findByRole('heading', { name: 'Edit price and limits' })).toBeTruthy();
    expect(router.state.location.pathname).toBe(`/offer-manager/lite/edit/${HASH}`);
    const margin = await screen.findByLabelText('Margin (%)');
    expect((margin as HTMLInputElement).value).toBe('1.5');
    const user = userEvent.setup();
    await user.clear(margin);
    await user.type(margin, '4');
    await user.click(screen.getByRole('button', { name: 'Save offer' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/my-offers'));
    expect(requestsTo(`PUT /rest/v1/my-offers/${HASH}`)[0]!.body).toMatchObject({
      ...ORIGINAL,
      margin: '4',
    });
  });

  it('keeps the full editor with skipLite=true', async () => {
    mockOffer('lite');
    renderWithProviders(<p>start</p>, { path: `/offer-manager/edit/${HASH}?skipLite=true`, routes });
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit offer' })).toBeTruthy();
    expect(await screen.findByText('Chosen: PayPal')).toBeTruthy();
  });

  it('tells an unverified user to verify before creating an offer', async () => {
    mockFetch({
      ...CSRF_ROUTE,
      'GET /rest/v1/users/current_user': {
        body: {
          data: buildCurrentUser({
            blockedKycActions: ['create-offer', 'activate-offer'],
            completedTourGuides: ['first-offer'],
          }),
        },
      },
    });
    renderWithProviders(<p>start</p>, { path: '/offer-manager/edit', routes });
    expect(await screen.findByText('Verify your account to publish offers.')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Offer editor' })).toBeNull();
  });
});
