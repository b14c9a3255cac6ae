import clsx from 'clsx';
import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { LocalizedLink } from '@/components/ui/link';
import { SelectField } from '@/components/ui/select-field';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/format';
import { useSupportInbox, type InboxFilter } from '../api/support-api';
import { useSupportLive } from '../components/support-live';

/** The staff support inbox: conversations with unread counts and assignees, live over /ws. */
export function SupportInboxRoute() {
  const { t, i18n } = useTranslation();
  const [filter, setFilter] = useState<InboxFilter>({ status: 'open', assignee: 'any' });
  const inbox = useSupportInbox(filter);
  useSupportLive();
  const meta = inbox.data?.meta;
  return (
    <div className="space-y-4">
      <div>
        <h1 className="text-lg font-semibold text-slate-900 dark:text-white">{t('support.admin.title')}</h1>
        {meta ? (
          <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="support-inbox-totals">
            {t('support.admin.totals', { unread: meta.totalUnread, unassigned: meta.unassigned })}
          </p>
        ) : null}
      </div>
      <div className="grid grid-cols-2 gap-3 sm:max-w-md">
        <SelectField
          id="support-status"
          label={t('support.admin.status')}
          value={filter.status}
          onChange={(event) => setFilter({ ...filter, status: event.target.value as InboxFilter['status'] })}
        >
          <option value="open">{t('support.status.open')}</option>
          <option value="closed">{t('support.status.closed')}</option>
          <option value="all">{t('support.admin.all')}</option>
        </SelectField>
        <SelectField
          id="support-assignee"
          label={t('support.admin.assignee')}
          value={filter.assignee}
          onChange={(event) =>
            setFilter({ ...filter, assignee: event.target.value as InboxFilter['assignee'] })
          }
        >
          <option value="any">{t('support.admin.anyone')}</option>
          <option value="me">{t('support.admin.me')}</option>
          <option value="unassigned">{t('support.admin.unassigned')}</option>
        </SelectField>
      </div>
      {inbox.isPending ? <Spinner label={t('support.admin.title')} /> : null}
      {inbox.isError ? <Alert variant="danger">{t('support.loadFailed')}</Alert> : null}
      {inbox.data && inbox.data.items.length === 0 ? (
        <p className="text-sm text-slate-500 dark:text-slate-400">{t('support.admin.empty')}</p>
      ) : null}
      <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
        {inbox.data?.items.map((item) => (
          <li key={item.id}>
            <LocalizedLink
              to={paths.admin.supportConversation(item.id)}
              className="flex items-start gap-3 px-3 py-3 hover:bg-slate-50 dark:hover:bg-slate-900"
              data-testid="support-inbox-item"
            >
              <div className="min-w-0 flex-1">
                <div className="flex items-center gap-2">
                  <span
                    className={clsx(
                      'truncate text-sm',
                      item.unreadCount > 0 ? 'font-semibold' : 'font-medium',
                    )}
                  >
                    {item.user.username}
                  </span>
                  {item.status === 'closed' ? (
                    <Badge variant="neutral">{t('support.status.closed')}</Badge>
                  ) : null}
                </div>
                <p className="truncate text-sm text-slate-600 dark:text-slate-400">
                  {item.lastMessage
                    ? item.lastMessage.kind === 'image'
                      ? t('messenger.image')
                      : item.lastMessage.text
                    : ''}
                </p>
                <p className="text-xs text-slate-500 dark:text-slate-400">
                  {item.assignee
                    ? t('support.admin.assignedTo', { username: item.assignee })
                    : t('support.admin.unassigned')}
                  {item.lastMessageAt ? ` · ${formatDateTime(item.lastMessageAt, i18n.language)}` : ''}
                </p>
              </div>
              {item.unreadCount > 0 ? (
                <span
                  className="rounded-full bg-emerald-700 px-2 py-0.5 text-xs font-semibold text-white"
                  aria-label={t('support.admin.unread', { count: item.unreadCount })}
                  data-testid="support-unread"
                >
                  {item.unreadCount}
                </span>
              ) : null}
            </LocalizedLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
