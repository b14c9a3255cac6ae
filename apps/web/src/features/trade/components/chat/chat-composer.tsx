import { TRADE_MESSAGE_MAX_LENGTH } from '@p2p/shared';
import { Landmark, Paperclip, SendHorizontal } from 'lucide-react';
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Button } from '@/components/ui/button';
import { controlClassName } from '@/components/ui/select-field';
import { ApiError } from '@/lib/api-error';
import { useSendTradeMessage } from '../../api/send-message';

/** The message box: Enter sends, Shift+Enter starts a new line; files and bank accounts beside it. */
export function ChatComposer({
  hash,
  onAttach,
  onShareBankAccount,
}: {
  hash: string;
  onAttach: (file: File) => void;
  onShareBankAccount?: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const send = useSendTradeMessage(hash);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = async () => {
    const value = text.trim();
    if (value === '' || send.isPending) return;
    setError(null);
    try {
      await send.mutateAsync(value);
      setText('');
    } catch (failure) {
      // The text stays for another try.
      setError(
        failure instanceof ApiError && failure.status >= 400 && failure.status < 500
          ? failure.message
          : t('trades.chat.sendFailed'),
      );
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  };

  return (
    <form
      noValidate
      className="space-y-2 border-t border-slate-200 p-3 dark:border-slate-800"
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        void submit();
      }}
    >
      <label htmlFor={`${id}-text`} className="sr-only">
        {t('trades.chat.messageLabel')}
      </label>
      <textarea
        id={`${id}-text`}
        rows={2}
        value={text}
        maxLength={TRADE_MESSAGE_MAX_LENGTH}
        placeholder={t('trades.chat.placeholder')}
        className={`${controlClassName} resize-none py-2`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
      />
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-rose-700 dark:text-rose-300">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-2">
        <input
          id={`${id}-file`}
          type="file"
          accept="image/jpeg,image/png,image/webp,application/pdf"
          className="sr-only"
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) onAttach(file);
            event.target.value = '';
          }}
        />
        <Button asChild variant="ghost" size="sm">
          <label htmlFor={`${id}-file`} className="cursor-pointer">
            <Paperclip aria-hidden className="size-4" />
            {t('trades.chat.attach')}
          </label>
        </Button>
        {onShareBankAccount ? (
          <Button variant="ghost" size="sm" onClick={onShareBankAccount}>
            <Landmark aria-hidden className="size-4" />
            {t('trades.chat.shareBankAccount')}
          </Button>
        ) : null}
        <Button type="submit" size="sm" className="ms-auto" disabled={send.isPending || text.trim() === ''}>
          <SendHorizontal aria-hidden className="size-4 rtl:-scale-x-100" />
          {t('trades.chat.send')}
        </Button>
      </div>
    </form>
  );
}
