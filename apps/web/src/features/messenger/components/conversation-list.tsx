import type { MessengerConversation } from '@p2p/shared';
import clsx from 'clsx';
import { useTranslation } from '@/lib/use-translation';
import { Alert } from '@/components/ui/alert';
import { Avatar } from '@/components/ui/avatar';
import { LocalizedLink } from '@/components/ui/link';
import { Spinner } from '@/components/ui/spinner';
import { formatDate } from '@/lib/format';
import { useConversations } from '../api/get-conversations';
import { messengerPagePath } from '../utils/messenger-location';

function preview(conversation: MessengerConversation, labels: { image: string; you: string }): string {
  const last = conversation.lastMessage;
  if (!last) return '';
  const body = last.kind === 'image' ? labels.image : last.text;
  return last.isMine ? `${labels.you}: ${body}` : body;
}

/** The user's conversations: partner, last message, unread count; the open one is marked. */
export function ConversationList({ activeId }: { activeId?: string }) {
  const { t, i18n } = useTranslation();
  const conversations = useConversations();
  const labels = { image: t('messenger.image'), you: t('messenger.you') };
  if (conversations.isPending) return <Spinner label={t('messenger.title')} className="m-4" />;
  if (conversations.isError) return <Alert variant="danger">{t('messenger.loadFailed')}</Alert>;
  if (conversations.data.items.length === 0)
    return <p className="p-4 text-sm text-slate-600 dark:text-slate-300">{t('messenger.empty')}</p>;
  return (
    <ul className="divide-y divide-slate-200 dark:divide-slate-800" data-testid="messenger-conversations">
      {conversations.data.items.map((conversation) => (
        <li key={conversation.id}>
          <LocalizedLink
            to={messengerPagePath(conversation.id)}
            aria-current={conversation.id === activeId ? 'page' : undefined}
            className={clsx(
              'flex items-center gap-3 px-3 py-3 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-emerald-600 dark:hover:bg-slate-900',
              conversation.id === activeId && 'bg-emerald-50 dark:bg-emerald-950/40',
            )}
          >
            <Avatar src={conversation.partner.avatarUrl} name={conversation.partner.username} size="sm" />
            <span className="min-w-0 flex-1">
              <span className="flex items-baseline justify-between gap-2">
                <span className="truncate font-semibold text-slate-900 dark:text-white">
                  {conversation.partner.username}
                </span>
                {conversation.lastMessage ? (
                  <span className="shrink-0 text-xs text-slate-500 dark:text-slate-400">
                    {formatDate(conversation.lastMessage.createdAt, i18n.language)}
                  </span>
                ) : null}
              </span>
              <span className="flex items-center justify-between gap-2">
                <span className="truncate text-sm text-slate-600 dark:text-slate-300">
                  {preview(conversation, labels)}
                </span>
                {conversation.unreadCount > 0 ? (
                  <span
                    className="grid h-5 min-w-5 shrink-0 place-items-center rounded-full bg-rose-600 px-1.5 text-xs font-bold text-white"
                    aria-label={t('messenger.unread', { count: conversation.unreadCount })}
                  >
                    {conversation.unreadCount}
                  </span>
                ) : null}
              </span>
            </span>
          </LocalizedLink>
        </li>
      ))}
    </ul>
  );
}
