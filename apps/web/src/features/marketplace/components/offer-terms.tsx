import type { OfferView } from '@p2p/shared';
import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { InfoDialog } from './info-dialog';

/** The offer terms, and the "review offer terms" modal with the terms and the trade instructions. */
export function OfferTerms({ offer }: { offer: OfferView }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <Card
      title={t('marketplace.offer.terms')}
      actions={
        <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
          {t('marketplace.offer.reviewTerms')}
        </Button>
      }
    >
      <p className="text-sm whitespace-pre-line text-slate-700 dark:text-slate-300" data-testid="offer-terms">
        {offer.offerTerms || t('marketplace.offer.noTerms')}
      </p>
      <InfoDialog
        open={open}
        onOpenChange={setOpen}
        title={t('marketplace.modals.termsTitle')}
        description={t('marketplace.modals.termsIntro')}
      >
        <h3 className="font-semibold text-slate-900 dark:text-white">{t('marketplace.offer.terms')}</h3>
        <p className="mt-1 whitespace-pre-line text-slate-700 dark:text-slate-300">
          {offer.offerTerms || t('marketplace.offer.noTerms')}
        </p>
        {offer.tradeDetails ? (
          <>
            <h3 className="mt-4 font-semibold text-slate-900 dark:text-white">
              {t('marketplace.offer.tradeDetails')}
            </h3>
            <p className="mt-1 whitespace-pre-line text-slate-700 dark:text-slate-300">
              {offer.tradeDetails}
            </p>
          </>
        ) : null}
      </InfoDialog>
    </Card>
  );
}
