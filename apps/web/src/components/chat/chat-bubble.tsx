import type { MessengerMessage } from '@p2p/shared';
import clsx from 'clsx';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { formatDateTime } from '@/lib/format';

/** What a bubble shows of a message: the messenger's and the support chat's messages both have it. */
export type ChatBubbleMessage = Pick<
  MessengerMessage,
  'kind' | 'text' | 'isMine' | 'imageUrl' | 'imageName' | 'createdAt'
>;

/**
 * One chat message: mine on the right, the other side's on the left, an image opening full size in a
 * new tab, the time and, on mine, "read" once the other side has seen it. `author` stands above the text.
 */
export function ChatBubble({
  message,
  read,
  testId,
  author,
}: {
  message: ChatBubbleMessage;
  read: boolean;
  testId: string;
  author?: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  return (
    <li className={clsx('flex', message.isMine ? 'justify-end' : 'justify-start')} data-testid={testId}>
      <div
        className={clsx(
          'max-w-[85%] rounded-2xl px-3 py-2 text-sm break-words whitespace-pre-wrap',
          message.isMine
            ? 'rounded-ee-sm bg-emerald-700 text-white dark:bg-emerald-600'
            : 'rounded-es-sm bg-slate-100 text-slate-900 dark:bg-slate-800 dark:text-slate-100',
        )}
      >
        {author}
        {message.kind === 'image' && message.imageUrl ? (
          <a href={message.imageUrl} target="_blank" rel="noreferrer">
            <img
              src={message.imageUrl}
              alt={message.imageName ?? t('messenger.image')}
              loading="lazy"
              className="max-h-60 rounded-lg"
            />
          </a>
        ) : (
          message.text
        )}
        <div
          className={clsx(
            'mt-1 text-[11px]',
            message.isMine ? 'text-emerald-100' : 'text-slate-500 dark:text-slate-400',
          )}
        >
          {formatDateTime(message.createdAt, i18n.language)}
          {message.isMine && read ? ` · ${t('messenger.read')}` : ''}
        </div>
      </div>
    </li>
  );
}
