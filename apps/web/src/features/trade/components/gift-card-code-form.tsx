import type { TradeView } from '@p2p/shared';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { InputField } from '@/components/ui/field';
import { SelectField } from '@/components/ui/select-field';
import { ApiError } from '@/lib/api-error';
import { toast } from '@/lib/toasts';
import { useCardRegions, useCardRules, useSubmitGiftCardCode } from '../api/submit-gift-card-code';
import { actionErrorMessage } from '../lib/action-errors';

/** The payment-method group of gift cards (reference data, group 1). */
const GIFT_CARD_GROUP_ID = 1;

/**
 * A manual gift-card trade waits for the buyer's card: the trade is in the gift-card group, funded and
 * not paid, holds no inventory card, and the buyer has not sent a code yet or the seller rejected it.
 */
export function awaitsGiftCardCode(trade: TradeView): boolean {
  if (trade.role !== 'buyer' || trade.status !== 'active_funded') return false;
  if (trade.paymentMethod.groupId !== GIFT_CARD_GROUP_ID || trade.giftCard?.source === 'inventory')
    return false;
  if (!trade.giftCard) return true;
  return trade.flow.state.beforeMarkAsPaid.some(
    (item) => item.kind === 'gift_card_photo' && item.party === 'buyer' && item.status === 'REJECTED',
  );
}

const EMPTY = { code: '', pin: '', region_id: '' };

/**
 * The buyer's form for the card's code, PIN and region. The server checks the offer's BIN codes, card
 * regions and code check; its refusals show on the fields they concern.
 */
export function GiftCardCodeForm({ trade }: { trade: TradeView }) {
  const { t } = useTranslation();
  const id = useId();
  const submit = useSubmitGiftCardCode(trade.tradeHash);
  const rules = useCardRules(trade.offer.hash);
  const countries = useCardRegions();
  // The offer's card regions when it names some (the server takes only those), else every country.
  const offerRegions = rules.data?.regions ?? [];
  const regions = offerRegions.length > 0 ? offerRegions : (countries.data ?? []);
  const binCodes = rules.data?.binCodes ?? [];
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const field = (name: keyof typeof EMPTY) => ({
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => setValues({ ...values, [name]: event.target.value }),
  });

  const send = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    setFailure(null);
    if (values.code.trim() === '') {
      setErrors({ code: t('trades.giftCardCode.codeRequired') });
      return;
    }
    try {
      await submit.mutateAsync({
        code: values.code,
        pin: values.pin.trim() || undefined,
        region_id: values.region_id ? Number(values.region_id) : undefined,
      });
      setValues(EMPTY);
      toast.success(t('trades.giftCardCode.sent'));
    } catch (error) {
      const details = error instanceof ApiError ? error.details : undefined;
      if (details && Object.keys(details).length > 0) {
        setErrors(Object.fromEntries(Object.entries(details).map(([key, list]) => [key, list[0] ?? ''])));
      } else {
        setFailure(actionErrorMessage(error, t));
      }
    }
  };

  return (
    <section
      className="rounded-md border border-slate-200 p-3 text-sm dark:border-slate-700"
      aria-labelledby={`${id}-title`}
      data-testid="gift-card-code-form"
    >
      <h3 id={`${id}-title`} className="font-semibold">
        {t('trades.giftCardCode.title', { brand: trade.paymentMethod.name })}
      </h3>
      <p className="mt-1 text-slate-600 dark:text-slate-400">{t('trades.giftCardCode.intro')}</p>
      <form className="mt-3 space-y-3" onSubmit={(event) => void send(event)} noValidate>
        <InputField
          id={`${id}-code`}
          label={t('trades.giftCardCode.code')}
          hint={
            binCodes.length > 0 ? t('trades.giftCardCode.binHint', { codes: binCodes.join(', ') }) : undefined
          }
          autoComplete="off"
          spellCheck={false}
          {...field('code')}
        />
        <InputField
          id={`${id}-pin`}
          label={t('trades.giftCardCode.pin')}
          hint={t('trades.giftCardCode.pinHint')}
          autoComplete="off"
          {...field('pin')}
        />
        <SelectField id={`${id}-region`} label={t('trades.giftCardCode.region')} {...field('region_id')}>
          <option value="">
            {t(offerRegions.length > 0 ? 'trades.giftCardCode.chooseRegion' : 'trades.giftCardCode.noRegion')}
          </option>
          {regions.map((country) => (
            <option key={country.id} value={country.id}>
              {country.name}
            </option>
          ))}
        </SelectField>
        {failure ? (
          <Alert variant="danger" role="alert">
            {failure}
          </Alert>
        ) : null}
        <Button type="submit" disabled={submit.isPending}>
          {t('trades.giftCardCode.submit')}
        </Button>
      </form>
    </section>
  );
}
