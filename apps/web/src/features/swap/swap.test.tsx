import type { SwapOverview, SwapQuote } from '@p2p/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, mockFetch } from '@/testing/fetch-mock';
import { renderWithProviders } from '@/testing/render';
import { ConvertRoute } from './routes/convert';

const OVERVIEW: SwapOverview = {
  coins: ['BTC', 'USDT', 'ETH'],
  spreadBps: 100,
  quoteTtlSeconds: 30,
  level: 'L2',
  perSwapLimitUsd: '10000.00',
  dailyLimitUsd: '10000.00',
  usedTodayUsd: '0.00',
  history: [],
};

const quote = (overrides: Partial<SwapQuote> = {}): SwapQuote => ({
  quoteId: '0e7c2a64-4a5b-4f5e-9c3a-0b1d2e3f4a5b',
  from: 'BTC',
  to: 'USDT',
  fromAmount: '0.01000000',
  toAmount: '940.500000',
  rate: '94050.00000000',
  spreadBps: 100,
  usdValue: '950.00',
  expiresAt: new Date(Date.now() + 30_000).toISOString(),
  status: 'open',
  executedAt: null,
  ...overrides,
});

function setup(executeAnswer: ReturnType<typeof apiError> | { body: unknown }, offered = quote()) {
  const mock = mockFetch({
    'GET /rest/v1/swap': { body: { data: OVERVIEW } },
    'GET /rest/v1/auth/csrf': { body: { data: { csrfToken: 'token' } } },
    'POST /rest/v1/swap/quote': { status: 201, body: { data: offered } },
    'POST /rest/v1/swap/execute': executeAnswer,
  });
  renderWithProviders(<ConvertRoute />);
  return { ...mock, user: userEvent.setup() };
}

describe('convert', () => {
  it('quotes an amount, shows the rate and the time it holds, and converts after confirmation', async () => {
    const { user, requestsTo } = setup({
      body: { data: quote({ status: 'executed', executedAt: new Date().toISOString() }) },
    });
    expect(
      await screen.findByText('Your limit: 10000.00 USD per swap and per 24 hours; 0.00 USD used.'),
    ).toBeTruthy();
    await user.type(screen.getByLabelText('Amount'), '0.01');
    await user.click(screen.getByRole('button', { name: 'Get a quote' }));

    const panel = await screen.findByTestId('swap-quote');
    expect(requestsTo('POST /rest/v1/swap/quote')[0]?.body).toEqual({
      from: 'BTC',
      to: 'USDT',
      amount: '0.01',
    });
    expect(within(panel).getByText('0.01000000 BTC → 940.500000 USDT')).toBeTruthy();
    expect(within(panel).getByText('1 BTC = 94050.00000000 USDT')).toBeTruthy();
    const holds = /^Holds for (\d+) s$/.exec(within(panel).getByRole('timer').textContent ?? '');
    expect(Number(holds?.[1])).toBeGreaterThan(0);
    expect(Number(holds?.[1])).toBeLessThanOrEqual(30);

    await user.click(within(panel).getByRole('button', { name: 'Convert now' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('You will receive 940.500000 USDT. This cannot be undone.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Convert now' }));
    await waitFor(() => expect(requestsTo('POST /rest/v1/swap/execute')).toHaveLength(1));
    const sent = requestsTo('POST /rest/v1/swap/execute')[0]!;
    expect(sent.body).toEqual({ quoteId: '0e7c2a64-4a5b-4f5e-9c3a-0b1d2e3f4a5b' });
    expect(sent.headers.get('Idempotency-Key')).toBeTruthy();
    // Back to the form for the next swap.
    expect(await screen.findByRole('button', { name: 'Get a quote' })).toBeTruthy();
  });

  it('disables converting once the quote has expired', async () => {
    const { user } = setup({ body: {} }, quote({ expiresAt: new Date(Date.now() - 1000).toISOString() }));
    await user.type(await screen.findByLabelText('Amount'), '0.01');
    await user.click(screen.getByRole('button', { name: 'Get a quote' }));
    expect(await screen.findByText('This quote has expired. Ask for a new one.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Convert now' })).toHaveProperty('disabled', true);
  });

  it("explains the server's refusal of a swap", async () => {
    const { user } = setup(
      apiError(
        409,
        'ERROR_SWAP_INSUFFICIENT_LIQUIDITY',
        'The platform cannot pay out this much USDT right now',
      ),
    );
    await user.type(await screen.findByLabelText('Amount'), '0.01');
    await user.click(screen.getByRole('button', { name: 'Get a quote' }));
    await user.click(await screen.findByRole('button', { name: 'Convert now' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Convert now' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The platform cannot pay out this much right now. Try a smaller amount.',
    );
  });

  it('shows field errors of the quote', async () => {
    const { user } = setup({ body: {} });
    await user.selectOptions(await screen.findByLabelText('You get'), 'BTC');
    await user.type(screen.getByLabelText('Amount'), '1');
    await user.click(screen.getByRole('button', { name: 'Get a quote' }));
    expect(await screen.findByText('Pick another coin to receive')).toBeTruthy();
  });
});
