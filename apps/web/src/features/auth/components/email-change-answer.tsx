import type { EmailChange } from '@p2p/shared';
import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-error';
import { useTranslateRecoveryMessage } from '@/lib/recovery-messages';
import { useAnswerEmailChange, type EmailChangeAnswer } from '../api/answer-email-change';

/**
 * Both mailed links lead here. Nothing happens on opening the page (mail scanners open links):
 * the user presses confirm or cancel.
 */
export function EmailChangeAnswerPanel({ token }: { token: string }) {
  const { t } = useTranslation();
  const translate = useTranslateRecoveryMessage();
  const answer = useAnswerEmailChange();
  const [result, setResult] = useState<{ answer: EmailChangeAnswer; change: EmailChange } | null>(null);

  const send = (choice: EmailChangeAnswer) =>
    answer.mutate(
      { token, answer: choice },
      { onSuccess: (change) => setResult({ answer: choice, change }) },
    );

  if (result) return <Outcome change={result.change} />;

  const error = answer.error;
  const errorText =
    error instanceof ApiError && error.status < 500
      ? translate(Object.values(error.details ?? {})[0]?.[0] ?? error.message)
      : error
        ? t('errors.generic')
        : null;

  return (
    <div className="space-y-4">
      {errorText ? (
        <Alert variant="danger" role="alert">
          {errorText}
        </Alert>
      ) : null}
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button size="lg" className="flex-1" disabled={answer.isPending} onClick={() => send('confirm')}>
          {answer.isPending && answer.variables?.answer === 'confirm'
            ? t('accountRecovery.emailChange.working')
            : t('accountRecovery.emailChange.confirm')}
        </Button>
        <Button
          size="lg"
          variant="secondary"
          className="flex-1"
          disabled={answer.isPending}
          onClick={() => send('cancel')}
        >
          {answer.isPending && answer.variables?.answer === 'cancel'
            ? t('accountRecovery.emailChange.working')
            : t('accountRecovery.emailChange.cancel')}
        </Button>
      </div>
    </div>
  );
}

function Outcome({ change }: { change: EmailChange }) {
  const { t } = useTranslation();
  const email = change.newEmail;
  const text =
    change.status === 'completed'
      ? t('accountRecovery.emailChange.completed', { email })
      : change.status === 'cancelled'
        ? t('accountRecovery.emailChange.cancelled')
        : change.newConfirmed
          ? t('accountRecovery.emailChange.waitingOld', { email })
          : t('accountRecovery.emailChange.waitingNew', { email });
  return (
    <Alert variant={change.status === 'cancelled' ? 'info' : 'success'} role="status">
      <p className="break-words">{text}</p>
    </Alert>
  );
}
