import { Fragment, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

/** The part of a chat's infinite messages query (newest page first) the list uses. */
export interface ChatPages<M, Meta> {
  data?: { pages: { messages: M[]; meta: Meta }[] };
  isPending: boolean;
  isError: boolean;
  isSuccess: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/**
 * A chat's messages, oldest first, with older pages on demand. Only the list scrolls (to the newest
 * message when one arrives); a newest message past the reader's read position, seen while the page is
 * visible, is passed to `onSeen`. The messenger and the support chat share it.
 */
export function ChatMessageList<M extends { id: number }, Meta extends { myLastReadId: number }>({
  conversationId,
  pages,
  onSeen,
  renderMessage,
  testId,
  loadingLabel,
  loadFailedText,
  emptyText,
}: {
  conversationId: string;
  pages: ChatPages<M, Meta>;
  onSeen: (lastMessageId: number) => void;
  renderMessage: (message: M, meta: Meta | undefined) => ReactNode;
  testId: string;
  loadingLabel: string;
  loadFailedText: string;
  emptyText: string;
}) {
  const { t } = useTranslation();
  const scroller = useRef<HTMLDivElement>(null);
  const messages = useMemo(
    () => [...(pages.data?.pages ?? [])].reverse().flatMap((page) => page.messages),
    [pages.data],
  );
  const meta = pages.data?.pages[0]?.meta;
  const newest = messages[messages.length - 1];

  useEffect(() => {
    const list = scroller.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [newest?.id]);

  useEffect(() => {
    if (!meta || !newest || newest.id <= meta.myLastReadId || document.visibilityState === 'hidden') return;
    onSeen(newest.id);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new message or read position asks again
  }, [conversationId, newest?.id, meta?.myLastReadId]);

  return (
    <div ref={scroller} className="min-h-0 flex-1 overflow-y-auto px-3 py-2" data-testid={testId}>
      {pages.isPending ? <Spinner label={loadingLabel} /> : null}
      {pages.isError ? <Alert variant="danger">{loadFailedText}</Alert> : null}
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
        <p className="py-6 text-center text-sm text-slate-500 dark:text-slate-400">{emptyText}</p>
      ) : null}
      <ol className="flex flex-col gap-1.5" aria-live="polite">
        {messages.map((message) => (
          <Fragment key={message.id}>{renderMessage(message, meta)}</Fragment>
        ))}
      </ol>
    </div>
  );
}
