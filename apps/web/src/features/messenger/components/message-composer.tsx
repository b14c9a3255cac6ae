import { useTranslation } from '@/lib/use-translation';
import { ChatComposer } from '@/components/chat/chat-composer';
import { useSendMessage } from '../api/send-message';

/** The text box (Enter sends, Shift+Enter breaks the line) and the image button. */
export function MessageComposer({ conversationId }: { conversationId: string }) {
  const { t } = useTranslation();
  const send = useSendMessage(conversationId);
  return (
    <ChatComposer
      send={send}
      inputId={`composer-${conversationId}`}
      label={t('messenger.placeholder')}
      failedText={t('messenger.loadFailed')}
      fileTestId="messenger-file"
    />
  );
}
