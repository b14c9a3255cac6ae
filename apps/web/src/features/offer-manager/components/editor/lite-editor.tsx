import type { OfferInput, OfferSaved } from '@p2p/shared';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/use-translation';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/field';
import { LocalizedLink } from '@/components/ui/link';
import { paths } from '@/config/paths';
import { applyServerErrors } from '@/lib/form-errors';
import { useUpdateOffer } from '../../api/update-offer';
import { EDITOR_FIELDS, type EditorValues } from '../../lib/editor-values';
import { editorResolver } from './offer-editor';
import { StepPricing } from './step-pricing';

/** The lite editor: only the price and the limits; everything else is saved as it was. */
export function LiteEditor({
  hash,
  initialValues,
  onSaved,
}: {
  hash: string;
  initialValues: EditorValues;
  onSaved: (saved: OfferSaved) => void;
}) {
  const { t } = useTranslation();
  const updateOffer = useUpdateOffer();
  const form = useForm<EditorValues, unknown, OfferInput>({
    resolver: editorResolver,
    defaultValues: initialValues,
    mode: 'onTouched',
  });
  const submit = form.handleSubmit(async (input) => {
    try {
      onSaved(await updateOffer.mutateAsync({ hash, input }));
    } catch (error) {
      applyServerErrors(error, form.setError, EDITOR_FIELDS);
    }
  });
  // Fields of other steps that fail (an old offer saved under looser rules) are named here.
  const otherErrors = Object.entries(form.formState.errors)
    .filter(
      ([name]) =>
        ![
          'margin',
          'fixed_price',
          'price_type',
          'amount_type',
          'range_min',
          'range_max',
          'predefined_amounts',
          'new_buyer_max_amount',
          'root',
        ].includes(name),
    )
    .map(([name]) => name);

  return (
    <FormProvider {...form}>
      <form
        noValidate
        onSubmit={(event) => void submit(event)}
        aria-label={t('offerManager.lite.formLabel')}
        className="space-y-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900"
      >
        <StepPricing />
        <FormError error={form.formState.errors.root?.server} />
        {otherErrors.length > 0 ? (
          <FormError
            error={{ message: t('offerManager.lite.otherErrors', { fields: otherErrors.join(', ') }) }}
          />
        ) : null}
        <div className="flex flex-wrap items-center justify-between gap-3">
          <LocalizedLink
            to={paths.offerManager.edit(hash)}
            className="text-sm font-medium text-emerald-800 underline underline-offset-4 dark:text-emerald-300"
          >
            {t('offerManager.lite.fullEditor')}
          </LocalizedLink>
          <Button type="submit" disabled={updateOffer.isPending}>
            {updateOffer.isPending ? t('common.saving') : t('offerManager.editor.save')}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
