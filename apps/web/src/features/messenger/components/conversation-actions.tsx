import type { MessengerPartner } from '@p2p/shared';
import { MoreVertical } from 'lucide-react';
import { useTranslation } from '@/lib/use-translation';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { paths } from '@/config/paths';
import { useLocalizePath } from '@/hooks/use-locale';
import { usePartnerProgramEnabled } from '@/lib/partner-program';

/**
 * The chat's actions (the spec): the partner's profile, a send-out to them, the trade the chat was
 * opened from, the trade history, a special offer for them, the partner programme (while it runs) and
 * the messenger notification settings.
 */
export function ConversationActions({
  partner,
  tradeHash,
}: {
  partner: MessengerPartner;
  tradeHash: string | null;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localize = useLocalizePath();
  const go = (path: string) => () => void navigate(localize(path));
  const name = encodeURIComponent(partner.username);
  const partnerProgram = usePartnerProgramEnabled();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button type="button" variant="ghost" size="icon" aria-label={t('messenger.actions.label')}>
          <MoreVertical aria-hidden className="size-5" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem onSelect={go(paths.user(partner.username))}>
          {t('messenger.actions.profile')}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={go(`${paths.wallet}?send_to=${name}`)}>
          {t('messenger.actions.sendOut', { username: partner.username })}
        </DropdownMenuItem>
        {tradeHash ? (
          <DropdownMenuItem onSelect={go(paths.trade(tradeHash))}>
            {t('messenger.actions.viewTrade')}
          </DropdownMenuItem>
        ) : null}
        <DropdownMenuItem onSelect={go(paths.tradeHistory)}>
          {t('messenger.actions.tradeHistory')}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={go(`${paths.offerManager.create}?special_for=${name}`)}>
          {t('messenger.actions.specialOffer')}
        </DropdownMenuItem>
        {partnerProgram ? (
          <DropdownMenuItem onSelect={go(paths.partnerProgram.dashboard)}>
            {t('messenger.actions.partnerProgram')}
          </DropdownMenuItem>
        ) : null}
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={go(paths.notifications.settings)}>
          {t('messenger.actions.settings')}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={go(paths.account.settings)}>
          {t('messenger.actions.chatSettings')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
