import type { BankAccountView, MyOffer } from '@p2p/shared';
import { Megaphone, MegaphoneOff, Pencil, SlidersHorizontal, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Badge, type BadgeVariant } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { LocalizedLink } from '@/components/ui/link';
import { Switch } from '@/components/ui/switch';
import { paths } from '@/config/paths';
import { useLocale } from '@/hooks/use-locale';
import { formatDateTime, formatFiat } from '@/lib/format';
import type { OfferAreaErrors } from '../../lib/offer-errors';

const STATUS_BADGE: Record<MyOffer['status'], BadgeVariant> = {
  active: 'success',
  inactive: 'neutral',
  blocked: 'danger',
  penalized: 'warning',
};

const AREAS = ['general', 'margin', 'fixedPrice', 'limits'] as const;

/** One offer of my offers: live price, limits, the active switch, its error areas and its actions. */
export function OfferRow({
  offer,
  bankAccounts = null,
  errors,
  switchPending,
  onToggle,
  onQuickEdit,
  onPromote,
  onEndPromotion,
  endPromotionPending = false,
  onDelete,
  onResetPenalty,
}: {
  offer: MyOffer;
  /** The owner's accounts, to name those the offer shows; null hides the row (not a bank transfer). */
  bankAccounts?: readonly BankAccountView[] | null;
  errors: OfferAreaErrors | undefined;
  switchPending: boolean;
  onToggle: (enabled: boolean) => void;
  onQuickEdit: () => void;
  onPromote: () => void;
  /** Ends the offer's promotion now (shown while it is promoted). */
  onEndPromotion: () => void;
  endPromotionPending?: boolean;
  onDelete: () => void;
  onResetPenalty: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const titleId = useId();
  const money = (value: string) => formatFiat(value, offer.fiatCurrencyCode, offer.fiatPrecision, locale);
  const limits =
    offer.amountType === 'predefined'
      ? offer.predefinedAmounts.map(money).join(', ')
      : `${money(offer.rangeMin)} – ${money(offer.rangeMax)}`;
  const editPath =
    offer.flowType === 'lite' ? paths.offerManager.editLite(offer.hash) : paths.offerManager.edit(offer.hash);
  const bondShort = offer.depositInfo.isBondInsufficient;
  const promotedUntil = offer.pinnedInfo.isStickied ? offer.pinnedInfo.stickiedUntil : null;

  return (
    <li
      aria-labelledby={titleId}
      data-testid={`my-offer-${offer.hash}`}
      className="space-y-3 py-4 first:pt-0 last:pb-0"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <h3 id={titleId} className="font-semibold text-slate-900 dark:text-white">
            {t(`offerManager.myOffers.rowTitle.${offer.type}`, {
              coin: offer.cryptoCurrencyCode,
              method: offer.paymentMethod.name,
              currency: offer.fiatCurrencyCode,
            })}
          </h3>
          <div className="flex flex-wrap items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
            <Badge variant={STATUS_BADGE[offer.status]}>
              {t(`offerManager.myOffers.status.${offer.status}`)}
            </Badge>
            <span className="font-mono text-xs">{offer.hash}</span>
            {offer.giftCardsInStock === null ? null : offer.giftCardsInStock === 0 ? (
              <Badge variant="warning" data-testid="offer-no-gift-cards">
                {t('offerManager.myOffers.noGiftCards')}{' '}
                <LocalizedLink to="/dashboard/gift-cards" className="underline underline-offset-2">
                  {t('offerManager.myOffers.addGiftCards')}
                </LocalizedLink>
              </Badge>
            ) : (
              <Badge variant="neutral">
                {t('offerManager.myOffers.giftCardsInStock', { count: offer.giftCardsInStock })}
              </Badge>
            )}
          </div>
        </div>
        <div className="flex items-center gap-2">
          <span id={`${titleId}-switch`} className="text-sm text-slate-700 dark:text-slate-300">
            {offer.isEnabled ? t('offerManager.myOffers.on') : t('offerManager.myOffers.off')}
          </span>
          <Switch
            checked={offer.isEnabled}
            disabled={switchPending || offer.isBlocked}
            aria-label={t('offerManager.myOffers.toggle', { hash: offer.hash })}
            onCheckedChange={onToggle}
          />
        </div>
      </div>
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-slate-500 dark:text-slate-400">{t('offerManager.myOffers.price')}</dt>
          <dd className="font-medium text-slate-900 tabular-nums dark:text-white" data-testid="offer-price">
            {money(offer.rate)}
          </dd>
        </div>
        <div>
          <dt className="text-slate-500 dark:text-slate-400">
            {offer.priceType === 'fixed'
              ? t('offerManager.myOffers.fixedPrice')
              : t('offerManager.myOffers.margin')}
          </dt>
          <dd className="font-medium text-slate-900 tabular-nums dark:text-white" data-testid="offer-margin">
            {offer.priceType === 'fixed' && offer.fixedPrice ? money(offer.fixedPrice) : `${offer.margin} %`}
          </dd>
        </div>
        <div>
          <dt className="text-slate-500 dark:text-slate-400">{t('offerManager.myOffers.limits')}</dt>
          <dd className="font-medium text-slate-900 tabular-nums dark:text-white" data-testid="offer-limits">
            {limits}
          </dd>
        </div>
        {offer.offerCap ? (
          <div>
            <dt className="text-slate-500 dark:text-slate-400">{t('offerManager.myOffers.cap')}</dt>
            <dd className="text-slate-900 tabular-nums dark:text-white">
              {t('offerManager.myOffers.capUsed', {
                initial: money(offer.offerCap.initialValue),
                remaining: money(offer.offerCap.remainingValue),
              })}
            </dd>
          </div>
        ) : null}
        {bankAccounts ? (
          <div className="sm:col-span-3">
            <dt className="text-slate-500 dark:text-slate-400">{t('offerBankAccounts.linked')}</dt>
            <dd className="text-slate-900 dark:text-white">
              {offer.bankAccounts.length === 0 ? (
                <span className="text-slate-600 dark:text-slate-400">
                  {t('offerBankAccounts.noneLinked')}
                </span>
              ) : (
                <ul
                  aria-label={t('offerBankAccounts.listLabel', { hash: offer.hash })}
                  data-testid="offer-bank-accounts"
                  className="flex flex-wrap gap-2"
                >
                  {offer.bankAccounts.map((id) => {
                    const account = bankAccounts.find((item) => item.id === id);
                    return (
                      <li key={id}>
                        <Badge>
                          {account
                            ? [account.holderName, account.bankName].filter(Boolean).join(' · ')
                            : t('offerBankAccounts.unknownAccount', { id })}
                        </Badge>
                      </li>
                    );
                  })}
                </ul>
              )}
            </dd>
          </div>
        ) : null}
      </dl>
      {bondShort ? (
        <p className="text-sm text-amber-800 dark:text-amber-300">
          {t('offerManager.myOffers.bondInsufficient')}
        </p>
      ) : offer.isEnabled && offer.status === 'inactive' ? (
        <p className="text-sm text-amber-800 dark:text-amber-300" data-testid="offer-not-listed">
          {offer.type === 'sell'
            ? t('offerManager.myOffers.notListedSell')
            : t('offerManager.myOffers.notListed')}
        </p>
      ) : null}
      {promotedUntil ? (
        <p className="text-sm text-emerald-800 dark:text-emerald-300" data-testid="offer-promoted-until">
          {t('offerPromotion.until', { date: formatDateTime(promotedUntil, locale) })}
        </p>
      ) : null}
      {offer.status === 'penalized' ? (
        <div className="flex flex-wrap items-center gap-3 text-sm text-amber-800 dark:text-amber-300">
          <span>{t('offerManager.myOffers.penalized')}</span>
          <Button size="sm" variant="secondary" onClick={onResetPenalty}>
            {t('offerManager.myOffers.resetPenalty')}
          </Button>
        </div>
      ) : null}
      {AREAS.map((area) =>
        errors?.[area] ? (
          <p
            key={area}
            role="alert"
            data-testid={`offer-error-${area}`}
            className="text-sm text-rose-700 dark:text-rose-300"
          >
            <span className="font-medium">{t(`offerManager.myOffers.errorArea.${area}`)}:</span>{' '}
            {errors[area]}
          </p>
        ) : null,
      )}
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="secondary"
          onClick={onQuickEdit}
          aria-label={t('offerManager.myOffers.quickEditFor', { hash: offer.hash })}
        >
          <SlidersHorizontal aria-hidden className="size-4" />
          {t('offerManager.myOffers.quickEdit')}
        </Button>
        <Button size="sm" variant="secondary" asChild>
          <LocalizedLink to={editPath} aria-label={t('offerManager.myOffers.editFor', { hash: offer.hash })}>
            <Pencil aria-hidden className="size-4" />
            {t('offerManager.myOffers.edit')}
          </LocalizedLink>
        </Button>
        {promotedUntil ? (
          <Button
            size="sm"
            variant="secondary"
            disabled={endPromotionPending}
            onClick={onEndPromotion}
            aria-label={t('offerPromotion.endFor', { hash: offer.hash })}
          >
            <MegaphoneOff aria-hidden className="size-4" />
            {t('offerPromotion.end')}
          </Button>
        ) : (
          <Button
            size="sm"
            variant="secondary"
            onClick={onPromote}
            aria-label={t('offerManager.myOffers.promoteFor', { hash: offer.hash })}
          >
            <Megaphone aria-hidden className="size-4" />
            {t('offerManager.myOffers.promote')}
          </Button>
        )}
        <Button
          size="sm"
          variant="ghost"
          onClick={onDelete}
          aria-label={t('offerManager.myOffers.deleteFor', { hash: offer.hash })}
        >
          <Trash2 aria-hidden className="size-4" />
          {t('offerManager.myOffers.delete')}
        </Button>
      </div>
    </li>
  );
}
