import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  parseRealtimeEvent,
  RealtimeClient,
  reconnectDelay,
  SEEN_EVENT_IDS,
  socketUrl,
  TOKEN_REFRESH_LEAD_MS,
  type RealtimeEvent,
  type SocketLike,
} from './realtime-client';

class FakeSocket implements SocketLike {
  onopen: SocketLike['onopen'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onclose: SocketLike['onclose'] = null;
  onerror: SocketLike['onerror'] = null;
  closed = false;
  sent: string[] = [];
  constructor(readonly url: string) {}
  close() {
    this.closed = true;
  }
  send(data: string) {
    this.sent.push(data);
  }
  deliver(event: object) {
    this.onmessage?.({ data: JSON.stringify(event) });
  }
  drop() {
    this.onclose?.({});
  }
}

const BASE = 'http://app.test/trade/abc';

function setup(expiresInMs = 15 * 60_000) {
  const sockets: FakeSocket[] = [];
  const events: RealtimeEvent[] = [];
  let tokens = 0;
  const fetchToken = vi.fn(async () => {
    tokens += 1;
    return { token: `t${tokens}`, expiresAt: new Date(Date.now() + expiresInMs).toISOString() };
  });
  const client = new RealtimeClient({
    fetchToken,
    onEvent: (event) => events.push(event),
    createSocket: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
    baseUrl: () => BASE,
  });
  return { client, sockets, events, fetchToken };
}

describe('realtime client', () => {
  beforeEach(() => vi.useFakeTimers({ now: new Date('2026-01-01T00:00:00Z') }));
  afterEach(() => vi.useRealTimers());

  it('opens the socket with the channel token and hands over each event once', async () => {
    const { client, sockets, events } = setup();
    client.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(sockets).toHaveLength(1);
    expect(sockets[0]!.url).toBe('ws://app.test/ws?token=t1');
    sockets[0]!.onopen?.({});
    sockets[0]!.deliver({ id: 5, type: 'trade.message', tradeHash: 'abc', payload: {} });
    sockets[0]!.deliver({ id: 5, type: 'trade.message', tradeHash: 'abc', payload: {} });
    sockets[0]!.deliver({ id: 4, type: 'trade.status', tradeHash: 'abc', payload: {} });
    sockets[0]!.deliver({ type: 'pong' });
    expect(events.map((event) => event.id)).toEqual(['5', '4']);
    expect(client.currentStatus).toBe('open');
    client.stop();
  });

  it('hands over late-committed events below the highest id and skips resent ones', async () => {
    const { client, sockets, events } = setup();
    client.start();
    await vi.advanceTimersByTimeAsync(0);
    sockets[0]!.onopen?.({});
    sockets[0]!.deliver({ id: 10, type: 'trade.message', tradeHash: 'abc', payload: {} });
    // Event 9 committed after 10: it is new, not a repeat.
    sockets[0]!.deliver({ id: 9, type: 'trade.status', tradeHash: 'abc', payload: {} });
    sockets[0]!.drop();
    await vi.advanceTimersByTimeAsync(1_000 + RECONNECT_SLACK);
    // The resume point stays the highest id, not the last one handed over.
    expect(sockets[1]!.url).toBe('ws://app.test/ws?token=t2&after=10');
    sockets[1]!.onopen?.({});
    // The resync resends recent events below `after`: the seen ones are skipped, the unseen one kept.
    sockets[1]!.deliver({ id: 9, type: 'trade.status', tradeHash: 'abc', payload: {} });
    sockets[1]!.deliver({ id: 8, type: 'trade.read', tradeHash: 'abc', payload: {} });
    sockets[1]!.deliver({ type: 'realtime.ready', lastEventId: 10 });
    sockets[1]!.deliver({ id: 11, type: 'trade.message', tradeHash: 'abc', payload: {} });
    expect(events.map((event) => event.id)).toEqual(['10', '9', '8', '11']);
    client.stop();
  });

  it('remembers only the last 1,024 ids', async () => {
    const { client, sockets, events } = setup();
    client.start();
    await vi.advanceTimersByTimeAsync(0);
    sockets[0]!.onopen?.({});
    for (let id = 1; id <= SEEN_EVENT_IDS + 1; id += 1)
      sockets[0]!.deliver({ id, type: 'trade.read', tradeHash: 'abc', payload: {} });
    sockets[0]!.deliver({ id: 2, type: 'trade.read', tradeHash: 'abc', payload: {} });
    sockets[0]!.deliver({ id: 1, type: 'trade.read', tradeHash: 'abc', payload: {} });
    expect(events).toHaveLength(SEEN_EVENT_IDS + 2);
    expect(events.at(-1)!.id).toBe('1');
    client.stop();
  });

  it('resumes after the id named by realtime.ready when no event came before the drop', async () => {
    const { client, sockets, events } = setup();
    client.start();
    await vi.advanceTimersByTimeAsync(0);
    sockets[0]!.onopen?.({});
    sockets[0]!.deliver({ type: 'realtime.ready', lastEventId: 41 });
    expect(events).toHaveLength(0);
    sockets[0]!.drop();
    await vi.advanceTimersByTimeAsync(1_000 + RECONNECT_SLACK);
    expect(sockets[1]!.url).toBe('ws://app.test/ws?token=t2&after=41');
    client.stop();
  });

  it('reconnects with backoff after a drop and resumes after the last event id', async () => {
    const { client, sockets, fetchToken } = setup();
    client.start();
    await vi.advanceTimersByTimeAsync(0);
    sockets[0]!.onopen?.({});
    sockets[0]!.deliver({ id: '12', type: 'trade.status', tradeHash: 'abc', payload: { status: 'paid' } });
    sockets[0]!.drop();
    expect(client.currentStatus).toBe('reconnecting');
    await vi.advanceTimersByTimeAsync(900);
    expect(sockets).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(RECONNECT_SLACK);
    expect(sockets).toHaveLength(2);
    expect(sockets[1]!.url).toBe('ws://app.test/ws?token=t2&after=12');
    expect(fetchToken).toHaveBeenCalledTimes(2);
    // A second drop before opening waits longer (2 s and more).
    sockets[1]!.drop();
    await vi.advanceTimersByTimeAsync(1_900);
    expect(sockets).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(700);
    expect(sockets).toHaveLength(3);
    client.stop();
  });

  it('renews the token 300 s before it expires over the open socket', async () => {
    const { client, sockets, fetchToken } = setup(15 * 60_000);
    client.start();
    await vi.advanceTimersByTimeAsync(0);
    sockets[0]!.onopen?.({});
    sockets[0]!.deliver({ id: 3, type: 'trade.read', tradeHash: 'abc', payload: {} });
    await vi.advanceTimersByTimeAsync(15 * 60_000 - TOKEN_REFRESH_LEAD_MS - 1_000);
    expect(fetchToken).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(fetchToken).toHaveBeenCalledTimes(2);
    expect(sockets).toHaveLength(1);
    expect(sockets[0]!.sent).toEqual([JSON.stringify({ type: 'auth', token: 't2' })]);
    // The next renewal follows the new token's expiry.
    await vi.advanceTimersByTimeAsync(15 * 60_000 - TOKEN_REFRESH_LEAD_MS);
    expect(fetchToken).toHaveBeenCalledTimes(3);
    client.stop();
  });

  it('reopens the socket after the last event when the renewed token cannot be sent', async () => {
    const { client, sockets } = setup(15 * 60_000);
    client.start();
    await vi.advanceTimersByTimeAsync(0);
    sockets[0]!.onopen?.({});
    sockets[0]!.deliver({ id: 3, type: 'trade.read', tradeHash: 'abc', payload: {} });
    sockets[0]!.send = () => {
      throw new Error('closing');
    };
    await vi.advanceTimersByTimeAsync(15 * 60_000 - TOKEN_REFRESH_LEAD_MS);
    expect(sockets).toHaveLength(2);
    expect(sockets[0]!.closed).toBe(true);
    expect(sockets[1]!.url).toBe('ws://app.test/ws?token=t2&after=3');
    client.stop();
  });

  it('keeps retrying while the token cannot be fetched, and stops for good on stop()', async () => {
    const { client, sockets, fetchToken } = setup();
    fetchToken.mockRejectedValueOnce(new Error('offline'));
    client.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(sockets).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1_300);
    expect(sockets).toHaveLength(1);
    client.stop();
    sockets[0]!.drop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sockets).toHaveLength(1);
    expect(client.currentStatus).toBe('idle');
  });
});

const RECONNECT_SLACK = 400;

describe('realtime helpers', () => {
  it('grows the backoff to at most 30 s plus jitter', () => {
    expect(reconnectDelay(0, () => 0)).toBe(1_000);
    expect(reconnectDelay(3, () => 0)).toBe(8_000);
    expect(reconnectDelay(20, () => 0)).toBe(30_000);
    expect(reconnectDelay(20, () => 1)).toBe(37_500);
  });

  it('builds wss addresses on https pages and keeps an absolute socket address', () => {
    expect(socketUrl({ token: 'a b', expiresAt: '' }, null, 'https://x.test/p')).toBe(
      'wss://x.test/ws?token=a+b',
    );
    expect(socketUrl({ token: 't', expiresAt: '', url: 'ws://other:1/ws' }, '9', 'https://x.test')).toBe(
      'ws://other:1/ws?token=t&after=9',
    );
  });

  it('reads events plain or wrapped, and ignores anything else', () => {
    expect(parseRealtimeEvent('{"id":1,"type":"trade.started","tradeHash":"h","payload":{"a":1}}')).toEqual({
      id: '1',
      type: 'trade.started',
      tradeHash: 'h',
      payload: { a: 1 },
    });
    expect(parseRealtimeEvent('{"type":"event","event":{"id":"2","type":"x"}}')?.id).toBe('2');
    expect(parseRealtimeEvent('not json')).toBeNull();
    expect(parseRealtimeEvent('{"type":"ping"}')).toBeNull();
  });
});
