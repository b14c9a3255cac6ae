import { zodResolver } from '@hookform/resolvers/zod';
import {
  disputeMessageInputSchema,
  TRADE_ROW_STATUSES,
  type DisputeDetail,
  type DisputeMessage,
} from '@p2p/shared';
import clsx from 'clsx';
import { ShieldCheck } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/use-translation';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormError } from '@/components/ui/field';
import { TextareaField } from '@/components/ui/textarea-field';
import { useLocale } from '@/hooks/use-locale';
import { applyServerErrors } from '@/lib/form-errors';
import { formatDateTime } from '@/lib/format';
import { useSendDisputeMessage, type DisputeMessageInput } from '../api/send-dispute-message';
import { UploadPreview } from './dispute-evidence';

const isRowStatus = (value: unknown): value is (typeof TRADE_ROW_STATUSES)[number] =>
  (TRADE_ROW_STATUSES as readonly unknown[]).includes(value);

/** The trade chat as the moderator reads it: the parties, system events, moderators and uploads. */
export function DisputeChat({ dispute }: { dispute: DisputeDetail }) {
  const { t } = useTranslation();
  const uploads = new Map(dispute.uploads.map((upload) => [upload.id, upload]));
  return (
    <Card title={t('tradeLists.dispute.chat')}>
      {dispute.messages.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('tradeLists.dispute.noMessages')}</p>
      ) : (
        <ol
          aria-label={t('tradeLists.dispute.messages')}
          className="max-h-[32rem] space-y-3 overflow-y-auto pe-1"
        >
          {dispute.messages.map((message) => (
            <li key={message.id}>
              <Message message={message} dispute={dispute} uploads={uploads} />
            </li>
          ))}
        </ol>
      )}
      <MessageForm tradeHash={dispute.tradeHash} />
    </Card>
  );
}

function Message({
  message,
  dispute,
  uploads,
}: {
  message: DisputeMessage;
  dispute: DisputeDetail;
  uploads: ReadonlyMap<string, DisputeDetail['uploads'][number]>;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const time = <time dateTime={message.createdAt}>{formatDateTime(message.createdAt, locale)}</time>;
  if (message.kind === 'system') {
    const status = message.payload.status;
    return (
      <p className="text-center text-xs text-slate-500 dark:text-slate-400">
        {isRowStatus(status)
          ? t('tradeLists.dispute.statusEvent', { status: t(`tradeLists.status.${status}`) })
          : message.body}
        {' · '}
        {time}
      </p>
    );
  }
  const role =
    message.kind === 'moderator'
      ? t('tradeLists.dispute.roleModerator')
      : message.author === dispute.buyer.username
        ? t('tradeLists.dispute.roleBuyer')
        : message.author === dispute.seller.username
          ? t('tradeLists.dispute.roleSeller')
          : null;
  const attachmentId = message.payload.attachmentId;
  const upload = typeof attachmentId === 'string' ? uploads.get(attachmentId) : undefined;
  return (
    <div
      data-kind={message.kind}
      className={clsx(
        'rounded-xl border p-3 text-sm',
        message.kind === 'moderator'
          ? 'border-violet-200 bg-violet-50 dark:border-violet-900 dark:bg-violet-950/40'
          : message.author === dispute.seller.username
            ? 'border-slate-200 bg-slate-50 dark:border-slate-700 dark:bg-slate-800/60'
            : 'border-slate-200 bg-white dark:border-slate-700 dark:bg-slate-900',
      )}
    >
      <p className="mb-1 flex flex-wrap items-center gap-x-2 text-xs text-slate-600 dark:text-slate-300">
        {message.kind === 'moderator' ? (
          <ShieldCheck aria-hidden className="size-3.5 text-violet-700 dark:text-violet-300" />
        ) : null}
        <span className="font-semibold text-slate-800 dark:text-slate-200">{message.author ?? '—'}</span>
        {role ? <span>({role})</span> : null}
        {time}
      </p>
      {upload ? (
        <div className="max-w-xs">
          <UploadPreview upload={upload} />
        </div>
      ) : null}
      {message.kind === 'bank_account' ? (
        <p className="italic">{t('tradeLists.dispute.bankAccountShared')}</p>
      ) : null}
      {message.body ? (
        <p className="whitespace-pre-line text-slate-900 dark:text-slate-100">{message.body}</p>
      ) : null}
    </div>
  );
}

function MessageForm({ tradeHash }: { tradeHash: string }) {
  const { t } = useTranslation();
  const send = useSendDisputeMessage(tradeHash);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<DisputeMessageInput>({
    resolver: zodResolver(disputeMessageInputSchema),
    defaultValues: { text: '' },
  });
  const onSubmit = (values: DisputeMessageInput) =>
    send.mutate(values, {
      onSuccess: () => reset({ text: '' }),
      onError: (error) => applyServerErrors(error, setError, ['text']),
    });
  const textError = errors.text
    ? errors.text.type === 'server'
      ? errors.text.message
      : t('tradeLists.dispute.messageInvalid')
    : undefined;
  return (
    <form
      noValidate
      onSubmit={handleSubmit(onSubmit)}
      className="mt-5 space-y-3 border-t border-slate-200 pt-4 dark:border-slate-800"
    >
      <TextareaField
        id="moderator-message"
        label={t('tradeLists.dispute.writeAsModerator')}
        hint={t('tradeLists.dispute.writeHint')}
        className="min-h-20"
        error={textError}
        {...register('text')}
      />
      <FormError error={errors.root?.server} />
      <Button type="submit" disabled={send.isPending}>
        {send.isPending ? t('common.sending') : t('tradeLists.dispute.send')}
      </Button>
    </form>
  );
}
