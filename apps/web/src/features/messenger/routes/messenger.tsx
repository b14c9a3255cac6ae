import clsx from 'clsx';
import { useTranslation } from '@/lib/use-translation';
import { useParams } from 'react-router';
import { ConversationList } from '../components/conversation-list';
import { ConversationView } from '../components/conversation-view';
import { MESSENGER_PAGE } from '../utils/messenger-location';

/**
 * The messenger as a page: the conversations beside the open one on wide screens; on phones the
 * list, or the open conversation full screen with a way back.
 */
export function MessengerRoute() {
  const { t } = useTranslation();
  const { conversationId } = useParams();
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-1 flex-col px-0 sm:px-6 sm:py-6">
      <h1
        className={clsx(
          'px-3 py-3 text-xl font-semibold text-slate-900 sm:px-0 dark:text-white',
          conversationId && 'sr-only md:not-sr-only',
        )}
      >
        {t('messenger.title')}
      </h1>
      <div className="flex h-[calc(100dvh-8.5rem)] min-h-[420px] overflow-hidden border-slate-200 sm:rounded-2xl sm:border dark:border-slate-800">
        <div
          className={clsx(
            'w-full overflow-y-auto md:w-80 md:shrink-0 md:border-e md:border-slate-200 md:dark:border-slate-800',
            conversationId && 'hidden md:block',
          )}
        >
          <ConversationList activeId={conversationId} />
        </div>
        {/* On phones an open conversation fills the screen below the header (113 px with its phone row). */}
        <div
          className={clsx(
            'min-w-0 flex-1 flex-col',
            conversationId
              ? 'fixed inset-x-0 top-[113px] bottom-0 z-20 flex bg-white md:static md:z-auto md:bg-transparent dark:bg-slate-950 md:dark:bg-transparent'
              : 'hidden md:flex',
          )}
        >
          {conversationId ? (
            <ConversationView key={conversationId} conversationId={conversationId} backTo={MESSENGER_PAGE} />
          ) : (
            <p className="m-auto text-sm text-slate-500 dark:text-slate-400">{t('messenger.select')}</p>
          )}
        </div>
      </div>
    </div>
  );
}
