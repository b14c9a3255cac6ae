import type { Contact, RelationAction } from '@p2p/shared';
import { useTranslation } from '@/lib/use-translation';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { ErrorPanel } from '@/components/ui/error-panel';
import { LocalizedLink } from '@/components/ui/link';
import { Pagination } from '@/components/ui/pagination';
import { SkeletonLines } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useLocale } from '@/hooks/use-locale';
import { ApiError } from '@/lib/api-error';
import { formatDate } from '@/lib/format';
import { toast } from '@/lib/toasts';
import { useContacts, type ContactList } from '../api/get-contacts';
import { useUpdateRelation } from '../api/update-relation';
import { LastSeen } from './last-seen';

/** The action buttons of a row: a list of people you trust offers untrust, and so on. */
function actionsFor(list: ContactList, contact: Contact): RelationAction[] {
  if (list === 'trusted') return ['untrusted'];
  if (list === 'blocked') return ['unblocked'];
  return [contact.isTrusted ? 'untrusted' : 'trusted', contact.isBlocked ? 'unblocked' : 'blocked'];
}

/** A page of trusted users, blocked users or recent trade partners, 10 at a time. */
export function ContactsList({
  list,
  page,
  onPageChange,
}: {
  list: ContactList;
  page: number;
  onPageChange: (page: number) => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const contacts = useContacts(list, page);
  const relation = useUpdateRelation();

  const act = (username: string, action: RelationAction) =>
    relation.mutate(
      { username, action },
      {
        onSuccess: () => toast.success(t(`users.relation.done.${action}`, { username })),
        onError: (error) =>
          toast.error(error instanceof ApiError && error.status < 500 ? error.message : t('errors.generic')),
      },
    );

  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900">
      {contacts.isPending ? (
        <SkeletonLines lines={5} />
      ) : contacts.isError ? (
        <ErrorPanel error={contacts.error} onRetry={() => void contacts.refetch()} />
      ) : contacts.data.contacts.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t(`users.lists.${list}.empty`)}</p>
      ) : (
        <div className="space-y-4">
          <ul className="divide-y divide-slate-100 dark:divide-slate-800" aria-busy={contacts.isFetching}>
            {contacts.data.contacts.map((contact) => (
              <li
                key={contact.username}
                className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3 first:pt-0"
              >
                <Avatar src={contact.avatarUrl} name={contact.username} />
                <div className="min-w-0 flex-1">
                  <LocalizedLink
                    to={paths.user(contact.username)}
                    className="font-medium text-slate-900 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-emerald-600 dark:text-slate-100"
                  >
                    {contact.username}
                  </LocalizedLink>
                  <div className="flex flex-wrap items-center gap-x-3 gap-y-0.5 text-sm text-slate-500 dark:text-slate-400">
                    <LastSeen lastSeenAt={contact.lastSeenAt} />
                    {contact.country ? <span>{contact.country.name}</span> : null}
                    <span>
                      {t(`users.lists.${list}.since`, { date: formatDate(contact.relationDate, locale) })}
                    </span>
                  </div>
                </div>
                <div className="flex gap-2">
                  {actionsFor(list, contact).map((action) => (
                    <Button
                      key={action}
                      variant={action === 'blocked' ? 'danger' : 'secondary'}
                      size="sm"
                      disabled={relation.isPending}
                      aria-label={t(`users.relation.actionFor.${action}`, { username: contact.username })}
                      onClick={() => act(contact.username, action)}
                    >
                      {t(`users.relation.action.${action}`)}
                    </Button>
                  ))}
                </div>
              </li>
            ))}
          </ul>
          <Pagination
            page={contacts.data.meta.currentPage}
            lastPage={contacts.data.meta.lastPage}
            onPageChange={onPageChange}
            disabled={contacts.isFetching}
          />
        </div>
      )}
    </div>
  );
}
