import { OFFER_EDITABLE_FLOW_TYPES, OFFER_LIMITS } from '@p2p/shared';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from '@/lib/use-translation';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { InputField } from '@/components/ui/field';
import { RadioGroupField } from '@/components/ui/radio-group-field';
import { useTranslateOfferMessage } from '../../lib/editor-messages';
import type { EditorValues } from '../../lib/editor-values';
import { CountryListField } from './country-list-field';
import { DutyHoursField } from './duty-hours-field';
import { errorMessage } from './field-error';

/** Step 4: who may trade, when, how much in total, the bond and the flow. */
export function StepRequirements() {
  const { t } = useTranslation();
  const translate = useTranslateOfferMessage();
  const {
    register,
    control,
    setValue,
    formState: { errors },
  } = useFormContext<EditorValues>();
  const [offerCap, fiat] = useWatch({ control, name: ['offer_cap', 'fiat_currency_code'] });
  const error = (name: string) => translate(errorMessage(errors, name));
  const currency = (fiat ?? 'USD').toUpperCase();

  return (
    <div className="space-y-6">
      <fieldset className="space-y-3">
        <legend className="text-sm font-medium text-slate-800 dark:text-slate-200">
          {t('offerManager.editor.requirements')}
        </legend>
        <CheckboxField
          id="offer-verified-id"
          label={t('offerManager.editor.requireVerifiedId')}
          {...register('require_verified_id')}
        />
        <CheckboxField
          id="offer-trusted-only"
          label={t('offerManager.editor.trustedOnly')}
          {...register('trusted_only')}
        />
        <CheckboxField
          id="offer-full-name"
          label={t('offerManager.editor.requireFullName')}
          {...register('require_full_name')}
        />
      </fieldset>
      <InputField
        id="offer-min-trades"
        type="number"
        min={0}
        max={OFFER_LIMITS.requireMinTradesMax}
        label={t('offerManager.editor.requireMinTrades')}
        error={error('require_min_trades')}
        {...register('require_min_trades', { valueAsNumber: true })}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Controller
          control={control}
          name="countries_allowed"
          render={({ field }) => (
            <CountryListField
              label={t('offerManager.editor.countriesAllowed')}
              value={field.value ?? []}
              onChange={field.onChange}
              error={error('countries_allowed')}
            />
          )}
        />
        <Controller
          control={control}
          name="countries_denied"
          render={({ field }) => (
            <CountryListField
              label={t('offerManager.editor.countriesDenied')}
              value={field.value ?? []}
              onChange={field.onChange}
              error={error('countries_denied')}
            />
          )}
        />
      </div>
      <DutyHoursField />
      <InputField
        id="offer-timezone"
        label={t('offerManager.editor.timezone')}
        hint={t('offerManager.editor.timezoneHint')}
        autoComplete="off"
        error={error('timezone')}
        {...register('timezone')}
      />
      <div className="space-y-3">
        <CheckboxField
          id="offer-cap-active"
          label={t('offerManager.editor.offerCap')}
          hint={t('offerManager.editor.offerCapHint')}
          checked={Boolean(offerCap)}
          onChange={(event) =>
            setValue('offer_cap', event.target.checked ? { amount: '', active: true } : null, {
              shouldDirty: true,
            })
          }
        />
        {offerCap ? (
          <InputField
            id="offer-cap-amount"
            label={t('offerManager.editor.offerCapAmount', { currency })}
            inputMode="decimal"
            autoComplete="off"
            error={error('offer_cap')}
            {...register('offer_cap.amount')}
          />
        ) : null}
      </div>
      <CheckboxField
        id="offer-bond"
        label={t('offerManager.editor.bondRequired')}
        hint={t('offerManager.editor.bondRequiredHint')}
        {...register('bond_required')}
      />
      <RadioGroupField
        id="offer-flow-type"
        legend={t('offerManager.editor.flowType')}
        options={OFFER_EDITABLE_FLOW_TYPES.map((flow) => ({
          value: flow,
          label: t(`offerManager.editor.flowTypeOption.${flow}`),
        }))}
        error={error('flow_type')}
        {...register('flow_type')}
      />
    </div>
  );
}
