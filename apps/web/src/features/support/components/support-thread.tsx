import type { SupportMessage } from '@p2p/shared';
import { useTranslation } from '@/lib/use-translation';
import { ChatBubble } from '@/components/chat/chat-bubble';
import { ChatComposer } from '@/components/chat/chat-composer';
import { ChatMessageList } from '@/components/chat/chat-message-list';
import {
  useMarkSupportRead,
  useSendSupportMessage,
  useSupportMessages,
  type SupportSide,
} from '../api/support-api';

/** Who wrote a message, as the reader may know it: the user sees staff as "Support". */
function authorLabel(
  message: SupportMessage,
  side: SupportSide,
  labels: { you: string; team: string },
): string {
  if (message.isMine) return labels.you;
  if (message.fromStaff) return side === 'user' ? labels.team : (message.author ?? labels.team);
  return message.author ?? '';
}

function SupportComposer({ side, conversationId }: { side: SupportSide; conversationId: string }) {
  const { t } = useTranslation();
  const send = useSendSupportMessage(side, conversationId);
  return (
    <ChatComposer
      send={send}
      inputId={`support-composer-${side}-${conversationId}`}
      label={side === 'user' ? t('support.placeholder') : t('support.admin.answerPlaceholder')}
      failedText={t('support.sendFailed')}
      fileTestId="support-file"
    />
  );
}

/**
 * A support conversation's messages (older on demand) and the composer, for the user or for staff.
 * Only the message list scrolls; seen messages move the reader's side's read position.
 */
export function SupportThread({
  side,
  conversationId,
  canWrite = true,
  emptyText,
}: {
  side: SupportSide;
  conversationId: string;
  canWrite?: boolean;
  emptyText: string;
}) {
  const { t } = useTranslation();
  const pages = useSupportMessages(side, conversationId);
  const markRead = useMarkSupportRead(side);
  const meta = pages.data?.pages[0]?.meta;

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <ChatMessageList
        conversationId={conversationId}
        pages={pages}
        onSeen={(lastMessageId) => markRead.mutate({ id: conversationId, lastMessageId })}
        renderMessage={(message, pageMeta) => (
          <ChatBubble
            message={message}
            read={!!pageMeta && message.id <= pageMeta.otherLastReadId}
            testId="support-message"
            author={
              message.isMine ? null : (
                <div className="mb-0.5 text-xs font-semibold" data-testid="support-author">
                  {authorLabel(message, side, { you: t('support.you'), team: t('support.team') })}
                </div>
              )
            }
          />
        )}
        testId="support-messages"
        loadingLabel={t('support.title')}
        loadFailedText={t('support.loadFailed')}
        emptyText={emptyText}
      />
      {meta?.status === 'closed' && side === 'user' ? (
        <p
          role="status"
          className="border-t border-slate-200 px-3 py-2 text-xs text-slate-600 dark:border-slate-800 dark:text-slate-400"
        >
          {t('support.closedNote')}
        </p>
      ) : null}
      {canWrite ? <SupportComposer side={side} conversationId={conversationId} /> : null}
    </div>
  );
}
