import { ShieldCheck } from 'lucide-react';
import { useTranslation } from '@/lib/use-translation';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '@/components/ui/dialog';
import { useAnswerNotice } from '../api/notices';

/**
 * The no-security-deposits modal (platform.md §2), shown once on the offer editor: vendors lock no
 * deposit to publish; only each trade's crypto sits in escrow; the offer bond stays optional.
 * Closing it in any way counts as seen (decision 040).
 */
export function NoSecurityDepositsModal() {
  const { t } = useTranslation();
  const answer = useAnswerNotice();
  const close = () => answer.mutate({ notice: 'no_security_deposits', answer: 'seen' });
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : close())}>
      <DialogContent data-testid="no-security-deposits-modal">
        <ShieldCheck aria-hidden className="mb-3 size-8 text-emerald-700 dark:text-emerald-400" />
        <DialogTitle>{t('shareProfile.notices.noDeposits.title')}</DialogTitle>
        <DialogDescription>{t('shareProfile.notices.noDeposits.text')}</DialogDescription>
        <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">
          {t('shareProfile.notices.noDeposits.bond')}
        </p>
        <DialogFooter>
          <Button onClick={close}>{t('shareProfile.notices.noDeposits.ok')}</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
