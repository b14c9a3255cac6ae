import { OFFER_LIMITS } from '@p2p/shared';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from '@/lib/use-translation';
import { FieldError, InputField } from '@/components/ui/field';
import { TextareaField } from '@/components/ui/textarea-field';
import { SkeletonLines } from '@/components/ui/skeleton';
import { useReferenceNames } from '@/lib/reference-names';
import { useTranslateOfferMessage } from '../../lib/editor-messages';
import { useTags } from '../../api/get-tags';
import type { EditorValues } from '../../lib/editor-values';
import { BankAccountsSection } from './bank-accounts-section';
import { MobileMoneySection } from './mobile-money-section';
import { errorMessage } from './field-error';

/**
 * Step 3: offer terms and trade details (2,500 characters each), tags, the payment window and, for a
 * bank transfer, the bank accounts the offer shows.
 */
export function StepTerms() {
  const { t } = useTranslation();
  const names = useReferenceNames();
  const translate = useTranslateOfferMessage();
  const tags = useTags();
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<EditorValues>();
  const [terms, details] = useWatch({ control, name: ['offer_terms', 'trade_details'] });
  const error = (name: string) => translate(errorMessage(errors, name));
  const counter = (text: string | undefined) =>
    t('offerManager.editor.counter', { count: (text ?? '').length, max: OFFER_LIMITS.textMax });

  return (
    <div className="space-y-6">
      <TextareaField
        id="offer-terms"
        label={t('offerManager.editor.offerTerms')}
        hint={t('offerManager.editor.offerTermsHint')}
        counter={counter(terms)}
        maxLength={OFFER_LIMITS.textMax}
        error={error('offer_terms')}
        {...register('offer_terms')}
      />
      <TextareaField
        id="offer-trade-details"
        label={t('offerManager.editor.tradeDetails')}
        hint={t('offerManager.editor.tradeDetailsHint')}
        counter={counter(details)}
        maxLength={OFFER_LIMITS.textMax}
        error={error('trade_details')}
        {...register('trade_details')}
      />
      <Controller
        control={control}
        name="tags"
        render={({ field }) => {
          const chosen = field.value ?? [];
          return (
            <fieldset className="space-y-2" aria-describedby={errors.tags ? 'offer-tags-error' : undefined}>
              <legend className="text-sm font-medium text-slate-800 dark:text-slate-200">
                {t('offerManager.editor.tags', { max: OFFER_LIMITS.tagsMax })}
              </legend>
              {tags.isPending ? (
                <SkeletonLines lines={2} />
              ) : (
                <div className="flex flex-wrap gap-2">
                  {(tags.data ?? []).map((tag) => {
                    const checked = chosen.includes(tag.slug);
                    const full = !checked && chosen.length >= OFFER_LIMITS.tagsMax;
                    return (
                      <label
                        key={tag.id}
                        title={tag.description}
                        className="inline-flex items-center gap-1.5 rounded-full border border-slate-300 px-3 py-1 text-sm text-slate-800 has-checked:border-emerald-600 has-checked:bg-emerald-50 has-disabled:opacity-50 dark:border-slate-700 dark:text-slate-200 dark:has-checked:bg-emerald-950/60"
                      >
                        <input
                          type="checkbox"
                          className="size-3.5 accent-emerald-700"
                          checked={checked}
                          disabled={full}
                          onChange={() =>
                            field.onChange(
                              checked ? chosen.filter((slug) => slug !== tag.slug) : [...chosen, tag.slug],
                            )
                          }
                        />
                        {names.tag(tag.slug, tag.name)}
                      </label>
                    );
                  })}
                </div>
              )}
              {error('tags') ? <FieldError id="offer-tags-error">{error('tags')!}</FieldError> : null}
            </fieldset>
          );
        }}
      />
      <InputField
        id="offer-payment-window"
        type="number"
        min={OFFER_LIMITS.paymentWindowMin}
        max={OFFER_LIMITS.paymentWindowMax}
        label={t('offerManager.editor.paymentWindow')}
        hint={t('offerManager.editor.paymentWindowHint', {
          min: OFFER_LIMITS.paymentWindowMin,
          max: OFFER_LIMITS.paymentWindowMax,
        })}
        error={error('payment_window_minutes')}
        {...register('payment_window_minutes', { valueAsNumber: true })}
      />
      <BankAccountsSection />
      <MobileMoneySection />
    </div>
  );
}
