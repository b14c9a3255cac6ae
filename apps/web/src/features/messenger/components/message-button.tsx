import { MessageCircle } from 'lucide-react';
import { useTranslation } from '@/lib/use-translation';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-error';
import { useCurrentUser } from '@/lib/current-user';
import { showToast } from '@/lib/toasts';
import { useChatExistence } from '../api/get-chat-existence';
import { useOpenConversation } from '../api/open-conversation';
import { useOpenChat } from './use-open-chat';

/**
 * "Message" for another user (public profile, the trade's partner card): opens the existing chat or
 * starts one; disabled with the reason when the chat cannot be created (chat_create_is_forbidden).
 */
export function MessageButton({
  username,
  tradeHash,
  size = 'sm',
}: {
  username: string;
  tradeHash?: string;
  size?: 'sm' | 'md';
}) {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  const isOther = !!user && user.username.toLowerCase() !== username.toLowerCase();
  const existence = useChatExistence(username, isOther);
  const open = useOpenConversation();
  const openChat = useOpenChat();
  if (!isOther) return null;
  const forbidden = existence.data?.state === 'chat_create_is_forbidden';
  const reason = existence.data?.blockReason;
  return (
    <Button
      type="button"
      variant="secondary"
      size={size}
      data-testid="message-user"
      disabled={forbidden || open.isPending}
      title={
        forbidden && reason ? t(`messenger.blocked.${reason}`) : t('messenger.messageUser', { username })
      }
      onClick={() => {
        const existing = existence.data?.conversationId;
        if (existing) {
          openChat(existing, tradeHash);
          return;
        }
        open.mutate(username, {
          onSuccess: (conversation) => openChat(conversation.id, tradeHash),
          onError: (error) =>
            showToast({
              type: 'error',
              title: error instanceof ApiError ? error.message : t('messenger.loadFailed'),
            }),
        });
      }}
    >
      <MessageCircle aria-hidden className="size-4" />
      {t('messenger.message')}
    </Button>
  );
}
