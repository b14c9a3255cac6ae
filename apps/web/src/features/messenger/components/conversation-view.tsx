import { ArrowLeft, X } from 'lucide-react';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { LocalizedLink } from '@/components/ui/link';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useConversation } from '../api/get-conversation';
import { useMessages } from '../api/get-messages';
import { useMarkRead } from '../api/mark-read';
import { ConversationActions } from './conversation-actions';
import { MessageBubble } from './message-bubble';
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
  const scroller = useRef<HTMLDivElement>(null);

  const messages = useMemo(
    () => [...(pages.data?.pages ?? [])].reverse().flatMap((page) => page.messages),
    [pages.data],
  );
  const meta = pages.data?.pages[0]?.meta;
  const newest = messages[messages.length - 1];

  // The newest message in view; only the message list scrolls, never the page around it.
  useEffect(() => {
    const list = scroller.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [newest?.id]);

  // Seen while open: the read position follows the newest message of the partner.
  useEffect(() => {
    if (!meta || !newest || newest.id <= meta.myLastReadId || document.visibilityState === 'hidden') return;
    markRead.mutate({ id: conversationId, lastMessageId: newest.id });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new message or read position asks again
  }, [conversationId, newest?.id, meta?.myLastReadId]);

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
          <Button asChild variant="ghost" size="icon">
            <LocalizedLink to={backTo} aria-label={t('messenger.back')}>
              <ArrowLeft aria-hidden className="size-5" />
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
      <div
        ref={scroller}
        className="min-h-0 flex-1 overflow-y-auto px-3 py-2"
        data-testid="messenger-messages"
      >
        {pages.isPending ? <Spinner label={t('messenger.title')} /> : null}
        {pages.isError ? <Alert variant="danger">{t('messenger.loadFailed')}</Alert> : null}
        {pages.hasNextPage ? (
          <div className="pb-2 text-center">
            <Button
              type="button"
              variant="ghost"
              size="sm"
              disabled={pages.isFetchingNextPage}
              onClick={() => void pages.fetchNextPage()}
            >
              {t('messenger.loadOlder')}
            </Button>
          </div>
        ) : null}
        {pages.isSuccess && messages.length === 0 ? (
          <p className="py-6 text-center text-sm text-slate-500 dark:text-slate-400">
            {t('messenger.noMessages')}
          </p>
        ) : null}
        <ol className="flex flex-col gap-1.5" aria-live="polite">
          {messages.map((message) => (
            <MessageBubble
              key={message.id}
              message={message}
              read={!!meta && message.id <= meta.partnerLastReadId}
            />
          ))}
        </ol>
      </div>
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
