import type { TradeView } from '@p2p/shared';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowDown } from 'lucide-react';
import { useEffect, useRef, useState, type ComponentType } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { ErrorPanel } from '@/components/ui/error-panel';
import { SkeletonLines } from '@/components/ui/skeleton';
import { useTradeMessages } from '../../api/get-messages';
import { tradeKeys } from '../../api/keys';
import { useMarkTradeRead } from '../../api/mark-read';
import { useAttachmentUploads } from '../../hooks/use-attachment-uploads';
import { useChatScroll } from '../../hooks/use-chat-scroll';
import { isOpen } from '../../lib/trade-status';
import { UploadStatusList } from '../upload-status-list';
import { ChatComposer } from './chat-composer';
import { ChatMessage, type BankAccountMessageComponent } from './chat-message';

export interface ShareBankAccountDialogProps {
  tradeHash: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onShared?: () => void;
}

/** What the bank-accounts feature lends the chat (wired in by the app, as features never import each other). */
export interface ChatBankAccounts {
  ShareDialog: ComponentType<ShareBankAccountDialogProps>;
  Message: BankAccountMessageComponent;
}

/** Marks the chat read up to its newest message while the end of the list is on screen. */
function useReadReceipts(hash: string, lastMessageId: number, myLastRead: number, ready: boolean) {
  const sentinel = useRef<HTMLLIElement>(null);
  const markRead = useMarkTradeRead(hash);
  const queryClient = useQueryClient();
  const sentFor = useRef(0);
  const [visible, setVisible] = useState(typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const node = sentinel.current;
    if (!node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) =>
      setVisible(entries.some((entry) => entry.isIntersecting)),
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [ready]);

  const [pageVisible, setPageVisible] = useState(() => document.visibilityState !== 'hidden');
  useEffect(() => {
    const onChange = () => setPageVisible(document.visibilityState !== 'hidden');
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  }, []);

  const { mutate } = markRead;
  useEffect(() => {
    if (!visible || !pageVisible || lastMessageId <= myLastRead || sentFor.current >= lastMessageId) return;
    sentFor.current = lastMessageId;
    mutate(lastMessageId, {
      onSuccess: () => void queryClient.invalidateQueries({ queryKey: tradeKeys.messages(hash) }),
      onError: () => {
        sentFor.current = 0;
      },
    });
  }, [visible, pageVisible, lastMessageId, myLastRead, mutate, queryClient, hash]);

  return sentinel;
}

/** The trade chat: messages, read receipts, the composer, uploads and shared bank accounts. */
export function ChatPanel({ trade, bankAccounts }: { trade: TradeView; bankAccounts?: ChatBankAccounts }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const hash = trade.tradeHash;
  const chat = useTradeMessages(hash);
  const { uploads, upload, remove } = useAttachmentUploads(hash);
  const [sharing, setSharing] = useState(false);
  const meta = chat.data?.meta;
  const sentinel = useReadReceipts(
    hash,
    meta?.lastMessageId ?? 0,
    meta?.myLastReadMessageId ?? 0,
    chat.isSuccess,
  );
  const count = chat.data?.messages.length ?? 0;
  const lastIsOwn = chat.data?.messages.at(-1)?.isOwn ?? false;
  const { listRef, onScroll, onContentLoad, jumpToNewest, hasNewBelow } = useChatScroll(count, lastIsOwn);

  const ShareDialog = bankAccounts?.ShareDialog;
  // Bank details are for paying: a trade that is over has nothing left to pay.
  const canShare = Boolean(ShareDialog) && trade.role === 'seller' && meta?.canWrite && isOpen(trade);
  return (
    <section
      aria-label={t('trades.chat.title')}
      className="flex h-full min-h-0 flex-col rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      {/* On a phone the Chat tab names it already: the heading stays for screen readers only. */}
      <h2 className="border-b border-slate-200 px-4 py-3 font-semibold text-slate-900 max-lg:sr-only dark:border-slate-800 dark:text-white">
        {t('trades.chat.title')}
      </h2>
      {chat.isPending ? (
        <div className="p-4">
          <SkeletonLines lines={6} />
        </div>
      ) : chat.isError ? (
        <div className="p-4">
          <ErrorPanel error={chat.error} onRetry={() => void chat.refetch()} />
        </div>
      ) : (
        <div className="relative flex min-h-0 flex-1 flex-col">
          <ol
            ref={listRef}
            onScroll={onScroll}
            onLoadCapture={onContentLoad}
            aria-label={t('trades.chat.messages')}
            aria-live="polite"
            // A scrolling list must be reachable by keyboard (axe scrollable-region-focusable).
            tabIndex={0}
            data-testid="chat-messages"
            className="min-h-0 flex-1 space-y-2 overflow-y-auto p-4"
          >
            {chat.data.messages.map((message) => (
              <ChatMessage key={message.id} message={message} BankAccountMessage={bankAccounts?.Message} />
            ))}
            <li ref={sentinel} aria-hidden className="h-px list-none" />
          </ol>
          {hasNewBelow ? (
            <button
              type="button"
              onClick={jumpToNewest}
              data-testid="chat-new-messages"
              className="absolute bottom-3 left-1/2 inline-flex -translate-x-1/2 items-center gap-1 rounded-full bg-emerald-700 px-3 py-1.5 text-sm font-medium text-white shadow-md hover:bg-emerald-800 focus-visible:ring-2 focus-visible:ring-emerald-500 focus-visible:ring-offset-2 focus-visible:outline-none dark:bg-emerald-600"
            >
              <ArrowDown aria-hidden className="size-4" />
              {t('trades.chat.newMessages')}
            </button>
          ) : null}
        </div>
      )}
      <div className="px-3">
        <UploadStatusList uploads={uploads} onRemove={remove} />
      </div>
      {meta?.canWrite === false ? (
        <p className="border-t border-slate-200 p-3 text-sm text-slate-600 dark:border-slate-800 dark:text-slate-400">
          {t('trades.chat.closed')}
        </p>
      ) : (
        <ChatComposer
          hash={hash}
          onAttach={(file) => void upload(file)}
          onShareBankAccount={canShare ? () => setSharing(true) : undefined}
        />
      )}
      {ShareDialog ? (
        <ShareDialog
          tradeHash={hash}
          open={sharing}
          onOpenChange={setSharing}
          onShared={() => {
            setSharing(false);
            void queryClient.invalidateQueries({ queryKey: tradeKeys.messages(hash) });
          }}
        />
      ) : null}
    </section>
  );
}
