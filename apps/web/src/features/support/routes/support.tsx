import { useTranslation } from 'react-i18next';
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
    <div className="mx-auto flex w-full max-w-3xl flex-1 flex-col px-0 sm:px-6 sm:py-6">
      <div className="px-3 py-3 sm:px-0">
        <h1 className="text-xl font-semibold text-slate-900 dark:text-white">{t('support.title')}</h1>
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('support.intro')}</p>
      </div>
      <div
        className="flex h-[calc(100dvh-12rem)] min-h-[360px] flex-col overflow-hidden border-y border-slate-200 sm:rounded-2xl sm:border dark:border-slate-800"
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
