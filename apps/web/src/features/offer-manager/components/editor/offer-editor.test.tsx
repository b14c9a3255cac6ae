import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { apiError, CSRF_ROUTE, mockFetch, type MockAnswer } from '@/testing/fetch-mock';
import { renderWithProviders } from '@/testing/render';
import { newOfferValues } from '../../lib/editor-values';
import { buildMyOffer, EDITOR_REFERENCE_ROUTES } from '../../test/fixtures';
import { OfferEditor } from './offer-editor';

const CREATE = 'POST /rest/v1/my-offers';

function renderEditor(
  createAnswer: MockAnswer = {
    status: 201,
    body: { data: { hash: 'abcDEF12345', idHashed: 'abcDEF12345', offer: buildMyOffer() } },
  },
) {
  const mock = mockFetch({ ...CSRF_ROUTE, ...EDITOR_REFERENCE_ROUTES, [CREATE]: createAnswer });
  const onSaved = vi.fn();
  renderWithProviders(<OfferEditor initialValues={newOfferValues()} onSaved={onSaved} />);
  return { ...mock, onSaved, user: userEvent.setup() };
}

const stepHeading = () => screen.getByRole('heading', { level: 2 }).textContent;

async function fillBasicsAndPricing(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('searchbox', { name: 'Search payment methods' }), 'pay');
  await user.click(await screen.findByRole('radio', { name: 'PayPal' }));
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await waitFor(() => expect(stepHeading()).toBe('Step 2 of 5: Price and amounts'));
  const margin = screen.getByLabelText('Margin (%)');
  await user.clear(margin);
  await user.type(margin, '2.5');
  await user.type(screen.getByLabelText('Minimum (USD)'), '50');
  await user.type(screen.getByLabelText('Maximum (USD)'), '500');
}

describe('OfferEditor', () => {
  it('keeps step 1 open until a payment method is chosen', async () => {
    const { user } = renderEditor();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Choose a payment method')).toBeTruthy();
    expect(stepHeading()).toBe('Step 1 of 5: Type and payment');
    await user.type(screen.getByRole('searchbox', { name: 'Search payment methods' }), 'bank');
    expect(screen.queryByRole('radio', { name: 'PayPal' })).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Bank transfer' }));
    expect(screen.getByText('Chosen: Bank transfer')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(stepHeading()).toBe('Step 2 of 5: Price and amounts'));
  });

  it('brings the current step into view in the sideways-scrolling steps row of a phone', async () => {
    // A 390 px row holding 1,300 px of steps, each 120 px wide and 260 px apart (jsdom lays out nothing).
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(390);
    vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(1300);
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      const position = /^\D*(\d)\./.exec(this.textContent ?? '')?.[1];
      const left = this.tagName === 'BUTTON' && position ? (Number(position) - 1) * 260 : 0;
      return DOMRect.fromRect({ x: left, y: 0, width: this.tagName === 'BUTTON' ? 120 : 390, height: 36 });
    });
    const scrollTo = vi.fn();
    const original = HTMLElement.prototype.scrollTo;
    HTMLElement.prototype.scrollTo = scrollTo as unknown as HTMLElement['scrollTo'];
    const { user } = renderEditor();
    const row = screen.getByRole('list', { name: 'Steps of the offer editor' });
    await user.type(screen.getByRole('searchbox', { name: 'Search payment methods' }), 'pay');
    await user.click(await screen.findByRole('radio', { name: 'PayPal' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(stepHeading()).toBe('Step 2 of 5: Price and amounts'));
    // Step 2 starts at 260 px; centred in the 390 px row: 260 - (390 - 120) / 2 = 125.
    expect(scrollTo.mock.contexts.at(-1)).toBe(row);
    expect(scrollTo.mock.calls.at(-1)![0]).toEqual({ left: 125 });
    HTMLElement.prototype.scrollTo = original;
    vi.restoreAllMocks();
  });

  it('shows the live price of the margin and refuses an invalid margin or range', async () => {
    const { user } = renderEditor();
    await fillBasicsAndPricing(user);
    // 95,000.00 × 1.025, from the mocked rates.
    await waitFor(() => expect(screen.getByTestId('your-price').textContent).toBe('$97,375.00'));
    expect(screen.getByTestId('market-price').textContent).toBe('$95,000.00');
    const margin = screen.getByLabelText('Margin (%)');
    await user.clear(margin);
    await user.type(margin, '2.555');
    expect(screen.getByTestId('your-price').textContent).toBe('—');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Use at most two decimals')).toBeTruthy();
    await user.clear(margin);
    await user.type(margin, '-1');
    await user.clear(screen.getByLabelText('Maximum (USD)'));
    await user.type(screen.getByLabelText('Maximum (USD)'), '20');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('The maximum must be at least the minimum')).toBeTruthy();
    expect(stepHeading()).toBe('Step 2 of 5: Price and amounts');
    expect(screen.getByTestId('your-price').textContent).toBe('$94,050.00');
  });

  it('counts the characters of the terms and publishes the offer with the shared input', async () => {
    const { user, requestsTo, onSaved } = renderEditor();
    await fillBasicsAndPricing(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(stepHeading()).toBe('Step 3 of 5: Terms'));
    await user.type(screen.getByLabelText('Offer terms'), 'Hello');
    expect(screen.getAllByText('5 / 2500')).toHaveLength(1);
    await user.click(screen.getByRole('checkbox', { name: 'Cash only' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(stepHeading()).toBe('Step 4 of 5: Requirements'));
    await user.click(screen.getByLabelText('Only partners with a verified ID'));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(stepHeading()).toBe('Step 5 of 5: Review'));
    // The click on Next must not also submit through the button that replaces it.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requestsTo(CREATE)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Publish offer' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    const [request] = requestsTo(CREATE);
    expect(request!.body).toMatchObject({
      type: 'sell',
      crypto_currency_code: 'BTC',
      fiat_currency_code: 'USD',
      payment_method_slug: 'paypal',
      price_type: 'margin',
      margin: '2.5',
      amount_type: 'min_max',
      range_min: '50',
      range_max: '500',
      new_buyer_max_amount: null,
      offer_terms: 'Hello',
      tags: ['cash-only'],
      payment_window_minutes: 30,
      require_verified_id: true,
    });
    expect(request!.body).not.toHaveProperty('fixed_price');
  });

  it('puts a server field error on its field and opens its step', async () => {
    const { user } = renderEditor(
      apiError(400, 'ERROR_INPUT_VALIDATION', 'Invalid input', {
        range_min: ['Below the minimum of PayPal: 10.00'],
      }),
    );
    await fillBasicsAndPricing(user);
    for (let step = 2; step <= 4; step += 1) {
      await user.click(screen.getByRole('button', { name: 'Next' }));
      await waitFor(() => expect(stepHeading()).toMatch(new RegExp(`^Step ${step + 1} of 5`)));
    }
    await user.click(screen.getByRole('button', { name: 'Publish offer' }));
    await waitFor(() => expect(stepHeading()).toBe('Step 2 of 5: Price and amounts'));
    expect(screen.getByText('Below the minimum of PayPal: 10.00')).toBeTruthy();
    expect(screen.getByLabelText('Minimum (USD)').getAttribute('aria-invalid')).toBe('true');
  });
});
