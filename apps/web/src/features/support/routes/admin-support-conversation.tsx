import { ArrowLeft } from 'lucide-react';
import { useTranslation } from '@/lib/use-translation';
import { useParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { LocalizedLink } from '@/components/ui/link';
import { SelectField } from '@/components/ui/select-field';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-error';
import { useCurrentUser } from '@/lib/current-user';
import { useSupportAction, useSupportInboxItem, useSupportStaff } from '../api/support-api';
import { SupportThread } from '../components/support-thread';
import { useSupportLive } from '../components/support-live';

/** One support conversation for staff: the user, assignment, close/reopen, and the answer box. */
export function SupportConversationRoute() {
  const { t } = useTranslation();
  const { conversationId = '' } = useParams();
  const item = useSupportInboxItem(conversationId);
  const staff = useSupportStaff();
  const action = useSupportAction(conversationId);
  const { data: me } = useCurrentUser();
  useSupportLive();

  if (item.isError) {
    return <Alert variant="danger">{t('support.admin.notFound')}</Alert>;
  }
  if (!item.data) return <Spinner label={t('support.admin.title')} />;
  const conversation = item.data;
  const isOwn = me?.username === conversation.user.username;
  const failure =
    action.error instanceof ApiError ? action.error.message : action.error ? t('support.sendFailed') : null;
  return (
    <div className="flex h-[calc(100dvh-10rem)] min-h-[420px] flex-col gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <Button asChild variant="ghost" size="icon">
          <LocalizedLink to={paths.admin.support} aria-label={t('support.admin.back')}>
            <ArrowLeft aria-hidden className="size-5 rtl:-scale-x-100" />
          </LocalizedLink>
        </Button>
        <h2 className="text-lg font-semibold text-slate-900 dark:text-white">
          <LocalizedLink to={paths.admin.user(conversation.user.username)} className="hover:underline">
            {conversation.user.username}
          </LocalizedLink>
        </h2>
        <Badge variant={conversation.status === 'open' ? 'success' : 'neutral'} data-testid="support-status">
          {t(`support.status.${conversation.status}`)}
        </Badge>
      </div>
      <div className="flex flex-wrap items-end gap-2">
        <div className="w-56">
          <SelectField
            id="support-assign"
            label={t('support.admin.assignee')}
            value={conversation.assignee ?? ''}
            disabled={action.isPending || isOwn}
            onChange={(event) => action.mutate({ kind: 'assign', assignee: event.target.value || null })}
          >
            <option value="">{t('support.admin.nobody')}</option>
            {staff.data
              ?.filter((member) => member.username !== conversation.user.username)
              .map((member) => (
                <option key={member.username} value={member.username}>
                  {member.username}
                </option>
              ))}
          </SelectField>
        </div>
        {me && conversation.assignee !== me.username && !isOwn ? (
          <Button
            type="button"
            variant="secondary"
            disabled={action.isPending}
            onClick={() => action.mutate({ kind: 'assign', assignee: me.username })}
          >
            {t('support.admin.takeIt')}
          </Button>
        ) : null}
        <Button
          type="button"
          variant="secondary"
          disabled={action.isPending || isOwn}
          onClick={() => action.mutate({ kind: conversation.status === 'open' ? 'close' : 'reopen' })}
        >
          {conversation.status === 'open' ? t('support.admin.close') : t('support.admin.reopen')}
        </Button>
      </div>
      {failure ? (
        <Alert variant="danger" role="alert">
          {failure}
        </Alert>
      ) : null}
      {isOwn ? <Alert variant="warning">{t('support.admin.own')}</Alert> : null}
      <div className="flex min-h-0 flex-1 flex-col overflow-hidden rounded-xl border border-slate-200 dark:border-slate-800">
        <SupportThread
          side="staff"
          conversationId={conversation.id}
          canWrite={!isOwn}
          emptyText={t('support.empty')}
        />
      </div>
    </div>
  );
}
