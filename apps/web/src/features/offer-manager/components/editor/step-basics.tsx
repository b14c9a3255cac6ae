import { CRYPTO_CURRENCIES, OFFER_TYPES } from '@p2p/shared';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from '@/lib/use-translation';
import { RadioGroupField } from '@/components/ui/radio-group-field';
import { SelectField } from '@/components/ui/select-field';
import { useReferenceNames } from '@/lib/reference-names';
import { useTranslateOfferMessage } from '../../lib/editor-messages';
import { useCurrencies } from '../../api/get-currencies';
import type { EditorValues } from '../../lib/editor-values';
import { errorMessage } from './field-error';
import { PaymentMethodPicker } from './payment-method-picker';

/** Step 1: side, coin, payment method and currency. */
export function StepBasics() {
  const { t } = useTranslation();
  const names = useReferenceNames();
  const translate = useTranslateOfferMessage();
  const currencies = useCurrencies();
  const {
    register,
    setValue,
    control,
    formState: { errors },
  } = useFormContext<EditorValues>();
  const [slug, methodId] = useWatch({ control, name: ['payment_method_slug', 'payment_method_id'] });
  const error = (name: string) => translate(errorMessage(errors, name));

  return (
    <div className="space-y-6">
      <RadioGroupField
        id="offer-type"
        legend={t('offerManager.editor.type')}
        options={OFFER_TYPES.map((type) => ({
          value: type,
          label: t(`offerManager.editor.typeOption.${type}`),
        }))}
        error={error('type')}
        {...register('type')}
      />
      <SelectField
        id="offer-coin"
        label={t('offerManager.editor.coin')}
        error={error('crypto_currency_code')}
        {...register('crypto_currency_code')}
      >
        {CRYPTO_CURRENCIES.map((coin) => (
          <option key={coin.code} value={coin.code}>
            {coin.name} ({coin.code})
          </option>
        ))}
      </SelectField>
      <PaymentMethodPicker
        value={{ slug: slug ?? undefined, id: methodId ?? undefined }}
        error={error('payment_method_slug') ?? error('payment_method_id')}
        onChange={(method) => {
          setValue('payment_method_slug', method.slug, { shouldValidate: true, shouldDirty: true });
          setValue('payment_method_id', undefined);
        }}
      />
      <SelectField
        id="offer-currency"
        label={t('offerManager.editor.currency')}
        error={error('fiat_currency_code')}
        {...register('fiat_currency_code')}
      >
        {(currencies.data ?? []).length === 0 ? <option value="USD">USD</option> : null}
        {(currencies.data ?? []).map((currency) => (
          <option key={currency.id} value={currency.code}>
            {currency.code} · {names.currency(currency.code, currency.name)}
          </option>
        ))}
      </SelectField>
    </div>
  );
}
