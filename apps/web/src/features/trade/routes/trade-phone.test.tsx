import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CSRF_ROUTE, mockFetch } from '@/testing/fetch-mock';
import { renderWithProviders } from '@/testing/render';
import type { TradeMessage } from '@p2p/shared';
import { buildMessage, buildTrade, messagesAnswer } from '../testing/trade-fixtures';
import { TradeRoute } from './trade';

const PATH = '/rest/v1/trade/tradeHash01';
const routes = [{ path: '/trade/:tradeHash', element: <TradeRoute /> }];

/** A phone: the wide-screen media query does not match. */
function phoneScreen() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

describe('trade page on a phone', () => {
  beforeEach(phoneScreen);
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('centres on the chat: status and the next action on top, the details one tap away', async () => {
    const user = userEvent.setup();
    mockFetch({
      ...CSRF_ROUTE,
      [`GET ${PATH}`]: { body: { data: buildTrade() } },
      [`GET ${PATH}/messages`]: messagesAnswer([buildMessage({ id: 1, body: 'First' })]),
    });
    renderWithProviders(<div />, { path: '/trade/tradeHash01', routes });
    await screen.findByText('First');
    expect(screen.getByTestId('trade-status').textContent).toBe('Waiting for payment');
    const now = screen.getByRole('region', { name: 'What to do now' });
    expect(within(now).getByRole('button', { name: 'I have paid' })).toBeTruthy();
    expect(within(now).getByTestId('trade-countdown')).toBeTruthy();
    expect(within(now).getByTestId('step-hint').textContent).not.toBe('');

    const chatTab = screen.getByRole('tab', { name: 'Chat' });
    const detailsTab = screen.getByRole('tab', { name: 'Details' });
    expect(chatTab.getAttribute('aria-selected')).toBe('true');
    // The details are there but hidden until asked for; the actions are not repeated in them.
    expect(screen.getByTestId('trade-details').hidden).toBe(true);
    expect(screen.getAllByRole('button', { name: 'I have paid' })).toHaveLength(1);

    await user.click(detailsTab);
    expect(detailsTab.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByTestId('trade-details').hidden).toBe(false);
    expect(screen.getByTestId('payment-details').textContent).toContain('Send to alice@example.com');
    expect(document.getElementById(chatTab.getAttribute('aria-controls')!)!.hidden).toBe(true);

    // Arrow keys move between the tabs, as a tab list should.
    await user.keyboard('{ArrowRight}');
    expect(chatTab.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(chatTab);
  });

  it('sends a message without scrolling the window: only the message list moves', async () => {
    const user = userEvent.setup();
    let messages: TradeMessage[] = [buildMessage({ id: 1, body: 'First' })];
    const windowScroll = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const intoView = vi.fn();
    Element.prototype.scrollIntoView = intoView;
    mockFetch({
      ...CSRF_ROUTE,
      [`GET ${PATH}`]: { body: { data: buildTrade() } },
      [`GET ${PATH}/messages`]: () => messagesAnswer(messages),
      [`POST ${PATH}/messages`]: () => {
        const sent = buildMessage({ id: 2, body: 'Paying now', isOwn: true });
        messages = [...messages, sent];
        return { status: 201, body: { data: sent } };
      },
    });
    renderWithProviders(<div />, { path: '/trade/tradeHash01', routes });
    await screen.findByText('First');
    const list = screen.getByTestId('chat-messages');
    let top = 0;
    Object.defineProperty(list, 'scrollHeight', { configurable: true, get: () => 900 });
    Object.defineProperty(list, 'scrollTop', {
      configurable: true,
      get: () => top,
      set: (value: number) => {
        top = value;
      },
    });

    await user.type(screen.getByLabelText('Message'), 'Paying now{Enter}');
    await screen.findByText('Paying now');
    await waitFor(() => expect(top).toBe(900));
    expect(windowScroll).not.toHaveBeenCalled();
    expect(intoView).not.toHaveBeenCalled();
  });
});
