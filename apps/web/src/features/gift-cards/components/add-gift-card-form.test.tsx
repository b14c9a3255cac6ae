import type { GiftCardView } from '@p2p/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, CSRF_ROUTE, mockFetch } from '@/testing/fetch-mock';
import { renderWithProviders } from '@/testing/render';
import { AddGiftCardForm } from './add-gift-card-form';

const method = (id: number, slug: string, name: string, group: number) => ({
  id,
  name,
  slug,
  payment_method_group_id: group,
  originalName: name,
  buyOffersCount: 0,
  isBinCodeEnabled: false,
  icon_url: '',
});
const METHODS = {
  'GET /rest/v2/payment-methods': {
    body: {
      data: [
        method(1, 'paypal', 'PayPal', 3),
        method(2, 'steam-wallet-gift-card', 'Steam Wallet Gift Card', 1),
        method(3, 'amazon-gift-card', 'Amazon Gift Card', 1),
      ],
    },
  },
};
const added: GiftCardView = {
  id: 9,
  brand: { id: 2, slug: 'steam-wallet-gift-card', name: 'Steam Wallet Gift Card' },
  region: null,
  currency: 'USD',
  faceValue: '20.00',
  type: 'physical',
  status: 'free',
  hasCode: false,
  hasPin: false,
  hasPhoto: true,
  offerHash: null,
  tradeHash: null,
  revealedAt: null,
  createdAt: '2026-01-01T10:00:00.000Z',
};

describe('adding a gift card', () => {
  it('picks the brand among the gift-card payment methods only', async () => {
    const user = userEvent.setup();
    const api = mockFetch({
      ...CSRF_ROUTE,
      ...METHODS,
      'POST /rest/v1/gift-cards': { status: 201, body: { data: { ...added, type: 'e-card' } } },
    });
    renderWithProviders(<AddGiftCardForm />);
    const brand = screen.getByLabelText('Brand');
    await screen.findByRole('option', { name: 'Steam Wallet Gift Card' });
    expect([...brand.querySelectorAll('option')].map((option) => option.textContent)).toEqual([
      'Amazon Gift Card',
      'Steam Wallet Gift Card',
    ]);
    await user.selectOptions(brand, 'Steam Wallet Gift Card');
    await user.type(screen.getByLabelText('Face value'), '20.00');
    await user.type(screen.getByLabelText('Code'), 'ABCD-1234-EFGH');
    expect(screen.queryByLabelText('Photo of the card')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Add the card' }));
    await waitFor(() => expect(api.requestsTo('POST /rest/v1/gift-cards')).toHaveLength(1));
    expect(api.requestsTo('POST /rest/v1/gift-cards')[0]!.body).toMatchObject({
      payment_method: 'steam-wallet-gift-card',
      face_value: '20.00',
      type: 'e-card',
      code: 'ABCD-1234-EFGH',
    });
  });

  it('sends a physical card with its photo as multipart, and shows a refused photo on the field', async () => {
    const user = userEvent.setup();
    const api = mockFetch({
      ...CSRF_ROUTE,
      ...METHODS,
      'POST /rest/v1/gift-cards/photo': [
        apiError(400, 'ERROR_INPUT_VALIDATION', 'bad', { file: ['The photo must be JPEG, PNG or WebP'] }),
        { status: 201, body: { data: added } },
      ],
    });
    renderWithProviders(<AddGiftCardForm />);
    await screen.findByRole('option', { name: 'Steam Wallet Gift Card' });
    await user.selectOptions(screen.getByLabelText('Type'), 'Physical');
    await user.type(screen.getByLabelText('Face value'), '20.00');
    const photo = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'card.jpg', { type: 'image/jpeg' });
    await user.upload(screen.getByLabelText('Photo of the card'), photo);
    await user.click(screen.getByRole('button', { name: 'Add the card' }));
    expect(await screen.findByText('The photo must be JPEG, PNG or WebP')).toBeTruthy();
    expect(screen.getByLabelText('Photo of the card').getAttribute('aria-invalid')).toBe('true');

    const sent = api.fetchMock.mock.calls
      .filter(([url, init]) => String(url).endsWith('/gift-cards/photo') && init?.method === 'POST')
      .map(([, init]) => init!.body as FormData);
    expect(sent).toHaveLength(1);
    expect(JSON.parse(sent[0]!.get('card') as string)).toMatchObject({
      payment_method: 'amazon-gift-card',
      face_value: '20.00',
      type: 'physical',
    });
    expect((sent[0]!.get('file') as File).name).toBe('card.jpg');

    await user.click(screen.getByRole('button', { name: 'Add the card' }));
    await waitFor(() => expect(api.requestsTo('POST /rest/v1/gift-cards/photo')).toHaveLength(2));
    await waitFor(() => expect((screen.getByLabelText('Face value') as HTMLInputElement).value).toBe(''));
    expect(api.requestsTo('POST /rest/v1/gift-cards')).toHaveLength(0);
  });
});
