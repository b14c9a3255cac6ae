import {
  BANK_TRANSFERS_GROUP_ID,
  OFFER_TYPES,
  type MyOffer,
  type OfferErrorArea,
  type OfferType,
} from '@p2p/shared';
import clsx from 'clsx';
import { Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ErrorPanel } from '@/components/ui/error-panel';
import { LocalizedLink } from '@/components/ui/link';
import { SkeletonLines } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-error';
import { useCurrentUser } from '@/lib/current-user';
import { toast } from '@/lib/toasts';
import { useDeleteOffer } from '../api/delete-offer';
import { useResetPenalty } from '../api/reset-penalty';
import { useMyOffers } from '../api/get-my-offers';
import { useOwnBankAccounts } from '../api/offer-bank-accounts';
import { useEndPromotion } from '../api/promote-offer';
import { useSetOfferStatus } from '../api/set-offer-status';
import { useToggleAllOffers } from '../api/toggle-all-offers';
import { BondDepositPanel } from '../components/my-offers/bond-deposit-panel';
import { OfferRow } from '../components/my-offers/offer-row';
import { PromoteDialog } from '../components/my-offers/promote-dialog';
import { QuickEditDialog } from '../components/my-offers/quick-edit-dialog';
import { errorsFromList, mergeErrors, type OfferErrorsByHash } from '../lib/offer-errors';

const TAB_PARAM = 'myOffersTab';

function errorText(error: unknown, generic: string): string {
  return error instanceof ApiError && error.status > 0 && error.status < 500 ? error.message : generic;
}

/**
 * /dashboard/my-offers?myOffersTab=buy|sell: the user's offers by side with counts, the active
 * switches, quick edits, the bond panel and the promote modal (trading.md §2, §4, §8).
 */
export function MyOffersRoute() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const tab: OfferType = search.get(TAB_PARAM) === 'buy' ? 'buy' : 'sell';
  const offers = useMyOffers(tab);
  const setStatus = useSetOfferStatus();
  const toggleAll = useToggleAllOffers();
  const deleteOffer = useDeleteOffer();
  const resetPenalty = useResetPenalty();
  const endPromotion = useEndPromotion();
  const { data: user } = useCurrentUser();
  const [localErrors, setLocalErrors] = useState<OfferErrorsByHash>({});
  const [quickEdit, setQuickEdit] = useState<MyOffer | null>(null);
  const [promote, setPromote] = useState<MyOffer | null>(null);
  const [toDelete, setToDelete] = useState<MyOffer | null>(null);

  const list = offers.data?.list;
  // Names for the accounts offers show: fetched only when an offer shows or may show accounts.
  const showsAccounts = (offer: MyOffer) =>
    offer.bankAccounts.length > 0 || offer.paymentMethod.groupId === BANK_TRANSFERS_GROUP_ID;
  const ownAccounts = useOwnBankAccounts(undefined, list?.offers.some(showsAccounts) ?? false);
  const errors = useMemo(
    () => mergeErrors(list ? errorsFromList(list) : {}, localErrors),
    [list, localErrors],
  );
  const setAreaError = (hash: string, area: OfferErrorArea, message: string | null) =>
    setLocalErrors((current) => {
      const areas = { ...current[hash] };
      if (message) areas[area] = message;
      else delete areas[area];
      return { ...current, [hash]: areas };
    });

  const toggle = (offer: MyOffer, enabled: boolean) => {
    setAreaError(offer.hash, 'general', null);
    setStatus.mutate(
      { hash: offer.hash, type: offer.type, enabled },
      {
        onSuccess: (saved) => {
          if (enabled && saved && !saved.isEnabled)
            setAreaError(
              offer.hash,
              'general',
              saved.depositInfo.isBondInsufficient
                ? t('offerManager.myOffers.bondInsufficient')
                : t('offerManager.myOffers.stayedOff'),
            );
        },
        onError: (error) =>
          setAreaError(offer.hash, 'general', errorText(error, t('offerManager.myOffers.toggleFailed'))),
      },
    );
  };

  const switchAll = (enabled: boolean) =>
    toggleAll.mutate(
      { new_status: enabled, type: tab },
      {
        onSuccess: (result) => {
          for (const [hash, messages] of Object.entries(result.refused))
            setAreaError(hash, 'general', messages.join(' '));
          toast.success(t('offerManager.myOffers.toggledAll', { count: result.changed.length }));
        },
        onError: (error) => toast.error(errorText(error, t('errors.generic'))),
      },
    );

  const counts = list?.counts;
  const promoteAvailable = list?.promoteAvailable ?? 0;

  return (
    <div className="mx-auto w-full max-w-6xl space-y-6 px-4 py-8 sm:px-6 lg:py-10">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <PageHeader
          title={t('offerManager.myOffers.title')}
          description={t('offerManager.myOffers.subtitle')}
        />
        <Button asChild>
          <LocalizedLink to={paths.offerManager.create}>
            <Plus aria-hidden className="size-4" />
            {t('offerManager.nav.createOffer')}
          </LocalizedLink>
        </Button>
      </div>
      <div
        role="tablist"
        aria-label={t('offerManager.myOffers.tabsLabel')}
        className="flex gap-2 border-b border-slate-200 dark:border-slate-800"
      >
        {OFFER_TYPES.map((type) => (
          <button
            key={type}
            type="button"
            role="tab"
            id={`my-offers-tab-${type}`}
            aria-selected={tab === type}
            aria-controls="my-offers-panel"
            onClick={() => setSearch({ [TAB_PARAM]: type }, { replace: true })}
            className={clsx(
              '-mb-px border-b-2 px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-emerald-600',
              tab === type
                ? 'border-emerald-700 text-emerald-800 dark:border-emerald-400 dark:text-emerald-200'
                : 'border-transparent text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-white',
            )}
          >
            {t(`offerManager.myOffers.tab.${type}`, { count: counts?.[type] ?? 0 })}
          </button>
        ))}
      </div>
      <div
        id="my-offers-panel"
        role="tabpanel"
        aria-labelledby={`my-offers-tab-${tab}`}
        className="grid gap-6 lg:grid-cols-[1fr_20rem]"
      >
        <Card
          title={t(`offerManager.myOffers.listTitle.${tab}`)}
          actions={
            list && list.offers.length > 0 ? (
              <div className="flex gap-2">
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={toggleAll.isPending}
                  onClick={() => switchAll(true)}
                >
                  {t('offerManager.myOffers.allOn')}
                </Button>
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={toggleAll.isPending}
                  onClick={() => switchAll(false)}
                >
                  {t('offerManager.myOffers.allOff')}
                </Button>
              </div>
            ) : null
          }
        >
          {offers.isPending ? (
            <SkeletonLines lines={4} />
          ) : offers.isError ? (
            <ErrorPanel error={offers.error} onRetry={() => void offers.refetch()} />
          ) : list!.offers.length === 0 ? (
            <p className="text-sm text-slate-600 dark:text-slate-400">
              {t(`offerManager.myOffers.empty.${tab}`)}
            </p>
          ) : (
            <ul className="divide-y divide-slate-100 dark:divide-slate-800">
              {list!.offers.map((offer) => (
                <OfferRow
                  key={offer.hash}
                  offer={offer}
                  bankAccounts={showsAccounts(offer) ? (ownAccounts.data ?? []) : null}
                  errors={errors[offer.hash]}
                  switchPending={setStatus.isPending && setStatus.variables?.hash === offer.hash}
                  onToggle={(enabled) => toggle(offer, enabled)}
                  onQuickEdit={() => setQuickEdit(offer)}
                  onPromote={() => setPromote(offer)}
                  endPromotionPending={endPromotion.isPending && endPromotion.variables === offer.hash}
                  onEndPromotion={() => {
                    setAreaError(offer.hash, 'general', null);
                    endPromotion.mutate(offer.hash, {
                      onSuccess: () => toast.success(t('offerPromotion.ended')),
                      onError: (error) =>
                        setAreaError(offer.hash, 'general', errorText(error, t('errors.generic'))),
                    });
                  }}
                  onDelete={() => setToDelete(offer)}
                  onResetPenalty={() =>
                    resetPenalty.mutate(offer.hash, {
                      onSuccess: () => setAreaError(offer.hash, 'general', null),
                      onError: (error) =>
                        setAreaError(offer.hash, 'general', errorText(error, t('errors.generic'))),
                    })
                  }
                />
              ))}
            </ul>
          )}
        </Card>
        <div className="space-y-6">
          <Card title={t('offerManager.bond.title')} description={t('offerManager.bond.description')}>
            {list ? <BondDepositPanel depositData={list.depositData} /> : <SkeletonLines lines={2} />}
          </Card>
          <Card title={t('offerManager.promote.panelTitle')}>
            <p className="text-sm text-slate-700 dark:text-slate-300" data-testid="promote-available">
              {t('offerManager.promote.available', { count: promoteAvailable })}
            </p>
          </Card>
        </div>
      </div>
      <QuickEditDialog
        offer={quickEdit}
        isStaff={user?.isAdminOrSupermodOrModerator ?? false}
        onClose={() => setQuickEdit(null)}
        onResult={setAreaError}
      />
      <PromoteDialog offer={promote} promoteAvailable={promoteAvailable} onClose={() => setPromote(null)} />
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => (open ? undefined : setToDelete(null))}
        title={t('offerManager.myOffers.deleteTitle')}
        description={t('offerManager.myOffers.deleteText', { hash: toDelete?.hash ?? '' })}
        confirmLabel={t('offerManager.myOffers.delete')}
        destructive
        pending={deleteOffer.isPending}
        onConfirm={() => {
          if (!toDelete) return;
          deleteOffer.mutate(toDelete.hash, {
            onSuccess: () => toast.success(t('offerManager.myOffers.deleted')),
            onError: (error) => setAreaError(toDelete.hash, 'general', errorText(error, t('errors.generic'))),
            onSettled: () => setToDelete(null),
          });
        }}
      />
    </div>
  );
}
