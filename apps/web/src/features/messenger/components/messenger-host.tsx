import { useEffect, useSyncExternalStore } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useLocalizePath } from '@/hooks/use-locale';
import { useCurrentUser } from '@/lib/current-user';
import {
  MESSENGER_CHAT_PARAM,
  MESSENGER_CLOSE_PARAM,
  decideMessenger,
  messengerPagePath,
  readStoredChat,
  storeChat,
  withoutMessengerParams,
} from '../utils/messenger-location';
import { ConversationView } from './conversation-view';
import { useNarrowScreen } from './use-narrow-screen';

/**
 * The messenger over any page (desktop): opened by a chat id in the query, closed by the close
 * marker, restored on the next pages except those the spec names; on phones a chat id leads to the
 * messenger page instead.
 */
export function MessengerHost() {
  const { data: user } = useCurrentUser();
  const { search } = useLocation();
  const stored = useSyncExternalStore(subscribe, currentChat, () => null);
  if (!user) return null;
  // Mounted only while a chat is open or asked for: on other pages the host's navigation effects
  // stalled page changes (a click on Wallet from an account page never finished).
  const params = new URLSearchParams(search);
  if (!stored && !params.has(MESSENGER_CHAT_PARAM) && !params.has(MESSENGER_CLOSE_PARAM)) return null;
  return <SignedInHost />;
}

type StoredChat = ReturnType<typeof readStoredChat>;
// The open chat of this tab, kept in session storage so that it is restored on the next page.
let current: StoredChat | undefined;
const listeners = new Set<() => void>();
function currentChat(): StoredChat {
  if (current === undefined) current = readStoredChat();
  return current;
}
function setCurrentChat(value: StoredChat): void {
  storeChat(value);
  current = value;
  for (const listener of listeners) listener();
}
function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function SignedInHost() {
  const location = useLocation();
  const navigate = useNavigate();
  const localize = useLocalizePath();
  const narrow = useNarrowScreen();
  const stored = useSyncExternalStore(subscribe, currentChat, () => null);
  const decision = decideMessenger({ pathname: location.pathname, search: location.search, stored, narrow });

  useEffect(() => {
    if (decision.kind === 'close') {
      setCurrentChat(null);
      void navigate(
        { pathname: location.pathname, search: withoutMessengerParams(location.search) },
        { replace: true },
      );
    } else if (decision.kind === 'page') {
      void navigate(localize(messengerPagePath(decision.chatId)), { replace: true });
    } else if (decision.kind === 'panel' && decision.fromQuery && decision.chatId !== stored?.chatId) {
      setCurrentChat({ chatId: decision.chatId, tradeHash: decision.tradeHash });
    }
  }, [decision, location.pathname, location.search, localize, navigate, stored?.chatId]);

  if (decision.kind !== 'panel') return null;
  const close = () => {
    const params = new URLSearchParams(withoutMessengerParams(location.search));
    params.set(MESSENGER_CLOSE_PARAM, '1');
    void navigate({ pathname: location.pathname, search: `?${params.toString()}` }, { replace: true });
  };
  return (
    <aside
      data-testid="messenger-panel"
      className="fixed end-4 bottom-4 z-40 flex h-[min(560px,calc(100dvh-6rem))] w-[380px] flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-2xl dark:border-slate-800 dark:bg-slate-950"
    >
      <ConversationView conversationId={decision.chatId} tradeHash={decision.tradeHash} onClose={close} />
    </aside>
  );
}
