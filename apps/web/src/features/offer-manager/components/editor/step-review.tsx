import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormError } from '@/components/ui/field';
import { useLocale } from '@/hooks/use-locale';
import { usePaymentMethods } from '../../api/get-payment-methods';
import type { EditorValues } from '../../lib/editor-values';
import { PricePreviewBox } from './price-preview-box';

/** Step 5: the offer in short before it is published. */
export function StepReview() {
  const { t } = useTranslation();
  const {
    getValues,
    formState: { errors },
  } = useFormContext<EditorValues>();
  const methods = usePaymentMethods(useLocale());
  const values = getValues();
  const method = methods.data?.find(
    (item) => item.slug === values.payment_method_slug || item.id === values.payment_method_id,
  );
  const currency = (values.fiat_currency_code ?? '').toUpperCase();
  const limits =
    values.amount_type === 'predefined'
      ? (values.predefined_amounts ?? []).join(', ')
      : `${values.range_min ?? ''} – ${values.range_max ?? ''}`;
  const rows: [string, string][] = [
    [t('offerManager.editor.type'), t(`offerManager.editor.typeOption.${values.type ?? 'sell'}`)],
    [t('offerManager.editor.coin'), values.crypto_currency_code ?? ''],
    [t('offerManager.editor.paymentMethod'), method?.name ?? values.payment_method_slug ?? ''],
    [t('offerManager.editor.currency'), currency],
    [
      t('offerManager.editor.priceType'),
      values.price_type === 'fixed'
        ? `${t('offerManager.editor.priceTypeOption.fixed')}: ${values.fixed_price ?? ''} ${currency}`
        : `${t('offerManager.editor.priceTypeOption.margin')}: ${values.margin ?? '0'} %`,
    ],
    [t('offerManager.editor.limits'), `${limits} ${currency}`],
    [t('offerManager.editor.paymentWindow'), String(values.payment_window_minutes ?? '')],
  ];
  return (
    <div className="space-y-5">
      <dl className="divide-y divide-slate-100 rounded-xl border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
        {rows.map(([label, value]) => (
          <div key={label} className="grid grid-cols-[minmax(0,12rem)_1fr] gap-3 px-4 py-2.5 text-sm">
            <dt className="text-slate-600 dark:text-slate-400">{label}</dt>
            <dd className="font-medium break-words text-slate-900 dark:text-white">{value}</dd>
          </div>
        ))}
      </dl>
      <PricePreviewBox />
      <FormError error={errors.root?.server} />
    </div>
  );
}
