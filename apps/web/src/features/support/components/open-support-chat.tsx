import { LifeBuoy } from 'lucide-react';
import { useState, type ComponentProps } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/lib/use-translation';
import { useNavigate } from 'react-router';
import { useLocalizePath } from '@/hooks/use-locale';
import { paths } from '@/config/paths';
import { getZendeskToken, supportConfigQueryOptions } from '../api/support-api';
import { openZendeskMessenger } from './zendesk-widget';

/**
 * The spec's `open-support-chat`: opens Zendesk's widget when the operator configured it, otherwise
 * the built-in support chat page. If the widget cannot load, the built-in chat opens instead.
 */
export function useOpenSupportChat(): { open: () => Promise<void>; opening: boolean } {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const localize = useLocalizePath();
  const [opening, setOpening] = useState(false);
  const open = async () => {
    setOpening(true);
    try {
      const config = await queryClient.fetchQuery(supportConfigQueryOptions()).catch(() => null);
      if (config?.provider === 'zendesk' && config.zendeskWidgetKey) {
        try {
          await openZendeskMessenger(config.zendeskWidgetKey, getZendeskToken);
          return;
        } catch {
          // Blocked or unreachable: the built-in chat still works.
        }
      }
      void navigate(localize(paths.support.chat));
    } finally {
      setOpening(false);
    }
  };
  return { open, opening };
}

/**
 * A button that opens the support chat (the account menu and help texts use it). Other props reach
 * the button, so a menu can make it its item (`DropdownMenuItem asChild`).
 */
export function OpenSupportChatButton({ children, onClick, disabled, ...props }: ComponentProps<'button'>) {
  const { t } = useTranslation();
  const { open, opening } = useOpenSupportChat();
  return (
    <button
      type="button"
      id="open-support-chat"
      {...props}
      disabled={disabled || opening}
      onClick={(event) => {
        onClick?.(event);
        void open();
      }}
    >
      {children ?? (
        <>
          <LifeBuoy aria-hidden className="size-4 text-slate-500" />
          {t('support.open')}
        </>
      )}
    </button>
  );
}
