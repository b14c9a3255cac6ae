import type { StepUpChannel, StepUpStatus } from '@p2p/shared';
import { STEP_UP_CHANNELS } from '@p2p/shared';
import { useQueryClient } from '@tanstack/react-query';
import clsx from 'clsx';
import { ShieldCheck } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { ErrorPanel } from '@/components/ui/error-panel';
import { InputField } from '@/components/ui/field';
import { SkeletonLines } from '@/components/ui/skeleton';
import { useRealtimeEvent } from '@/lib/realtime/realtime';
import { useConfirmStepUpCode } from '../api/confirm-step-up-code';
import { useAuthRequest } from '../api/get-auth-request';
import { useStepUpStatus } from '../api/get-step-up-status';
import { stepUpKeys } from '../api/keys';
import { useRequestPushApproval } from '../api/request-push-approval';
import { useSendStepUpCode } from '../api/send-step-up-code';
import { serverMessage } from './server-message';
import { formatTime } from '@/lib/format';

export interface StepUpDialogProps {
  open: boolean;
  /** The trade the confirmation is for (the other browser shows it). */
  tradeHash?: string;
  onConfirmed: () => void;
  onClose: () => void;
}

/**
 * "Confirm it is you" (decision 025): a code by SMS, call or e-mail, or an approval on another
 * browser. A refused request shows the server's message.
 */
export function StepUpDialog({ open, tradeHash, onConfirmed, onClose }: StepUpDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto">
        <DialogTitle className="flex items-center gap-2">
          <ShieldCheck aria-hidden className="size-5 text-emerald-700 dark:text-emerald-400" />
          {t('stepUp.title')}
        </DialogTitle>
        {open ? <StepUpBody tradeHash={tradeHash} onConfirmed={onConfirmed} onClose={onClose} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function StepUpBody({ tradeHash, onConfirmed, onClose }: Omit<StepUpDialogProps, 'open'>) {
  const { t } = useTranslation();
  const status = useStepUpStatus();
  return (
    <>
      <DialogDescription>
        {t('stepUp.description', { minutes: status.data?.windowMinutes ?? 30 })}
      </DialogDescription>
      {status.data ? (
        <ChannelChooser status={status.data} tradeHash={tradeHash} onConfirmed={onConfirmed} />
      ) : status.isError ? (
        <div className="mt-4">
          <ErrorPanel error={status.error} onRetry={() => void status.refetch()} />
        </div>
      ) : (
        <div className="mt-4">
          <SkeletonLines lines={4} />
        </div>
      )}
      <div className="mt-6 flex justify-end">
        <Button variant="secondary" onClick={onClose}>
          {t('stepUp.close')}
        </Button>
      </div>
    </>
  );
}

function ChannelChooser({
  status,
  tradeHash,
  onConfirmed,
}: {
  status: StepUpStatus;
  tradeHash?: string;
  onConfirmed: () => void;
}) {
  const { t } = useTranslation();
  const available = STEP_UP_CHANNELS.filter((channel) => status.channels[channel]);
  const [chosen, setChosen] = useState<StepUpChannel | null>(null);
  const channel = chosen ?? available[0] ?? null;
  if (!channel) return <Alert variant="warning">{t('stepUp.noChannel')}</Alert>;
  return (
    <div className="mt-4 space-y-4">
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-slate-800 dark:text-slate-200">
          {t('stepUp.channelLegend')}
        </legend>
        <div className="space-y-2">
          {STEP_UP_CHANNELS.map((option) => {
            const usable = status.channels[option];
            return (
              <label
                key={option}
                className={clsx(
                  'flex items-start gap-3 rounded-xl border p-3 text-sm',
                  option === channel
                    ? 'border-emerald-600 bg-emerald-50 dark:border-emerald-500 dark:bg-emerald-950/50'
                    : 'border-slate-200 dark:border-slate-700',
                  usable ? 'cursor-pointer' : 'opacity-60',
                )}
              >
                <input
                  type="radio"
                  name="step-up-channel"
                  value={option}
                  checked={option === channel}
                  disabled={!usable}
                  onChange={() => setChosen(option)}
                  className="mt-0.5 size-4 accent-emerald-700"
                />
                <span>
                  <span className="block font-medium text-slate-900 dark:text-slate-100">
                    {t(`stepUp.channels.${option}`)}
                  </span>
                  {usable ? null : (
                    <span className="block text-slate-600 dark:text-slate-400">
                      {t(`stepUp.unavailable.${option}`)}
                    </span>
                  )}
                </span>
              </label>
            );
          })}
        </div>
      </fieldset>
      {channel === 'push' ? (
        <PushApproval key="push" tradeHash={tradeHash} onConfirmed={onConfirmed} />
      ) : (
        <CodeEntry key={channel} channel={channel} onConfirmed={onConfirmed} />
      )}
    </div>
  );
}

function CodeEntry({
  channel,
  onConfirmed,
}: {
  channel: Exclude<StepUpChannel, 'push'>;
  onConfirmed: () => void;
}) {
  const { t } = useTranslation();
  const send = useSendStepUpCode();
  const confirm = useConfirmStepUpCode();
  const [code, setCode] = useState('');
  const sent = send.data;
  const sendError = serverMessage(t, send.error);
  const confirmError = serverMessage(t, confirm.error);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    confirm.mutate(code.trim(), { onSuccess: () => onConfirmed() });
  };

  return (
    <div className="space-y-3">
      <Button
        variant={sent ? 'secondary' : 'primary'}
        onClick={() => send.mutate(channel)}
        disabled={send.isPending}
        className="w-full sm:w-auto"
      >
        {send.isPending ? t('stepUp.sending') : sent ? t('stepUp.resend') : t('stepUp.send')}
      </Button>
      {sendError ? (
        <Alert variant="danger" role="alert">
          {sendError}
        </Alert>
      ) : null}
      {sent ? (
        <form onSubmit={onSubmit} className="space-y-3" noValidate>
          <p role="status" className="text-sm text-slate-700 dark:text-slate-300">
            {t(sent.channel === 'call' ? 'stepUp.calling' : 'stepUp.sentTo', { to: sent.sentTo })}
          </p>
          <InputField
            id="step-up-code"
            label={t('stepUp.code')}
            hint={t('stepUp.codeHint')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={code}
            onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
            error={confirmError ?? undefined}
            autoFocus
          />
          <Button
            type="submit"
            disabled={code.length !== 6 || confirm.isPending}
            className="w-full sm:w-auto"
          >
            {confirm.isPending ? t('stepUp.confirming') : t('stepUp.confirm')}
          </Button>
        </form>
      ) : null}
    </div>
  );
}

function PushApproval({ tradeHash, onConfirmed }: { tradeHash?: string; onConfirmed: () => void }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const ask = useRequestPushApproval();
  const requestId = ask.data?.id ?? null;
  const request = useAuthRequest(requestId);
  const state = request.data?.state ?? ask.data?.state;
  const confirmed = useRef(onConfirmed);
  useEffect(() => {
    confirmed.current = onConfirmed;
  });

  useRealtimeEvent((event) => {
    if (event.type === 'auth.request_resolved' && requestId && event.payload.requestId === requestId)
      void queryClient.invalidateQueries({ queryKey: stepUpKeys.request(requestId) });
  });
  useEffect(() => {
    if (state === 'approved' && requestId) confirmed.current();
  }, [state, requestId]);

  const askError = serverMessage(t, ask.error);
  const expiresAt = request.data?.expiresAt ?? ask.data?.expiresAt;
  return (
    <div className="space-y-3">
      <Button
        variant={state === 'pending' ? 'secondary' : 'primary'}
        onClick={() => ask.mutate(tradeHash)}
        disabled={ask.isPending || state === 'pending'}
        className="w-full sm:w-auto"
      >
        {ask.isPending ? t('stepUp.asking') : t('stepUp.ask')}
      </Button>
      {askError ? (
        <Alert variant="danger" role="alert">
          {askError}
        </Alert>
      ) : null}
      <div role="status" aria-live="polite" className="text-sm text-slate-700 dark:text-slate-300">
        {state === 'pending' && expiresAt
          ? t('stepUp.waiting', {
              time: formatTime(expiresAt, i18n.language),
            })
          : state === 'approved'
            ? t('stepUp.approved')
            : state === 'denied'
              ? t('stepUp.denied')
              : state === 'expired'
                ? t('stepUp.expired')
                : null}
      </div>
    </div>
  );
}
