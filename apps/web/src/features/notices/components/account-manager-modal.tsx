import { Headset } from 'lucide-react';
import { useTranslation } from '@/lib/use-translation';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '@/components/ui/dialog';
import { toast } from '@/lib/toasts';
import { useAnswerNotice } from '../api/notices';

/**
 * The account manager proposal modal (platform.md §2) for vendors above the configured volume, shown
 * once: accepting sends a request to the support inbox, declining or closing dismisses it for good.
 */
export function AccountManagerModal() {
  const { t } = useTranslation();
  const answer = useAnswerNotice();
  const send = (choice: 'accepted' | 'dismissed') =>
    answer.mutate(
      { notice: 'account_manager_proposal', answer: choice },
      {
        onSuccess: (answered) => {
          if (answered.answer === 'accepted')
            toast.success(t('shareProfile.notices.accountManager.accepted'));
        },
        onError: () => toast.error(t('shareProfile.notices.accountManager.failed')),
      },
    );
  return (
    <Dialog open onOpenChange={(open) => (open || answer.isPending ? undefined : send('dismissed'))}>
      <DialogContent data-testid="account-manager-modal">
        <Headset aria-hidden className="mb-3 size-8 text-emerald-700 dark:text-emerald-400" />
        <DialogTitle>{t('shareProfile.notices.accountManager.title')}</DialogTitle>
        <DialogDescription>{t('shareProfile.notices.accountManager.text')}</DialogDescription>
        <DialogFooter>
          <Button variant="secondary" disabled={answer.isPending} onClick={() => send('dismissed')}>
            {t('shareProfile.notices.accountManager.dismiss')}
          </Button>
          <Button disabled={answer.isPending} onClick={() => send('accepted')}>
            {t('shareProfile.notices.accountManager.accept')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
