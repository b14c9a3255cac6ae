import type { TradeMessage } from '@p2p/shared';
import clsx from 'clsx';
import { CheckCheck, FileText, ShieldAlert } from 'lucide-react';
import { useState, type ComponentType } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { useLocale } from '@/hooks/use-locale';
import { formatDateTime, formatFileSize } from '@/lib/format';
import { AttachmentViewer } from './attachment-viewer';

/** Renders a shared bank account (the bank-accounts feature provides it; the app wires it in). */
export type BankAccountMessageComponent = ComponentType<{ payload: Record<string, unknown> }>;

const SYSTEM_STATUSES = new Set([
  'not_funded',
  'active_funded',
  'paid',
  'dispute_open',
  'released',
  'cancelled_buyer',
  'cancelled_seller',
  'cancelled_system',
  'expired',
  'dispute_won_buyer',
  'dispute_won_seller',
]);

/**
 * The line of an event that is not a status change (payload.event): it carries the trade's status at
 * the time too, so reading that would repeat the last change ("The buyer marked the trade as paid.").
 */
function eventKey(payload: TradeMessage['payload']) {
  if (payload.event === 'requirement_reviewed') {
    return payload.requirementStatus === 'REJECTED'
      ? 'trades.chat.system.events.requirement_rejected'
      : 'trades.chat.system.events.requirement_approved';
  }
  if (payload.event === 'fallback') return 'trades.chat.system.events.fallback';
  return null;
}

function SystemMessage({ message }: { message: TradeMessage }) {
  const { t } = useTranslation();
  const status = typeof message.payload.status === 'string' ? message.payload.status : null;
  const event = eventKey(message.payload);
  const text = event
    ? t(event)
    : status && SYSTEM_STATUSES.has(status)
      ? t(`trades.chat.system.${status as 'paid'}`)
      : message.body || t('trades.chat.system.other');
  return (
    <li
      className="flex justify-center"
      data-testid="chat-system"
      data-status={status ?? undefined}
      data-event={typeof message.payload.event === 'string' ? message.payload.event : undefined}
    >
      <p className="max-w-[90%] rounded-full bg-slate-100 px-3 py-1 text-center text-xs text-slate-700 dark:bg-slate-800 dark:text-slate-300">
        {text}
      </p>
    </li>
  );
}

/** A file of the chat: a PDF's name or an image's thumbnail, opening the viewer inside the page. */
function Attachment({ message }: { message: TradeMessage }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [viewing, setViewing] = useState(false);
  const file = message.attachment;
  if (!file) return <p>{message.body}</p>;
  const pdf = file.mimetype === 'application/pdf';
  const name = file.name || t(pdf ? 'trades.chat.pdf' : 'trades.chat.image');
  return (
    <>
      <button
        type="button"
        onClick={() => setViewing(true)}
        aria-label={t('trades.chat.viewer.open', { name })}
        aria-haspopup="dialog"
        className="block rounded-lg text-start focus-visible:ring-2 focus-visible:ring-emerald-500 focus-visible:ring-offset-2 focus-visible:outline-none"
        data-testid="chat-attachment"
      >
        {pdf ? (
          <span className="inline-flex items-center gap-2 font-medium underline underline-offset-2">
            <FileText aria-hidden className="size-5 shrink-0" />
            <span className="break-all">{name}</span>
            <span className="text-xs opacity-80">({formatFileSize(file.size, locale)})</span>
          </span>
        ) : (
          <img
            src={file.url}
            alt={t('trades.chat.imageAlt', { name })}
            className="max-h-60 max-w-full rounded-lg object-contain"
            loading="lazy"
            data-testid="chat-image"
          />
        )}
      </button>
      <AttachmentViewer file={file} name={name} open={viewing} onOpenChange={setViewing} />
    </>
  );
}

/** One chat message: own on the right, the other party's on the left, moderators styled apart. */
export function ChatMessage({
  message,
  BankAccountMessage,
}: {
  message: TradeMessage;
  BankAccountMessage?: BankAccountMessageComponent;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (message.kind === 'system') return <SystemMessage message={message} />;
  const own = message.isOwn;
  const moderator = message.kind === 'moderator';
  return (
    <li
      className={clsx('flex', own ? 'justify-end' : 'justify-start')}
      data-testid="chat-message"
      data-kind={message.kind}
      data-own={own}
    >
      <div
        className={clsx(
          'max-w-[85%] space-y-1 rounded-2xl px-3 py-2 text-sm shadow-sm',
          moderator
            ? 'border border-amber-300 bg-amber-50 text-amber-950 dark:border-amber-800 dark:bg-amber-950/60 dark:text-amber-50'
            : own
              ? 'bg-emerald-700 text-white dark:bg-emerald-600'
              : 'bg-slate-100 text-slate-900 dark:bg-slate-800 dark:text-slate-100',
        )}
      >
        {moderator ? (
          <p className="flex items-center gap-1 text-xs font-semibold">
            <ShieldAlert aria-hidden className="size-3.5" />
            {t('trades.chat.moderator', { username: message.author?.username ?? '' })}
          </p>
        ) : !own && message.author ? (
          <p className="text-xs font-semibold opacity-80">{message.author.username}</p>
        ) : null}
        {message.kind === 'attachment' ? (
          <Attachment message={message} />
        ) : message.kind === 'bank_account' ? (
          BankAccountMessage ? (
            <BankAccountMessage payload={message.payload} />
          ) : (
            <p>{message.body || t('trades.chat.bankAccount')}</p>
          )
        ) : (
          <p className="break-words whitespace-pre-line">{message.body}</p>
        )}
        <p
          className={clsx(
            'flex items-center justify-end gap-1 text-[11px]',
            own ? 'text-emerald-50' : 'opacity-75',
          )}
        >
          <time dateTime={message.createdAt}>{formatDateTime(message.createdAt, locale)}</time>
          {own && message.isReadByCounterparty ? (
            <span className="inline-flex items-center gap-0.5" data-testid="read-receipt">
              <CheckCheck aria-hidden className="size-3.5" />
              {t('trades.chat.read')}
            </span>
          ) : null}
        </p>
      </div>
    </li>
  );
}
