import { MESSENGER_MESSAGE_MAX_LENGTH, type SupportMessage } from '@p2p/shared';
import clsx from 'clsx';
import { ImagePlus, SendHorizontal } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-error';
import { formatDateTime } from '@/lib/format';
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

function SupportBubble({
  message,
  side,
  read,
}: {
  message: SupportMessage;
  side: SupportSide;
  read: boolean;
}) {
  const { t, i18n } = useTranslation();
  return (
    <li
      className={clsx('flex', message.isMine ? 'justify-end' : 'justify-start')}
      data-testid="support-message"
    >
      <div
        className={clsx(
          'max-w-[85%] rounded-2xl px-3 py-2 text-sm break-words whitespace-pre-wrap',
          message.isMine
            ? 'rounded-br-sm bg-emerald-700 text-white dark:bg-emerald-600'
            : 'rounded-bl-sm bg-slate-100 text-slate-900 dark:bg-slate-800 dark:text-slate-100',
        )}
      >
        {!message.isMine ? (
          <div className="mb-0.5 text-xs font-semibold" data-testid="support-author">
            {authorLabel(message, side, { you: t('support.you'), team: t('support.team') })}
          </div>
        ) : null}
        {message.kind === 'image' && message.imageUrl ? (
          <a href={message.imageUrl} target="_blank" rel="noreferrer">
            <img
              src={message.imageUrl}
              alt={message.imageName ?? t('messenger.image')}
              loading="lazy"
              className="max-h-60 rounded-lg"
            />
          </a>
        ) : (
          message.text
        )}
        <div
          className={clsx(
            'mt-1 text-[11px]',
            message.isMine ? 'text-emerald-100' : 'text-slate-500 dark:text-slate-400',
          )}
        >
          {formatDateTime(message.createdAt, i18n.language)}
          {message.isMine && read ? ` · ${t('messenger.read')}` : ''}
        </div>
      </div>
    </li>
  );
}

function SupportComposer({ side, conversationId }: { side: SupportSide; conversationId: string }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const send = useSendSupportMessage(side, conversationId);
  const tooLong = text.length > MESSENGER_MESSAGE_MAX_LENGTH;
  const submit = (input: { text?: string; file?: File }) => {
    setError(null);
    send.mutate(input, {
      onSuccess: () => {
        if (input.text !== undefined) setText('');
      },
      onError: (failure) => setError(failure instanceof ApiError ? failure.message : t('support.sendFailed')),
    });
  };
  const sendText = () => {
    if (text.trim() === '' || tooLong || send.isPending) return;
    submit({ text });
  };
  const inputId = `support-composer-${side}-${conversationId}`;
  return (
    <form
      className="border-t border-slate-200 p-2 dark:border-slate-800"
      onSubmit={(event) => {
        event.preventDefault();
        sendText();
      }}
    >
      {error || tooLong ? (
        <p role="alert" className="px-1 pb-1 text-xs text-rose-700 dark:text-rose-300">
          {tooLong ? t('messenger.tooLong', { max: MESSENGER_MESSAGE_MAX_LENGTH }) : error}
        </p>
      ) : null}
      <div className="flex items-end gap-1.5">
        <input
          ref={fileInput}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          className="sr-only"
          tabIndex={-1}
          aria-hidden
          data-testid="support-file"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) submit({ file });
          }}
        />
        <Button
          type="button"
          variant="ghost"
          size="icon"
          aria-label={t('messenger.attach')}
          title={t('messenger.attach')}
          disabled={send.isPending}
          onClick={() => fileInput.current?.click()}
        >
          <ImagePlus aria-hidden className="size-5" />
        </Button>
        <label className="sr-only" htmlFor={inputId}>
          {side === 'user' ? t('support.placeholder') : t('support.admin.answerPlaceholder')}
        </label>
        <textarea
          id={inputId}
          value={text}
          rows={1}
          placeholder={side === 'user' ? t('support.placeholder') : t('support.admin.answerPlaceholder')}
          aria-invalid={tooLong || undefined}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              sendText();
            }
          }}
          className="max-h-32 min-h-10 flex-1 resize-none rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 focus-visible:outline-2 focus-visible:outline-emerald-600 sm:text-sm dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
        />
        <Button
          type="submit"
          size="icon"
          aria-label={send.isPending ? t('messenger.sending') : t('messenger.send')}
          disabled={send.isPending || tooLong || text.trim() === ''}
        >
          <SendHorizontal aria-hidden className="size-5" />
        </Button>
      </div>
    </form>
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
    markRead.mutate({ id: conversationId, lastMessageId: newest.id });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new message or read position asks again
  }, [conversationId, newest?.id, meta?.myLastReadId]);

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div ref={scroller} className="min-h-0 flex-1 overflow-y-auto px-3 py-2" data-testid="support-messages">
        {pages.isPending ? <Spinner label={t('support.title')} /> : null}
        {pages.isError ? <Alert variant="danger">{t('support.loadFailed')}</Alert> : null}
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
            <SupportBubble
              key={message.id}
              message={message}
              side={side}
              read={!!meta && message.id <= meta.otherLastReadId}
            />
          ))}
        </ol>
      </div>
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
