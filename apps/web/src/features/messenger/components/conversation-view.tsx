import { ArrowLeft, X } from 'lucide-react';
import { useTranslation } from '@/lib/use-translation';
import { ChatBubble } from '@/components/chat/chat-bubble';
import { ChatMessageList } from '@/components/chat/chat-message-list';
import { Alert } from '@/components/ui/alert';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { LocalizedLink } from '@/components/ui/link';
import { paths } from '@/config/paths';
import { useConversation } from '../api/get-conversation';
import { useMessages } from '../api/get-messages';
import { useMarkRead } from '../api/mark-read';
import { ConversationActions } from './conversation-actions';
import { MessageComposer } from './message-composer';

/** One conversation: the partner, the actions, the messages (older on demand) and the composer. */
export function ConversationView({
  conversationId,
  tradeHash = null,
  onClose,
  backTo,
}: {
  conversationId: string;
  tradeHash?: string | null;
  onClose?: () => void;
  backTo?: string;
}) {
  const { t } = useTranslation();
  const conversation = useConversation(conversationId);
  const pages = useMessages(conversationId);
  const markRead = useMarkRead();
  const meta = pages.data?.pages[0]?.meta;

  if (conversation.isError) {
    return (
      <div className="p-4">
        <Alert variant="danger">{t('messenger.notFound')}</Alert>
      </div>
    );
  }
  const partner = conversation.data?.partner;
  return (
    <section className="flex min-h-0 flex-1 flex-col" aria-label={partner?.username ?? t('messenger.title')}>
      <header className="flex items-center gap-2 border-b border-slate-200 px-2 py-2 dark:border-slate-800">
        {backTo ? (
          // Wide screens show the list beside the conversation: the way back is for phones only.
          <Button asChild variant="ghost" size="icon" className="md:hidden">
            <LocalizedLink to={backTo} aria-label={t('messenger.back')}>
              <ArrowLeft aria-hidden className="size-5 rtl:-scale-x-100" />
            </LocalizedLink>
          </Button>
        ) : null}
        {partner ? (
          <LocalizedLink
            to={paths.user(partner.username)}
            className="flex min-w-0 flex-1 items-center gap-2 rounded-lg font-semibold text-slate-900 hover:underline dark:text-white"
          >
            <Avatar src={partner.avatarUrl} name={partner.username} size="sm" />
            <span className="truncate" data-testid="messenger-partner">
              {partner.username}
            </span>
          </LocalizedLink>
        ) : (
          <span className="flex-1" />
        )}
        {partner ? <ConversationActions partner={partner} tradeHash={tradeHash} /> : null}
        {onClose ? (
          <Button
            type="button"
            variant="ghost"
            size="icon"
            aria-label={t('messenger.close')}
            onClick={onClose}
          >
            <X aria-hidden className="size-5" />
          </Button>
        ) : null}
      </header>
      <ChatMessageList
        conversationId={conversationId}
        pages={pages}
        onSeen={(lastMessageId) => markRead.mutate({ id: conversationId, lastMessageId })}
        renderMessage={(message, pageMeta) => (
          <ChatBubble
            message={message}
            read={!!pageMeta && message.id <= pageMeta.partnerLastReadId}
            testId="messenger-message"
          />
        )}
        testId="messenger-messages"
        loadingLabel={t('messenger.title')}
        loadFailedText={t('messenger.loadFailed')}
        emptyText={t('messenger.noMessages')}
      />
      {meta && !meta.canWrite ? (
        <div className="border-t border-slate-200 p-3 dark:border-slate-800">
          <Alert variant="warning" role="status">
            {t(`messenger.blocked.${meta.blockReason ?? 'not_accepted'}`)}
          </Alert>
        </div>
      ) : (
        <MessageComposer conversationId={conversationId} />
      )}
    </section>
  );
}
