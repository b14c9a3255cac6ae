import type { MyOffersList } from '@p2p/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ApiError } from '@/lib/api-error';
import { toast } from '@/lib/toasts';
// The bond calls belong to the wallet; my offers only offers them where the bond is needed (the
// brief asks to reuse these files rather than copy them).
import { useDepositBond } from '@/lib/wallet/deposit-bond';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { useRetrieveBond } from '@/lib/wallet/retrieve-bond';
import { offerManagerQueryKey } from '../../api/keys';

type Action = 'deposit' | 'withdraw';

/** The deposit and withdraw panel of my offers: the bond that bond-requiring offers need. */
export function BondDepositPanel({ depositData }: { depositData: MyOffersList['depositData'] }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const depositBond = useDepositBond();
  const retrieveBond = useRetrieveBond();
  const [action, setAction] = useState<Action | null>(null);
  // One key per confirmed action, so a retry of the same click cannot move the bond twice.
  const [key, setKey] = useState(newIdempotencyKey);
  const pending = depositBond.isPending || retrieveBond.isPending;
  const missing = depositData.makeDeposit;
  // The server allows a withdrawal exactly when some bond is held.
  const held = depositData.isWithdrawEnabled;

  const confirm = async () => {
    try {
      if (action === 'deposit' && missing) {
        await depositBond.mutateAsync({ code: missing.currencyCode, idempotencyKey: key });
        toast.success(t('offerManager.bond.deposited'));
      } else if (action === 'withdraw') {
        await retrieveBond.mutateAsync({ idempotencyKey: key });
        toast.success(t('offerManager.bond.withdrawn'));
      }
      setKey(newIdempotencyKey());
    } catch (error) {
      toast.error(error instanceof ApiError && error.status < 500 ? error.message : t('errors.generic'));
    } finally {
      setAction(null);
      void queryClient.invalidateQueries({ queryKey: offerManagerQueryKey });
    }
  };

  return (
    <div className="space-y-3 text-sm">
      <p className="text-slate-700 dark:text-slate-300" data-testid="bond-status">
        {missing
          ? t('offerManager.bond.missing', { amount: `${missing.missingAmount} ${missing.currencyCode}` })
          : held
            ? t('offerManager.bond.covered')
            : t('offerManager.bond.notNeeded')}
      </p>
      {/* Nothing needed and nothing held: no buttons that could only be disabled. */}
      {missing || held ? (
        <div className="flex flex-wrap gap-2">
          {missing ? (
            <Button
              size="sm"
              disabled={!depositData.isDepositEnabled || pending}
              onClick={() => setAction('deposit')}
            >
              {t('offerManager.bond.deposit')}
            </Button>
          ) : null}
          <Button
            size="sm"
            variant="secondary"
            disabled={!depositData.isWithdrawEnabled || pending}
            onClick={() => setAction('withdraw')}
          >
            {t('offerManager.bond.withdraw')}
          </Button>
        </div>
      ) : null}
      <ConfirmDialog
        open={action !== null}
        onOpenChange={(open) => (open ? undefined : setAction(null))}
        title={
          action === 'withdraw' ? t('offerManager.bond.withdrawTitle') : t('offerManager.bond.depositTitle')
        }
        description={
          action === 'withdraw'
            ? t('offerManager.bond.withdrawText')
            : t('offerManager.bond.depositText', {
                amount: missing ? `${missing.missingAmount} ${missing.currencyCode}` : '',
              })
        }
        confirmLabel={
          action === 'withdraw' ? t('offerManager.bond.withdraw') : t('offerManager.bond.deposit')
        }
        onConfirm={() => void confirm()}
        pending={pending}
      />
    </div>
  );
}
