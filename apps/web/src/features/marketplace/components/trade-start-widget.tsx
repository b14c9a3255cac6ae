import { coinPrecision, TRADE_ERROR_CODES, type OfferView } from '@p2p/shared';
import { ArrowDownUp, Landmark, ScrollText } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useId, useRef, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { useLocation, useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { InputField } from '@/components/ui/field';
import { paths, REDIRECT_QUERY_PARAM } from '@/config/paths';
import { useLatched } from '@/hooks/use-latched';
import { useLocale, useLocalizePath } from '@/hooks/use-locale';
import { ApiError } from '@/lib/api-error';
import { useCurrentUser } from '@/lib/current-user';
import { formatAmount } from '@/lib/format';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { marketplaceKeys } from '../api/keys';
import { useStartTrade } from '../api/start-trade';
import { checkLimits, convertTradeAmount, type TypedSide } from '../utils/trade-amounts';
import { describeTradeStartFailure, type TradeStartFailure } from '../utils/trade-start-errors';
import { InfoDialog } from './info-dialog';
import { formatMoney } from './offer-amounts';

// The review's confirmation dialog is loaded when the buyer first opens it, not with the page.
// Shown only after a start failed: its code loads then.
const TradeStartErrors = lazy(() =>
  import('./trade-start-errors').then((module) => ({ default: module.TradeStartErrors })),
);
const TradeStartReview = lazy(() =>
  import('./trade-start-review').then((module) => ({ default: module.TradeStartReview })),
);

const BANK_TRANSFERS_GROUP_ID = 5;

type Modal = 'paymentTerms' | 'bankAccounts' | 'customRate' | 'chargeback' | 'review' | null;

/**
 * Amount entry with two-way conversion at the offer's price (bigint math of the shared offer-price
 * domain), then the offer's terms for review and `POST /rest/v1/trade/start`, which opens the trade
 * page. Every try of one start (same offer, side and amount) carries the same Idempotency-Key, so a
 * retry after a lost answer cannot start a second trade.
 */
export function TradeStartWidget({ offer, initialFiat }: { offer: OfferView; initialFiat?: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const id = useId();
  const fiatCode = offer.fiatCurrency.code;
  const coin = offer.cryptoCurrencyCode;
  const context = {
    price: offer.fiatPricePerCrypto,
    fiatPrecision: offer.fiatCurrency.precision,
    cryptoPrecision: coinPrecision(coin),
  };
  const [typed, setTyped] = useState<{ side: TypedSide; text: string }>({
    side: 'fiat',
    text: initialFiat ?? '',
  });
  const [modal, setModal] = useState<Modal>(null);
  const reviewMounted = useLatched(modal === 'review');
  const [failure, setFailure] = useState<TradeStartFailure | null>(null);
  const [priceMoved, setPriceMoved] = useState(false);
  const start = useStartTrade();
  const queryClient = useQueryClient();
  const retryKey = useRef<{ what: string; key: string } | null>(null);
  const { data: user } = useCurrentUser();
  const navigate = useNavigate();
  const localize = useLocalizePath();
  const { pathname, search } = useLocation();
  const converted = convertTradeAmount(typed.side, typed.text, context);
  const money = (value: string) => formatMoney(value, fiatCode, locale, offer.fiatCurrency.precision);

  const fiatText = typed.side === 'fiat' ? typed.text : converted.ok ? converted.fiat : '';
  const cryptoText = typed.side === 'crypto' ? typed.text : converted.ok ? converted.crypto : '';
  let error: string | undefined;
  if (!converted.ok && converted.error === 'format') error = t('marketplace.trade.errors.format');
  else if (!converted.ok && converted.error === 'precision')
    error = t('marketplace.trade.errors.precision', {
      code: typed.side === 'fiat' ? fiatCode : coin,
      decimals: typed.side === 'fiat' ? context.fiatPrecision : context.cryptoPrecision,
    });
  else if (converted.ok) {
    const limit = checkLimits(converted.fiat, {
      min: offer.fiatLimitMin,
      max: offer.fiatLimitMax,
      newBuyerMax: offer.isNewBuyer ? offer.newBuyerMaxFiatLimit : null,
    });
    if (limit) error = t(`marketplace.trade.errors.${limit.kind}`, { amount: money(limit.amount) });
  }

  const visitorBuys = offer.type === 'sell';
  const fiatLabel = visitorBuys
    ? t('marketplace.trade.youPay', { code: fiatCode })
    : t('marketplace.trade.youGet', { code: fiatCode });
  const cryptoLabel = visitorBuys
    ? t('marketplace.trade.youReceive', { code: coin })
    : t('marketplace.trade.youSell', { code: coin });
  const risky = offer.featureFlags.includes('risky_payment_method');
  const isOwner = offer.featureFlags.includes('offer_owner');
  const canStart = converted.ok && error === undefined && !isOwner;

  const onStart = () => {
    setFailure(null);
    if (!user) {
      const target = encodeURIComponent(`${pathname}${search}`);
      void navigate(`${localize(paths.login)}?${REDIRECT_QUERY_PARAM}=${target}`);
      return;
    }
    setPriceMoved(false);
    setModal('review');
  };

  const onConfirm = async () => {
    if (!converted.ok) return;
    // The other side as the review showed it: if the price moved since, the server says so and
    // names the amount now instead of starting at a figure the taker did not see.
    const amount =
      typed.side === 'fiat'
        ? { fiatAmount: converted.fiat, quotedAmount: converted.crypto }
        : { cryptoAmount: converted.crypto, quotedAmount: converted.fiat };
    const what = `${offer.id}|${typed.side}|${typed.side === 'fiat' ? converted.fiat : converted.crypto}`;
    if (retryKey.current?.what !== what) retryKey.current = { what, key: newIdempotencyKey() };
    try {
      const tradeHash = await start.mutateAsync({
        input: { offerHash: offer.id, ...amount },
        idempotencyKey: retryKey.current.key,
      });
      retryKey.current = null;
      setModal(null);
      void navigate(localize(paths.trade(tradeHash)));
    } catch (startError) {
      // The price moved since the review: fetch the offer again and ask once more, with the amounts
      // at the price now (nothing was started).
      if (startError instanceof ApiError && startError.code === TRADE_ERROR_CODES.priceChanged) {
        await queryClient.invalidateQueries({ queryKey: marketplaceKeys.offer(offer.id) });
        setPriceMoved(true);
        return;
      }
      setModal(null);
      setFailure(describeTradeStartFailure(startError));
    }
  };

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900 dark:text-white">
        {t('marketplace.trade.title')}
      </h2>
      <p className="text-sm text-slate-600 tabular-nums dark:text-slate-400" data-testid="trade-rate">
        {t('marketplace.trade.rate', { coin, price: money(offer.fiatPricePerCrypto) })}
      </p>
      {offer.amountType === 'predefined' ? (
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium text-slate-800 dark:text-slate-200">
            {t('marketplace.trade.predefined')}
          </legend>
          <div className="flex flex-wrap gap-2">
            {offer.predefinedAmounts.map((amount) => (
              <Button
                key={amount}
                size="sm"
                variant={converted.ok && converted.fiat === amount ? 'primary' : 'secondary'}
                aria-pressed={converted.ok && converted.fiat === amount}
                onClick={() => setTyped({ side: 'fiat', text: amount })}
              >
                {money(amount)}
              </Button>
            ))}
          </div>
        </fieldset>
      ) : null}
      <InputField
        id={`${id}-fiat`}
        label={fiatLabel}
        hint={
          offer.amountType === 'predefined'
            ? undefined
            : t('trades.start.limitsHint', {
                min: money(offer.fiatLimitMin),
                max: money(offer.fiatLimitMax),
              })
        }
        inputMode="decimal"
        autoComplete="off"
        value={fiatText}
        error={typed.side === 'fiat' ? error : undefined}
        onChange={(event) => setTyped({ side: 'fiat', text: event.target.value })}
      />
      <ArrowDownUp aria-hidden className="mx-auto size-4 text-slate-400" />
      <InputField
        id={`${id}-crypto`}
        label={cryptoLabel}
        inputMode="decimal"
        autoComplete="off"
        value={cryptoText}
        error={typed.side === 'crypto' ? error : undefined}
        onChange={(event) => setTyped({ side: 'crypto', text: event.target.value })}
      />
      {offer.customRate !== null ? (
        <Alert variant="info">
          {t('marketplace.trade.customRate')}{' '}
          <button
            type="button"
            className="font-semibold underline underline-offset-4"
            onClick={() => setModal('customRate')}
          >
            {t('marketplace.trade.customRateLink')}
          </button>
        </Alert>
      ) : null}
      {risky ? (
        <Alert variant="warning">
          {t('marketplace.trade.chargeback')}{' '}
          <button
            type="button"
            className="font-semibold underline underline-offset-4"
            onClick={() => setModal('chargeback')}
          >
            {t('marketplace.trade.chargebackLink')}
          </button>
        </Alert>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button variant="ghost" size="sm" onClick={() => setModal('paymentTerms')}>
          <ScrollText aria-hidden className="size-4" />
          {t('marketplace.trade.paymentRules')}
        </Button>
        {offer.paymentMethod.groupId === BANK_TRANSFERS_GROUP_ID ? (
          <Button variant="ghost" size="sm" onClick={() => setModal('bankAccounts')}>
            <Landmark aria-hidden className="size-4" />
            {t('marketplace.trade.bankAccounts')}
          </Button>
        ) : null}
      </div>
      {failure ? (
        <Suspense fallback={null}>
          <TradeStartErrors failure={failure} />
        </Suspense>
      ) : null}
      <Button className="w-full" size="lg" disabled={!canStart || start.isPending} onClick={onStart}>
        {start.isPending ? t('trades.start.starting') : t('marketplace.trade.start')}
      </Button>

      {reviewMounted ? (
        <Suspense fallback={null}>
          <TradeStartReview
            open={modal === 'review'}
            onOpenChange={(open) => (start.isPending ? undefined : setModal(open ? 'review' : null))}
            offer={offer}
            fiat={converted.ok ? money(converted.fiat) : ''}
            crypto={converted.ok ? `${converted.crypto} ${coin}` : ''}
            pending={start.isPending}
            priceMoved={priceMoved}
            onConfirm={() => void onConfirm()}
          />
        </Suspense>
      ) : null}
      <InfoDialog
        open={modal === 'paymentTerms'}
        onOpenChange={(open) => setModal(open ? 'paymentTerms' : null)}
        title={t('marketplace.modals.paymentTermsTitle')}
        description={t('marketplace.modals.paymentTermsText', { method: offer.paymentMethod.name })}
      />
      <InfoDialog
        open={modal === 'bankAccounts'}
        onOpenChange={(open) => setModal(open ? 'bankAccounts' : null)}
        title={t('marketplace.modals.bankAccountsTitle')}
        description={t('marketplace.modals.bankAccountsEmpty')}
      />
      <InfoDialog
        open={modal === 'chargeback'}
        onOpenChange={(open) => setModal(open ? 'chargeback' : null)}
        title={t('marketplace.modals.chargebackTitle')}
        description={t('marketplace.modals.chargebackText', { method: offer.paymentMethod.name })}
      />
      {offer.customRate !== null ? (
        <InfoDialog
          open={modal === 'customRate'}
          onOpenChange={(open) => setModal(open ? 'customRate' : null)}
          title={t('marketplace.modals.customRateTitle')}
          description={t('marketplace.modals.customRateText', {
            custom: money(offer.customRate),
            coin,
            market: formatAmount(offer.marketRate, fiatCode, locale),
          })}
        />
      ) : null}
    </section>
  );
}
