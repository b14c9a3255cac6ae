import { FEEDBACK_MESSAGE_MAX, type FeedbackItem, type FeedbackRating } from '@p2p/shared';
import { ThumbsDown, ThumbsUp } from 'lucide-react';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ErrorPanel } from '@/components/ui/error-panel';
import { SkeletonLines } from '@/components/ui/skeleton';
import { TextareaField } from '@/components/ui/textarea-field';
import { ApiError } from '@/lib/api-error';
import { toast } from '@/lib/toasts';
import { useGiveFeedback, useReplyFeedback, useTradeFeedback } from '../api/feedback';

/** How long a failed give or reply shows its error; the typed text stays for the retry (trading.md §8). */
export const FEEDBACK_ERROR_RESET_MS = 5000;

function useTransientError(): [string | null, (message: string | null) => void] {
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (error === null) return;
    const timer = setTimeout(() => setError(null), FEEDBACK_ERROR_RESET_MS);
    return () => clearTimeout(timer);
  }, [error]);
  return [error, setError];
}

const messageOf = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.status >= 400 && error.status < 500 ? error.message : fallback;

function FeedbackQuote({ item, title }: { item: FeedbackItem; title: string }) {
  const { t } = useTranslation();
  const Icon = item.rating === 'positive' ? ThumbsUp : ThumbsDown;
  return (
    <figure className="space-y-1 rounded-xl border border-slate-200 p-3 text-sm dark:border-slate-700">
      <figcaption className="flex items-center gap-1.5 font-semibold text-slate-900 dark:text-white">
        <Icon
          aria-hidden
          className={item.rating === 'positive' ? 'size-4 text-emerald-600' : 'size-4 text-rose-600'}
        />
        {title} · {t(`trades.feedback.ratings.${item.rating}`)}
      </figcaption>
      {item.message ? (
        <blockquote className="text-slate-700 dark:text-slate-300">{item.message}</blockquote>
      ) : null}
      {item.reply ? (
        <p className="border-s-2 border-slate-300 ps-2 text-slate-600 dark:border-slate-600 dark:text-slate-400">
          {t('trades.feedback.replyBy', { username: item.recipient.username })} {item.reply}
        </p>
      ) : null}
    </figure>
  );
}

/** Feedback after the trade: give (or edit) a rating with a message, and reply to what was received. */
export function FeedbackPanel({ hash }: { hash: string }) {
  const { t } = useTranslation();
  const id = useId();
  const feedback = useTradeFeedback(hash, true);
  const give = useGiveFeedback(hash);
  const reply = useReplyFeedback(hash);
  const [rating, setRating] = useState<FeedbackRating | null>(null);
  const [message, setMessage] = useState('');
  const [replyText, setReplyText] = useState('');
  const [editing, setEditing] = useState(false);
  const [giveError, setGiveError] = useTransientError();
  const [replyError, setReplyError] = useTransientError();

  if (feedback.isPending) return <SkeletonLines lines={3} />;
  if (feedback.isError) return <ErrorPanel error={feedback.error} onRetry={() => void feedback.refetch()} />;
  const { given, received, canGive, canReply } = feedback.data;
  const showGiveForm = canGive && (!given || editing);

  const onGive = async (event: FormEvent) => {
    event.preventDefault();
    const chosen = rating ?? given?.rating ?? null;
    if (!chosen) {
      setGiveError(t('trades.feedback.chooseRating'));
      return;
    }
    try {
      await give.mutateAsync({ rating: chosen, message: message.trim() });
      setEditing(false);
      toast.success(t('trades.feedback.thanks'));
    } catch (error) {
      // The message stays in the box for another try.
      setGiveError(messageOf(error, t('errors.generic')));
    }
  };

  const onReply = async (event: FormEvent) => {
    event.preventDefault();
    if (replyText.trim() === '') {
      setReplyError(t('trades.feedback.replyRequired'));
      return;
    }
    try {
      await reply.mutateAsync(replyText.trim());
      setReplyText('');
      toast.success(t('trades.feedback.replied'));
    } catch (error) {
      setReplyError(messageOf(error, t('errors.generic')));
    }
  };

  const current = rating ?? given?.rating ?? null;
  return (
    <div className="space-y-4" data-testid="feedback-panel">
      {given && !editing ? (
        <div className="space-y-2">
          <FeedbackQuote item={given} title={t('trades.feedback.yours')} />
          {canGive ? (
            <Button
              variant="ghost"
              size="sm"
              onClick={() => {
                setMessage(given.message);
                setRating(given.rating);
                setEditing(true);
              }}
            >
              {t('trades.feedback.edit')}
            </Button>
          ) : null}
        </div>
      ) : null}
      {showGiveForm ? (
        <form
          noValidate
          onSubmit={(event) => void onGive(event)}
          className="space-y-3"
          aria-label={t('trades.feedback.give')}
        >
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium text-slate-800 dark:text-slate-200">
              {t('trades.feedback.rating')}
            </legend>
            <div className="flex gap-2">
              {(['positive', 'negative'] as const).map((value) => (
                <Button
                  key={value}
                  variant={current === value ? 'primary' : 'secondary'}
                  size="sm"
                  aria-pressed={current === value}
                  onClick={() => setRating(value)}
                >
                  {value === 'positive' ? (
                    <ThumbsUp aria-hidden className="size-4" />
                  ) : (
                    <ThumbsDown aria-hidden className="size-4" />
                  )}
                  {t(`trades.feedback.ratings.${value}`)}
                </Button>
              ))}
            </div>
          </fieldset>
          <TextareaField
            id={`${id}-message`}
            label={t('trades.feedback.message')}
            value={message}
            maxLength={FEEDBACK_MESSAGE_MAX}
            counter={`${message.length} / ${FEEDBACK_MESSAGE_MAX}`}
            onChange={(event) => setMessage(event.target.value)}
          />
          {giveError ? (
            <Alert variant="danger" role="alert">
              {giveError}
            </Alert>
          ) : null}
          <Button type="submit" disabled={give.isPending}>
            {give.isPending ? t('common.sending') : t('trades.feedback.send')}
          </Button>
        </form>
      ) : null}
      {received ? (
        <div className="space-y-2">
          <FeedbackQuote
            item={received}
            title={t('trades.feedback.received', { username: received.author.username })}
          />
          {canReply ? (
            <form
              noValidate
              onSubmit={(event) => void onReply(event)}
              className="space-y-2"
              aria-label={t('trades.feedback.reply')}
            >
              <TextareaField
                id={`${id}-reply`}
                label={received.reply ? t('trades.feedback.editReply') : t('trades.feedback.reply')}
                value={replyText}
                maxLength={FEEDBACK_MESSAGE_MAX}
                onChange={(event) => setReplyText(event.target.value)}
              />
              {replyError ? (
                <Alert variant="danger" role="alert">
                  {replyError}
                </Alert>
              ) : null}
              <Button type="submit" variant="secondary" disabled={reply.isPending}>
                {reply.isPending ? t('common.sending') : t('trades.feedback.sendReply')}
              </Button>
            </form>
          ) : null}
        </div>
      ) : (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('trades.feedback.noneReceived')}</p>
      )}
    </div>
  );
}
