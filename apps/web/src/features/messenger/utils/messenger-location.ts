import { MESSENGER_CHAT_PARAM, MESSENGER_CLOSE_PARAM } from '@p2p/shared';
import { stripLocale } from '@/lib/locale-path';

export { MESSENGER_CHAT_PARAM, MESSENGER_CLOSE_PARAM };
/** The trade the chat was opened from (its "view trade" action). */
export const MESSENGER_TRADE_PARAM = 'chat_trade';
/** Below this width the messenger is a page of its own, never a panel over another page. */
export const NARROW_SCREEN_QUERY = '(max-width: 767px)';
export const MESSENGER_PAGE = '/messenger';
export const messengerPagePath = (id?: string) =>
  id ? `${MESSENGER_PAGE}/${encodeURIComponent(id)}` : MESSENGER_PAGE;

/**
 * Pages where an open chat is not restored (the spec): the trade page, the offer editor (create a
 * special offer) and the account pages. A chat id in the query still opens it there.
 */
export function isRestoredOn(pathname: string): boolean {
  const path = stripLocale(pathname);
  return !(
    path.startsWith('/trade/') ||
    path.startsWith('/offer-manager/') ||
    path === '/account' ||
    path.startsWith('/account/') ||
    path === MESSENGER_PAGE ||
    path.startsWith(`${MESSENGER_PAGE}/`)
  );
}

export type MessengerDecision =
  | { kind: 'closed' }
  | { kind: 'panel'; chatId: string; tradeHash: string | null; fromQuery: boolean }
  | { kind: 'page'; chatId: string }
  | { kind: 'close' };

const CHAT_ID = /^[0-9a-f-]{36}$/i;

/**
 * What the messenger does on a location: the close marker closes it (and forgets the open chat); a
 * chat id in the query opens it, as a panel, or as its own page on narrow screens; without one the
 * last open chat is restored as a panel, except on narrow screens and the pages above.
 */
export function decideMessenger(input: {
  pathname: string;
  search: string;
  stored: { chatId: string; tradeHash: string | null } | null;
  narrow: boolean;
}): MessengerDecision {
  const params = new URLSearchParams(input.search);
  if (params.has(MESSENGER_CLOSE_PARAM)) return { kind: 'close' };
  const chatId = params.get(MESSENGER_CHAT_PARAM);
  if (chatId && CHAT_ID.test(chatId)) {
    if (input.narrow) return { kind: 'page', chatId };
    return { kind: 'panel', chatId, tradeHash: params.get(MESSENGER_TRADE_PARAM), fromQuery: true };
  }
  if (!input.stored || input.narrow || !isRestoredOn(input.pathname)) return { kind: 'closed' };
  return { kind: 'panel', chatId: input.stored.chatId, tradeHash: input.stored.tradeHash, fromQuery: false };
}

/** The search string without the messenger's own parameters. */
export function withoutMessengerParams(search: string): string {
  const params = new URLSearchParams(search);
  for (const name of [MESSENGER_CHAT_PARAM, MESSENGER_CLOSE_PARAM, MESSENGER_TRADE_PARAM])
    params.delete(name);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

/** The search string that opens chat `chatId` over the current page. */
export function withChat(search: string, chatId: string, tradeHash?: string): string {
  const params = new URLSearchParams(withoutMessengerParams(search));
  params.set(MESSENGER_CHAT_PARAM, chatId);
  if (tradeHash) params.set(MESSENGER_TRADE_PARAM, tradeHash);
  return `?${params.toString()}`;
}

const STORAGE_KEY = 'p2p.messenger.open';

export function readStoredChat(): { chatId: string; tradeHash: string | null } | null {
  try {
    const value = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null') as unknown;
    if (value && typeof value === 'object' && typeof (value as { chatId?: unknown }).chatId === 'string') {
      const { chatId, tradeHash } = value as { chatId: string; tradeHash?: unknown };
      return { chatId, tradeHash: typeof tradeHash === 'string' ? tradeHash : null };
    }
  } catch {
    // A damaged or unavailable store restores nothing.
  }
  return null;
}

export function storeChat(value: { chatId: string; tradeHash: string | null } | null): void {
  try {
    if (value) sessionStorage.setItem(STORAGE_KEY, JSON.stringify(value));
    else sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Private modes may refuse storage; the chat is then simply not restored.
  }
}
