import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useLocalizePath } from '@/hooks/use-locale';
import { messengerPagePath, withChat } from '../utils/messenger-location';
import { useNarrowScreen } from './use-narrow-screen';

/** Opens a chat: over the current page (its id in the query), or as the messenger page on phones. */
export function useOpenChat(): (chatId: string, tradeHash?: string) => void {
  const navigate = useNavigate();
  const location = useLocation();
  const localize = useLocalizePath();
  const narrow = useNarrowScreen();
  return useCallback(
    (chatId: string, tradeHash?: string) => {
      if (narrow) {
        void navigate(localize(messengerPagePath(chatId)));
        return;
      }
      void navigate({ pathname: location.pathname, search: withChat(location.search, chatId, tradeHash) });
    },
    [narrow, navigate, localize, location.pathname, location.search],
  );
}
