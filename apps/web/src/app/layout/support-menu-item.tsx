import { DropdownMenuItem } from '@/components/ui/dropdown-menu';
import { OpenSupportChatButton } from '@/features/support/components/open-support-chat';

/** The user's menu entry that opens the support chat (Zendesk's widget or the built-in one). */
export function SupportMenuItem() {
  return (
    <DropdownMenuItem asChild>
      <OpenSupportChatButton className="w-full" />
    </DropdownMenuItem>
  );
}
