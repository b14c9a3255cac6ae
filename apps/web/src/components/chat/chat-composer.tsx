import { MESSENGER_MESSAGE_MAX_LENGTH } from '@p2p/shared';
import { ImagePlus, SendHorizontal } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-error';

export interface ChatSendInput {
  text?: string;
  file?: File;
}

/** The part of a send mutation (TanStack Query's useMutation) the composer uses. */
export interface ChatSend {
  mutate: (
    input: ChatSendInput,
    callbacks: { onSuccess: () => void; onError: (failure: Error) => void },
  ) => void;
  isPending: boolean;
}

/**
 * A chat's text box (Enter sends, Shift+Enter breaks the line) and image button, for the messenger and
 * the support chat. `label` names the text box (and is its placeholder); `failedText` is shown when a
 * send fails without the server's own message.
 */
export function ChatComposer({
  send,
  inputId,
  label,
  failedText,
  fileTestId,
}: {
  send: ChatSend;
  inputId: string;
  label: string;
  failedText: string;
  fileTestId: string;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const tooLong = text.length > MESSENGER_MESSAGE_MAX_LENGTH;

  const submit = (input: ChatSendInput) => {
    setError(null);
    send.mutate(input, {
      onSuccess: () => {
        if (input.text !== undefined) setText('');
      },
      onError: (failure) => setError(failure instanceof ApiError ? failure.message : failedText),
    });
  };
  const sendText = () => {
    if (text.trim() === '' || tooLong || send.isPending) return;
    submit({ text });
  };

  return (
    <form
      className="border-t border-slate-200 p-2 dark:border-slate-800"
      onSubmit={(event) => {
        event.preventDefault();
        sendText();
      }}
    >
      {error || tooLong ? (
        <p role="alert" className="px-1 pb-1 text-xs text-rose-700 dark:text-rose-300">
          {tooLong ? t('messenger.tooLong', { max: MESSENGER_MESSAGE_MAX_LENGTH }) : error}
        </p>
      ) : null}
      <div className="flex items-end gap-1.5">
        <input
          ref={fileInput}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          className="sr-only"
          tabIndex={-1}
          aria-hidden
          data-testid={fileTestId}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) submit({ file });
          }}
        />
        <Button
          type="button"
          variant="ghost"
          size="icon"
          aria-label={t('messenger.attach')}
          title={t('messenger.attach')}
          disabled={send.isPending}
          onClick={() => fileInput.current?.click()}
        >
          <ImagePlus aria-hidden className="size-5" />
        </Button>
        <label className="sr-only" htmlFor={inputId}>
          {label}
        </label>
        <textarea
          id={inputId}
          value={text}
          rows={1}
          placeholder={label}
          aria-invalid={tooLong || undefined}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              sendText();
            }
          }}
          className="max-h-32 min-h-10 flex-1 resize-none rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 focus-visible:outline-2 focus-visible:outline-emerald-600 sm:text-sm dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
        />
        <Button
          type="submit"
          size="icon"
          aria-label={send.isPending ? t('messenger.sending') : t('messenger.send')}
          disabled={send.isPending || tooLong || text.trim() === ''}
        >
          <SendHorizontal aria-hidden className="size-5 rtl:-scale-x-100" />
        </Button>
      </div>
    </form>
  );
}
