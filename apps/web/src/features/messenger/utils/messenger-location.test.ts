import { describe, expect, it } from 'vitest';
import { decideMessenger, isRestoredOn, withChat, withoutMessengerParams } from './messenger-location';

const id = '0b7d5a3e-4c1f-4e59-9a43-8f0c2d6e1a77';
const stored = { chatId: id, tradeHash: null };

describe('decideMessenger', () => {
  it('opens a chat id from the query as a panel, or as a page on narrow screens', () => {
    expect(
      decideMessenger({ pathname: '/wallet', search: `?chat=${id}`, stored: null, narrow: false }),
    ).toEqual({
      kind: 'panel',
      chatId: id,
      tradeHash: null,
      fromQuery: true,
    });
    expect(
      decideMessenger({ pathname: '/wallet', search: `?chat=${id}`, stored: null, narrow: true }),
    ).toEqual({
      kind: 'page',
      chatId: id,
    });
    // Also on a page where it is not restored: the query asks for it.
    expect(
      decideMessenger({
        pathname: '/trade/abc',
        search: `?chat=${id}&chat_trade=abc`,
        stored,
        narrow: false,
      }),
    ).toMatchObject({ kind: 'panel', tradeHash: 'abc' });
  });

  it('closes on the close marker, whatever else the query says', () => {
    expect(
      decideMessenger({ pathname: '/', search: `?chat=${id}&chat_close=1`, stored, narrow: false }),
    ).toEqual({
      kind: 'close',
    });
  });

  it('restores the last chat on other pages, never on the trade, offer editor and account pages or phones', () => {
    expect(decideMessenger({ pathname: '/es/wallet', search: '', stored, narrow: false })).toMatchObject({
      kind: 'panel',
      fromQuery: false,
    });
    for (const pathname of ['/trade/AbCdEf', '/offer-manager/edit', '/ru/account/settings', '/account']) {
      expect(decideMessenger({ pathname, search: '', stored, narrow: false })).toEqual({ kind: 'closed' });
    }
    expect(decideMessenger({ pathname: '/wallet', search: '', stored, narrow: true })).toEqual({
      kind: 'closed',
    });
    expect(
      decideMessenger({ pathname: '/wallet', search: '?chat=not-an-id', stored: null, narrow: false }),
    ).toEqual({
      kind: 'closed',
    });
  });
});

describe('query helpers', () => {
  it('adds and removes the messenger parameters and keeps the others', () => {
    expect(withChat('?page=2', id, 'T1')).toBe(`?page=2&chat=${id}&chat_trade=T1`);
    expect(withoutMessengerParams(`?page=2&chat=${id}&chat_close=1`)).toBe('?page=2');
    expect(withoutMessengerParams(`?chat=${id}`)).toBe('');
    expect(isRestoredOn('/user/alice')).toBe(true);
    expect(isRestoredOn('/messenger')).toBe(false);
  });
});
