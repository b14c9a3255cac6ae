import { feedbackItemSchema, type TradeFeedback } from '@p2p/shared';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, CSRF_ROUTE, mockFetch } from '@/testing/fetch-mock';
import { renderWithProviders } from '@/testing/render';
import { FEEDBACK_ERROR_RESET_MS, FeedbackPanel } from './feedback-panel';

const FEEDBACK = 'GET /rest/v1/feedback/tradeHash01';
const GIVE = 'POST /rest/v1/feedback/tradeHash01/give';

const received = feedbackItemSchema.parse({
  id: 3,
  rating: 'positive',
  message: 'Quick payment',
  reply: null,
  repliedAt: null,
  createdAt: '2026-01-01T11:00:00.000Z',
  updatedAt: '2026-01-01T11:00:00.000Z',
  author: { username: 'alice', avatarUrl: null },
  recipient: { username: 'bob', avatarUrl: null },
  authorRole: 'seller',
  paymentMethodName: 'PayPal',
  fiatCurrencyCode: 'USD',
});

const state = (overrides: Partial<TradeFeedback> = {}): TradeFeedback => ({
  tradeHash: 'tradeHash01',
  canGive: true,
  canReply: true,
  given: null,
  received,
  ...overrides,
});

describe('feedback on the trade page', () => {
  afterEach(() => vi.useRealTimers());

  it('keeps the message for a retry after a failure, and clears the error after a delay', async () => {
    let attempts = 0;
    const api = mockFetch({
      ...CSRF_ROUTE,
      [FEEDBACK]: () => ({
        body: {
          data:
            attempts > 1
              ? state({
                  given: {
                    ...received,
                    id: 4,
                    rating: 'negative',
                    message: 'Slow answers',
                    author: { username: 'bob', avatarUrl: null },
                  },
                })
              : state(),
        },
      }),
      [GIVE]: () => {
        attempts += 1;
        return attempts === 1
          ? apiError(409, 'ERROR_CONFLICT', 'Feedback is closed for a moment')
          : { body: { data: { ok: true } } };
      },
    });
    renderWithProviders(<FeedbackPanel hash="tradeHash01" />);
    expect(await screen.findByText('Feedback from alice · Positive')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByText('Choose positive or negative')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Negative' }));
    fireEvent.change(screen.getByLabelText('Message (optional)'), { target: { value: 'Slow answers' } });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByText('Feedback is closed for a moment')).toBeTruthy();
    expect((screen.getByLabelText('Message (optional)') as HTMLTextAreaElement).value).toBe('Slow answers');
    act(() => vi.advanceTimersByTime(FEEDBACK_ERROR_RESET_MS));
    expect(screen.queryByText('Feedback is closed for a moment')).toBeNull();
    expect((screen.getByLabelText('Message (optional)') as HTMLTextAreaElement).value).toBe('Slow answers');
    vi.useRealTimers();

    fireEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    await waitFor(() => expect(api.requestsTo(GIVE)).toHaveLength(2));
    expect(api.requestsTo(GIVE).map((request) => request.body)).toEqual([
      { rating: 'negative', message: 'Slow answers' },
      { rating: 'negative', message: 'Slow answers' },
    ]);
    expect(await screen.findByText('Your feedback · Negative')).toBeTruthy();
  });

  it('replies to the feedback received', async () => {
    const api = mockFetch({
      ...CSRF_ROUTE,
      [FEEDBACK]: { body: { data: state({ canGive: false }) } },
      'POST /rest/v1/feedback/tradeHash01/reply': { body: { data: { ok: true } } },
    });
    renderWithProviders(<FeedbackPanel hash="tradeHash01" />);
    const box = await screen.findByRole('textbox', { name: 'Reply to this feedback' });
    expect(screen.queryByRole('button', { name: 'Send feedback' })).toBeNull();
    fireEvent.change(box, { target: { value: 'Thanks!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    await waitFor(() => expect(api.requestsTo('POST /rest/v1/feedback/tradeHash01/reply')).toHaveLength(1));
    expect(api.requestsTo('POST /rest/v1/feedback/tradeHash01/reply')[0]!.body).toEqual({ reply: 'Thanks!' });
  });
});
