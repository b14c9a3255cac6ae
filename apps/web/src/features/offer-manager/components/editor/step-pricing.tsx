import { OFFER_AMOUNT_TYPES, OFFER_LIMITS, OFFER_PRICE_TYPES } from '@p2p/shared';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from '@/lib/use-translation';
import { InputField } from '@/components/ui/field';
import { RadioGroupField } from '@/components/ui/radio-group-field';
import { useTranslateOfferMessage } from '../../lib/editor-messages';
import type { EditorValues } from '../../lib/editor-values';
import { errorMessage } from './field-error';
import { PredefinedAmountsField } from './predefined-amounts-field';
import { PricePreviewBox } from './price-preview-box';

/** Step 2: margin or fixed price with the live price, and the amounts a trade may have. */
export function StepPricing() {
  const { t } = useTranslation();
  const translate = useTranslateOfferMessage();
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<EditorValues>();
  const [priceType, amountType, fiat] = useWatch({
    control,
    name: ['price_type', 'amount_type', 'fiat_currency_code'],
  });
  const error = (name: string) => translate(errorMessage(errors, name));
  const currency = (fiat ?? 'USD').toUpperCase();

  return (
    <div className="space-y-6">
      <RadioGroupField
        id="offer-price-type"
        legend={t('offerManager.editor.priceType')}
        options={OFFER_PRICE_TYPES.map((type) => ({
          value: type,
          label: t(`offerManager.editor.priceTypeOption.${type}`),
        }))}
        error={error('price_type')}
        {...register('price_type')}
      />
      {priceType === 'fixed' ? (
        <InputField
          id="offer-fixed-price"
          label={t('offerManager.editor.fixedPrice', { currency })}
          hint={t('offerManager.editor.fixedPriceHint')}
          inputMode="decimal"
          autoComplete="off"
          error={error('fixed_price')}
          {...register('fixed_price')}
        />
      ) : (
        <InputField
          id="offer-margin"
          label={t('offerManager.editor.margin')}
          hint={t('offerManager.editor.marginHint', {
            min: OFFER_LIMITS.marginMin,
            max: OFFER_LIMITS.marginMax,
          })}
          inputMode="decimal"
          autoComplete="off"
          error={error('margin')}
          {...register('margin')}
        />
      )}
      <PricePreviewBox />
      <RadioGroupField
        id="offer-amount-type"
        legend={t('offerManager.editor.amountType')}
        options={OFFER_AMOUNT_TYPES.map((type) => ({
          value: type,
          label: t(`offerManager.editor.amountTypeOption.${type}`),
        }))}
        error={error('amount_type')}
        {...register('amount_type')}
      />
      {amountType === 'predefined' ? (
        <Controller
          control={control}
          name="predefined_amounts"
          render={({ field }) => (
            <PredefinedAmountsField
              id="offer-predefined-amounts"
              label={t('offerManager.editor.predefinedAmounts', { currency })}
              hint={t('offerManager.editor.predefinedAmountsHint', {
                max: OFFER_LIMITS.predefinedAmountsMax,
              })}
              value={field.value ?? []}
              onChange={field.onChange}
              error={error('predefined_amounts')}
            />
          )}
        />
      ) : (
        <div className="grid gap-4 sm:grid-cols-2">
          <InputField
            id="offer-range-min"
            label={t('offerManager.editor.rangeMin', { currency })}
            inputMode="decimal"
            autoComplete="off"
            error={error('range_min')}
            {...register('range_min')}
          />
          <InputField
            id="offer-range-max"
            label={t('offerManager.editor.rangeMax', { currency })}
            inputMode="decimal"
            autoComplete="off"
            error={error('range_max')}
            {...register('range_max')}
          />
        </div>
      )}
      <InputField
        id="offer-new-buyer-max"
        label={t('offerManager.editor.newBuyerMax', { currency })}
        hint={t('offerManager.editor.newBuyerMaxHint')}
        inputMode="decimal"
        autoComplete="off"
        error={error('new_buyer_max_amount')}
        {...register('new_buyer_max_amount')}
      />
    </div>
  );
}
