import { BANK_ACCOUNT_IN_USE_REASONS, type BankAccountInUseReason, type BankAccountView } from '@p2p/shared';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
} from '@/components/ui/dialog';
import { ApiError } from '@/lib/api-error';
import { toast } from '@/lib/toasts';
import { useDeleteBankAccount } from '../api/bank-accounts';

function inUseReason(error: ApiError): BankAccountInUseReason | null {
  const reason = error.details?.bank_account?.[0];
  return BANK_ACCOUNT_IN_USE_REASONS.find((known) => known === reason) ?? null;
}

/**
 * Deletes an account after a confirmation. trading.md §8: a 422 (the account is in use in an open
 * trade or an enabled offer) opens the deletion-error modal; a 400 is silent; a 401 goes to login.
 */
export function DeleteBankAccountButton({ account }: { account: BankAccountView }) {
  const { t } = useTranslation();
  const remove = useDeleteBankAccount();
  const [confirming, setConfirming] = useState(false);
  const [refusal, setRefusal] = useState<{ reason: BankAccountInUseReason | null } | null>(null);

  const onConfirm = () => {
    remove.mutate(account.id, {
      onSuccess: () => {
        setConfirming(false);
        toast.success(t('bankAccounts.delete.deleted'));
      },
      onError: (error) => {
        setConfirming(false);
        if (!(error instanceof ApiError)) return void toast.error(t('errors.generic'));
        if (error.status === 422) setRefusal({ reason: inUseReason(error) });
        else if (error.status !== 400 && error.status !== 401)
          toast.error(error.message || t('errors.generic'));
      },
    });
  };

  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        onClick={() => setConfirming(true)}
        aria-label={t('bankAccounts.list.deleteAccount', { holder: account.holderName })}
      >
        <Trash2 aria-hidden className="size-4" />
        {t('bankAccounts.list.delete')}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('bankAccounts.delete.title')}
        description={t('bankAccounts.delete.description', {
          holder: account.holderName,
          bank: account.bankName ?? account.countryName,
        })}
        confirmLabel={t('bankAccounts.delete.confirm')}
        onConfirm={onConfirm}
        pending={remove.isPending}
        destructive
      />
      <Dialog open={refusal !== null} onOpenChange={(open) => (open ? undefined : setRefusal(null))}>
        <DialogContent role="alertdialog">
          <DialogTitle>{t('bankAccounts.delete.inUseTitle')}</DialogTitle>
          <DialogDescription>
            {refusal?.reason
              ? t(`bankAccounts.delete.inUse.${refusal.reason}`)
              : t('bankAccounts.delete.inUseDefault')}
          </DialogDescription>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="secondary">{t('bankAccounts.delete.close')}</Button>
            </DialogClose>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}
