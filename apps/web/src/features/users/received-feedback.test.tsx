import { feedbackItemSchema, type FeedbackItem } from '@p2p/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch, type RecordedRequest } from '@/testing/fetch-mock';
import { renderWithProviders } from '@/testing/render';
import { ReceivedFeedback } from './components/received-feedback';

const FEEDBACK = 'GET /rest/v1/users/vendor_vic/feedback';

const item = (id: number, overrides: Partial<FeedbackItem> = {}): FeedbackItem =>
  feedbackItemSchema.parse({
    id,
    rating: 'positive',
    message: `Smooth trade number ${id}.`,
    reply: null,
    repliedAt: null,
    createdAt: '2026-05-01T10:00:00.000Z',
    updatedAt: '2026-05-01T10:00:00.000Z',
    author: { username: `buyer_${id}`, avatarUrl: null },
    recipient: { username: 'vendor_vic', avatarUrl: null },
    authorRole: 'buyer',
    paymentMethodName: 'PayPal',
    fiatCurrencyCode: 'USD',
    ...overrides,
  });

/** 12 positive and 1 negative feedback, 10 a page, filtered by rating like the server. */
const all = [
  ...Array.from({ length: 12 }, (_, index) => item(index + 1)),
  item(13, { rating: 'negative', message: 'Never paid.', reply: 'The payment arrived late.' }),
];

function answer(request: RecordedRequest) {
  const query = new URL(request.url, 'http://localhost').searchParams;
  const page = Number(query.get('page') ?? 1);
  const rating = query.get('rating');
  const matching = all.filter((entry) => !rating || entry.rating === rating);
  return {
    body: {
      data: {
        items: matching.slice((page - 1) * 10, page * 10),
        positiveCount: 12,
        negativeCount: 1,
        totalCount: matching.length,
        nextPage: page * 10 < matching.length ? page + 1 : null,
      },
    },
  };
}

describe('received feedback on the profile', () => {
  it('shows 10 at a time with "show more", and filters by rating', async () => {
    const { requestsTo } = mockFetch({ [FEEDBACK]: answer });
    renderWithProviders(<ReceivedFeedback username="vendor_vic" />);
    const user = userEvent.setup();

    const list = await screen.findByRole('list', { name: 'Feedback from trade partners' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    expect(requestsTo(FEEDBACK)[0]!.url).toBe('/rest/v1/users/vendor_vic/feedback?page=1');
    expect(screen.getByRole('button', { name: 'All (13)', pressed: true })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Positive (12)' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(13));
    expect(requestsTo(FEEDBACK)[1]!.url).toBe('/rest/v1/users/vendor_vic/feedback?page=2');
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Negative (1)' }));
    await waitFor(() =>
      expect(requestsTo(FEEDBACK).at(-1)!.url).toBe(
        '/rest/v1/users/vendor_vic/feedback?page=1&rating=negative',
      ),
    );
    const negative = await screen.findByTestId('feedback-13');
    expect(within(negative).getByText('Negative')).toBeTruthy();
    expect(within(negative).getByText('Never paid.')).toBeTruthy();
    expect(within(negative).getByText('The payment arrived late.')).toBeTruthy();
    expect(screen.queryByTestId('feedback-1')).toBeNull();
  });

  it('says when there is no feedback', async () => {
    mockFetch({
      [FEEDBACK]: {
        body: { data: { items: [], positiveCount: 0, negativeCount: 0, totalCount: 0, nextPage: null } },
      },
    });
    renderWithProviders(<ReceivedFeedback username="vendor_vic" />);
    expect(await screen.findByText('No feedback yet.')).toBeTruthy();
  });
});
