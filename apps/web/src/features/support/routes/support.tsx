import { useTranslation } from '@/lib/use-translation';
import { Alert } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/spinner';
import { useMySupportConversation } from '../api/support-api';
import { SupportThread } from '../components/support-thread';
import { useSupportLive } from '../components/support-live';

/**
 * The built-in support chat (decision 023): the user's one conversation with the operator's staff,
 * full screen below the header on phones, live over /ws.
 */
export function SupportRoute() {
  const { t } = useTranslation();
  const conversation = useMySupportConversation();
  useSupportLive();
  return (
    // Phones: full screen below the header (113 px with its phone row), only the messages scroll.
    <div className="fixed inset-x-0 top-[113px] bottom-0 z-20 flex flex-col bg-white md:static md:z-auto md:mx-auto md:w-full md:max-w-3xl md:flex-1 md:bg-transparent md:px-6 md:py-6 dark:bg-slate-950 md:dark:bg-transparent">
      <div className="border-b border-slate-200 px-3 py-2 md:border-0 md:px-0 md:pb-3 dark:border-slate-800">
        <h1 className="text-lg font-semibold text-slate-900 md:text-xl dark:text-white">
          {t('support.title')}
        </h1>
        <p className="text-xs text-slate-600 md:text-sm dark:text-slate-400">{t('support.intro')}</p>
      </div>
      <div
        className="flex min-h-0 flex-1 flex-col overflow-hidden md:h-[calc(100dvh-16rem)] md:min-h-[360px] md:flex-none md:rounded-2xl md:border md:border-slate-200 md:dark:border-slate-800"
        aria-label={t('support.title')}
        role="region"
      >
        {conversation.isPending ? <Spinner label={t('support.title')} /> : null}
        {conversation.isError ? (
          <div className="p-4">
            <Alert variant="danger">{t('support.loadFailed')}</Alert>
          </div>
        ) : null}
        {conversation.data ? (
          <SupportThread side="user" conversationId={conversation.data.id} emptyText={t('support.empty')} />
        ) : null}
      </div>
    </div>
  );
}
