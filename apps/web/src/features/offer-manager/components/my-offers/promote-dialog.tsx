import type { MyOffer } from '@p2p/shared';
import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Button } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/checkbox-field';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormError } from '@/components/ui/field';
import { ApiError } from '@/lib/api-error';
import { toast } from '@/lib/toasts';
import { usePinnedInfo } from '../../api/get-pinned-info';
import { usePromoteOffer } from '../../api/promote-offer';

/**
 * The promote-offer modal (trading.md §4): opens on the fill-data step, starts again when reopened,
 * and its buttons stay disabled until the data is valid. A promotion pins the offer to the top of its
 * listing and uses one of the user's promotions (promoteAvailable goes down by one).
 */
export function PromoteDialog({
  offer,
  promoteAvailable,
  onClose,
}: {
  offer: MyOffer | null;
  promoteAvailable: number;
  onClose: () => void;
}) {
  return (
    <Dialog open={offer !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-w-lg">
        {/* Keyed by offer and mounted only while open: closing resets it to the fill-data step. */}
        {offer ? (
          <PromoteSteps
            key={offer.hash}
            offer={offer}
            promoteAvailable={promoteAvailable}
            onClose={onClose}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function PromoteSteps({
  offer,
  promoteAvailable,
  onClose,
}: {
  offer: MyOffer;
  promoteAvailable: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const pinned = usePinnedInfo(offer.hash, true);
  const promote = usePromoteOffer();
  const [step, setStep] = useState<'fill-data' | 'confirm'>('fill-data');
  const [accepted, setAccepted] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const alreadyPinned = pinned.data?.isStickied ?? offer.pinnedInfo.isStickied;
  const valid = accepted && promoteAvailable > 0 && !alreadyPinned;
  const position = pinned.data?.listingPosition ?? offer.pinnedInfo.listingPosition;

  const confirm = async () => {
    setError(undefined);
    try {
      await promote.mutateAsync(offer.hash);
      toast.success(t('offerManager.promote.done'));
      onClose();
    } catch (caught) {
      setError(caught instanceof ApiError && caught.status < 500 ? caught.message : t('errors.generic'));
    }
  };

  return (
    <div>
      <DialogTitle>{t('offerManager.promote.title')}</DialogTitle>
      <DialogDescription>
        {t('offerManager.promote.available', { count: promoteAvailable })}
        {position ? ` ${t('offerManager.promote.position', { position })}` : ''}
      </DialogDescription>
      {step === 'fill-data' ? (
        <div className="mt-4 space-y-3" data-testid="promote-fill-data">
          {alreadyPinned ? (
            <p className="text-sm text-slate-700 dark:text-slate-300">
              {t('offerManager.promote.alreadyPinned')}
            </p>
          ) : (
            <CheckboxField
              id="promote-accept"
              label={t('offerManager.promote.accept')}
              checked={accepted}
              onChange={(event) => setAccepted(event.target.checked)}
            />
          )}
        </div>
      ) : (
        <p className="mt-4 text-sm text-slate-700 dark:text-slate-300" data-testid="promote-confirm">
          {t('offerManager.promote.confirmText', { count: promoteAvailable - 1 })}
        </p>
      )}
      <FormError error={error ? { message: error } : undefined} />
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="secondary" disabled={promote.isPending}>
            {t('common.cancel')}
          </Button>
        </DialogClose>
        {step === 'fill-data' ? (
          <Button disabled={!valid} onClick={() => setStep('confirm')}>
            {t('offerManager.promote.continue')}
          </Button>
        ) : (
          <Button disabled={!valid || promote.isPending} onClick={() => void confirm()}>
            {t('offerManager.promote.confirm')}
          </Button>
        )}
      </DialogFooter>
    </div>
  );
}
