import { Mail, MessageSquare, Phone, Search, type LucideIcon } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/use-translation';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ErrorPanel } from '@/components/ui/error-panel';
import { InputField } from '@/components/ui/field';
import { Pagination } from '@/components/ui/pagination';
import { SkeletonLines } from '@/components/ui/skeleton';
import { useLocale } from '@/hooks/use-locale';
import { formatDateTime } from '@/lib/format';
import { useOutbox, type OutboxFilter, type OutboxMessage } from '../api/get-outbox';

const CHANNEL_ICONS: Record<OutboxMessage['channel'], LucideIcon> = {
  email: Mail,
  sms: MessageSquare,
  call: Phone,
};

const cell = 'px-3 py-3 align-top';

/** The outbox, newest first, 20 a page, optionally for one recipient (admins only). */
export function OutboxTable({
  filter,
  onFilterChange,
}: {
  filter: OutboxFilter;
  onFilterChange: (filter: OutboxFilter) => void;
}) {
  const { t } = useTranslation();
  const outbox = useOutbox(filter);

  return (
    <div className="space-y-4">
      <RecipientFilter
        key={filter.recipient}
        recipient={filter.recipient}
        onChange={(recipient) => onFilterChange({ recipient, page: 1 })}
      />
      <div className="rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900">
        {outbox.isPending ? (
          <SkeletonLines lines={6} className="p-5 sm:p-6" />
        ) : outbox.isError ? (
          <div className="p-5 sm:p-6">
            <ErrorPanel error={outbox.error} onRetry={() => void outbox.refetch()} />
          </div>
        ) : outbox.data.messages.length === 0 && filter.page === 1 ? (
          <p className="p-5 text-sm text-slate-600 sm:p-6 dark:text-slate-400">
            {filter.recipient
              ? t('admin.outbox.emptyFor', { recipient: filter.recipient })
              : t('admin.outbox.empty')}
          </p>
        ) : (
          <>
            {/* Wider than a phone: the scrolling region takes keyboard focus so it can be scrolled. */}
            <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={t('admin.outbox.title')}>
              <table className="w-full min-w-[52rem] text-start text-sm" aria-busy={outbox.isFetching}>
                <caption className="sr-only">{t('admin.outbox.caption')}</caption>
                <thead className="border-b border-slate-200 text-xs font-semibold tracking-wide text-slate-500 uppercase dark:border-slate-800 dark:text-slate-400">
                  <tr>
                    <th scope="col" className={`${cell} ps-5 sm:ps-6`}>
                      {t('admin.outbox.columns.createdAt')}
                    </th>
                    <th scope="col" className={cell}>
                      {t('admin.outbox.columns.channel')}
                    </th>
                    <th scope="col" className={cell}>
                      {t('admin.outbox.columns.recipient')}
                    </th>
                    <th scope="col" className={`${cell} min-w-72`}>
                      {t('admin.outbox.columns.message')}
                    </th>
                    <th scope="col" className={`${cell} pe-5 sm:pe-6`}>
                      {t('admin.outbox.columns.state')}
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
                  {outbox.data.messages.map((message) => (
                    <OutboxRow key={message.id} message={message} />
                  ))}
                </tbody>
              </table>
            </div>
            {filter.page > 1 || outbox.data.hasMore ? (
              <div className="border-t border-slate-100 px-5 py-4 sm:px-6 dark:border-slate-800">
                <Pagination
                  page={filter.page}
                  hasNext={outbox.data.hasMore}
                  onPageChange={(page) => onFilterChange({ ...filter, page })}
                  disabled={outbox.isFetching}
                />
              </div>
            ) : null}
          </>
        )}
      </div>
    </div>
  );
}

function RecipientFilter({
  recipient,
  onChange,
}: {
  recipient: string;
  onChange: (recipient: string) => void;
}) {
  const { t } = useTranslation();
  const { register, handleSubmit } = useForm({ defaultValues: { recipient } });
  return (
    <form
      role="search"
      noValidate
      onSubmit={handleSubmit((values) => onChange(values.recipient.trim()))}
      className="flex flex-col gap-3 sm:flex-row sm:items-start"
    >
      <div className="sm:w-[28rem]">
        <InputField
          id="outbox-recipient"
          label={t('admin.outbox.recipientLabel')}
          hint={t('admin.outbox.recipientHint')}
          type="search"
          autoComplete="off"
          spellCheck={false}
          maxLength={254}
          {...register('recipient')}
        />
      </div>
      <div className="flex gap-2 sm:mt-6.5">
        <Button type="submit" variant="secondary">
          <Search aria-hidden className="size-4" />
          {t('admin.outbox.filter')}
        </Button>
        {recipient ? (
          <Button variant="ghost" onClick={() => onChange('')}>
            {t('admin.outbox.clear')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}

function OutboxRow({ message }: { message: OutboxMessage }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const Icon = CHANNEL_ICONS[message.channel];
  return (
    <tr className="text-slate-800 dark:text-slate-200">
      <td className={`${cell} w-32 ps-5 sm:ps-6`}>{formatDateTime(message.createdAt, locale)}</td>
      <td className={cell}>
        <Badge>
          <Icon aria-hidden className="size-3.5" />
          {t(`admin.outbox.channels.${message.channel}`)}
        </Badge>
      </td>
      {/* Wrapped only where it must: a usual address stays on one line. */}
      <td className={`${cell} max-w-64 font-medium break-words text-slate-900 dark:text-slate-50`}>
        {message.recipient}
      </td>
      <td className={cell}>
        <p className="font-medium text-slate-900 dark:text-slate-50">
          {message.subject || (
            <span className="font-normal text-slate-500 dark:text-slate-400">
              {t('admin.outbox.noSubject')}
            </span>
          )}
        </p>
        {/* A long body scrolls inside its cell: a named region that takes keyboard focus to scroll. */}
        <pre
          role="region"
          aria-label={message.subject || message.template}
          tabIndex={0}
          className="mt-1 max-h-48 overflow-y-auto font-mono text-xs/5 break-words whitespace-pre-wrap text-slate-700 dark:text-slate-300"
        >
          {message.body}
        </pre>
        <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">
          {t('admin.outbox.template', { template: message.template })}
        </p>
      </td>
      <td className={`${cell} w-40 min-w-36 pe-5 sm:pe-6`}>
        <DeliveryState message={message} />
      </td>
    </tr>
  );
}

/** Delivered, failed (with the provider's last error), or kept in the outbox without a provider. */
function DeliveryState({ message }: { message: OutboxMessage }) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (message.deliveredAt)
    return (
      <div className="space-y-1">
        <Badge variant="success">{t('admin.outbox.delivered')}</Badge>
        <p className="text-xs whitespace-nowrap text-slate-500 dark:text-slate-400">
          {formatDateTime(message.deliveredAt, locale)}
        </p>
      </div>
    );
  if (message.lastError)
    return (
      <div className="space-y-1">
        <Badge variant="danger">{t('admin.outbox.failed')}</Badge>
        <p className="text-xs break-words text-rose-700 dark:text-rose-300">{message.lastError}</p>
        <p className="text-xs text-slate-500 dark:text-slate-400">
          {t('admin.outbox.attempts', { attempts: message.attempts })}
        </p>
      </div>
    );
  return (
    <div className="space-y-1">
      <Badge>{t('admin.outbox.notSent')}</Badge>
      <p className="text-xs text-slate-500 dark:text-slate-400">{t('admin.outbox.notSentHint')}</p>
    </div>
  );
}
