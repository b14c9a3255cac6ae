import type { OfferView } from '@p2p/shared';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { useLocale } from '@/hooks/use-locale';
import { formatAmount } from '@/lib/format';
import { useReferenceNames } from '@/lib/reference-names';
import { RequirementBadges } from './requirement-badges';
import { formatMargin, formatMoney } from './offer-amounts';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-4 gap-y-1 border-b border-slate-100 py-2 text-sm last:border-0 dark:border-slate-800">
      <dt className="text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className="text-end font-medium text-slate-900 tabular-nums dark:text-white">{children}</dd>
    </div>
  );
}

/** Price, limits, window, fee, tags, requirements and trading hours of the viewed offer. */
export function OfferDetails({ offer }: { offer: OfferView }) {
  const { t } = useTranslation();
  const names = useReferenceNames();
  const locale = useLocale();
  const code = offer.fiatCurrency.code;
  const money = (value: string) => formatMoney(value, code, locale, offer.fiatCurrency.precision);
  return (
    <Card title={offer.paymentMethod.name}>
      <dl>
        <Row label={t('marketplace.offer.price')}>
          <span data-testid="view-offer-price">{money(offer.fiatPricePerCrypto)}</span>
          <span className="block text-xs font-normal text-slate-500 dark:text-slate-400">
            {t('marketplace.offer.marketRate', { rate: formatAmount(offer.marketRate, code, locale) })}
          </span>
        </Row>
        <Row label={t('marketplace.offer.margin')}>{formatMargin(offer.margin)}</Row>
        <Row
          label={
            offer.amountType === 'predefined' ? t('marketplace.card.amounts') : t('marketplace.offer.limits')
          }
        >
          <span data-testid="view-offer-limits">
            {offer.amountType === 'predefined'
              ? offer.predefinedAmounts.map(money).join(', ')
              : t('marketplace.card.range', {
                  min: money(offer.fiatLimitMin),
                  max: money(offer.fiatLimitMax),
                })}
          </span>
          {offer.newBuyerMaxFiatLimit ? (
            <span className="block text-xs font-normal text-slate-500 dark:text-slate-400">
              {t('marketplace.offer.newBuyerLimit', { amount: money(offer.newBuyerMaxFiatLimit) })}
            </span>
          ) : null}
        </Row>
        <Row label={t('marketplace.offer.paymentWindow')}>
          {t('marketplace.offer.minutes', { count: offer.paymentWindowMinutes })}
        </Row>
        <Row label={t('marketplace.offer.escrowFee')}>
          {/* The seller pays the fee (decision 011): on a sell offer that is the vendor, not the visitor. */}
          <span data-testid="view-offer-escrow-fee">
            {offer.type === 'sell'
              ? t('marketplace.offer.escrowFeeSellerPays')
              : t('marketplace.offer.escrowFeeYouPay', { fee: offer.discountedEscrowFee ?? offer.offerFee })}
          </span>
        </Row>
      </dl>
      {offer.tags.length > 0 ? (
        <ul className="mt-4 flex flex-wrap gap-1.5" aria-label={t('marketplace.offer.tags')}>
          {offer.tags.map((tag) => (
            <li key={tag.slug}>
              <Badge>{names.tag(tag.slug, tag.name)}</Badge>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="mt-4 space-y-2">
        <h3 className="text-sm font-semibold text-slate-800 dark:text-slate-200">
          {t('marketplace.offer.requirements')}
        </h3>
        {offer.requireVerifiedId ||
        offer.requireMinPastTrades > 0 ||
        offer.requireFullNameVisibility ||
        offer.trustedOnly ? (
          <RequirementBadges
            offer={{
              requireVerifiedId: offer.requireVerifiedId,
              requireMinPastTrades: offer.requireMinPastTrades,
              requireFullNameVisibility: offer.requireFullNameVisibility,
              trustedOnly: offer.trustedOnly,
            }}
          />
        ) : (
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {t('marketplace.offer.noRequirements')}
          </p>
        )}
      </div>
      {offer.dutyHours.length > 0 ? (
        <div className="mt-4 space-y-2">
          <h3 className="text-sm font-semibold text-slate-800 dark:text-slate-200">
            {t('marketplace.offer.dutyHours', { timezone: offer.dutyHoursTimezone })}
          </h3>
          <ul className="grid gap-1 text-sm sm:grid-cols-2">
            {offer.dutyHours.map((range) => (
              <li
                key={`${range.day}-${range.startTime}`}
                className={
                  range.active ? 'text-slate-800 dark:text-slate-200' : 'text-slate-400 line-through'
                }
              >
                {t(`marketplace.offer.days.${range.day as 1 | 2 | 3 | 4 | 5 | 6 | 7}`)} {range.startTime}–
                {range.endTime}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </Card>
  );
}
