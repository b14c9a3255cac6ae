import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { emitRealtimeEventForTests } from '@/lib/realtime/realtime';
import { CSRF_ROUTE, mockFetch } from '@/testing/fetch-mock';
import { renderWithProviders } from '@/testing/render';
import type { TradeMessage } from '@p2p/shared';
import { buildMessage, buildTrade, messagesAnswer } from '../testing/trade-fixtures';
import { TradeRoute } from './trade';

const PATH = '/rest/v1/trade/tradeHash01';
const routes = [{ path: '/trade/:tradeHash', element: <TradeRoute /> }];

/** jsdom lays nothing out: the list gets a viewport of 300 px over content whose height the test sets. */
function layOut(list: HTMLElement) {
  const box = { height: 1_000, top: 0 };
  Object.defineProperty(list, 'clientHeight', { configurable: true, get: () => 300 });
  Object.defineProperty(list, 'scrollHeight', { configurable: true, get: () => box.height });
  Object.defineProperty(list, 'scrollTop', {
    configurable: true,
    get: () => box.top,
    set: (value: number) => {
      box.top = Math.min(value, box.height - 300);
    },
  });
  return box;
}

async function openChat(messages: () => TradeMessage[]) {
  mockFetch({
    ...CSRF_ROUTE,
    [`GET ${PATH}`]: { body: { data: buildTrade() } },
    [`GET ${PATH}/messages`]: () => messagesAnswer(messages()),
    [`POST ${PATH}/read`]: { body: { data: { lastReadMessageId: 1, readAt: '2026-01-01T10:02:00.000Z' } } },
  });
  renderWithProviders(<div />, { path: '/trade/tradeHash01', routes });
  await screen.findByText('First');
  return layOut(screen.getByTestId('chat-messages'));
}

const pushMessage = (id: string) =>
  emitRealtimeEventForTests({ id, type: 'trade.message', tradeHash: 'tradeHash01', payload: {} });

describe('trade chat scrolling', () => {
  it('leaves a reader who scrolled up in place and offers a "New messages" jump', async () => {
    const user = userEvent.setup();
    let messages = [buildMessage({ id: 1, body: 'First' })];
    const box = await openChat(() => messages);
    const list = screen.getByTestId('chat-messages');
    list.scrollTop = 100;
    fireEvent.scroll(list);

    box.height = 1_200;
    messages = [...messages, buildMessage({ id: 2, body: 'Second' })];
    pushMessage('11');
    await screen.findByText('Second');
    expect(box.top).toBe(100);
    const jump = await screen.findByRole('button', { name: 'New messages' });

    await user.click(jump);
    expect(box.top).toBe(900);
    expect(screen.queryByRole('button', { name: 'New messages' })).toBeNull();
  });

  it('follows new messages while the reader is at the bottom', async () => {
    let messages = [buildMessage({ id: 1, body: 'First' })];
    const box = await openChat(() => messages);
    const list = screen.getByTestId('chat-messages');
    list.scrollTop = 690;
    fireEvent.scroll(list);

    box.height = 1_200;
    messages = [...messages, buildMessage({ id: 2, body: 'Second' })];
    pushMessage('12');
    await screen.findByText('Second');
    await waitFor(() => expect(box.top).toBe(900));
    expect(screen.queryByRole('button', { name: 'New messages' })).toBeNull();
  });

  it('brings the reader down to their own new message even when scrolled up', async () => {
    let messages = [buildMessage({ id: 1, body: 'First' })];
    const box = await openChat(() => messages);
    const list = screen.getByTestId('chat-messages');
    list.scrollTop = 0;
    fireEvent.scroll(list);

    box.height = 1_200;
    messages = [...messages, buildMessage({ id: 2, body: 'Mine', isOwn: true })];
    pushMessage('13');
    await screen.findByText('Mine');
    await waitFor(() => expect(box.top).toBe(900));
    expect(screen.queryByRole('button', { name: 'New messages' })).toBeNull();
  });

  it('stays at the end when an image above finishes loading, and leaves a reader who scrolled up', async () => {
    const box = await openChat(() => [buildMessage({ id: 1, body: 'First' })]);
    const list = screen.getByTestId('chat-messages');
    box.height = 1_400;
    fireEvent.load(within(list).getByText('First'));
    expect(box.top).toBe(1_100);

    list.scrollTop = 200;
    fireEvent.scroll(list);
    box.height = 1_600;
    fireEvent.load(within(list).getByText('First'));
    expect(box.top).toBe(200);
  });
});
