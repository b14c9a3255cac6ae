import {
  CRYPTO_CURRENCIES,
  TRADE_HISTORY_STATUS_FILTERS,
  TRADE_HISTORY_TYPE_FILTERS,
  type TradeHistoryStatusFilter,
  type TradeHistoryTypeFilter,
} from '@p2p/shared';
import { useTranslation } from '@/lib/use-translation';
import { SelectField } from '@/components/ui/select-field';
import { useLocale } from '@/hooks/use-locale';
import { usePaymentMethods } from '@/lib/payment-methods';

/** The export's narrowing filters as the form holds them: '' and 'all' mean no filter. */
export interface ExportFilterValues {
  crypto_currency_code: string;
  offer_type: TradeHistoryTypeFilter;
  payment_method_id: string;
  status: TradeHistoryStatusFilter;
}

export const NO_EXPORT_FILTERS: ExportFilterValues = {
  crypto_currency_code: '',
  offer_type: 'all',
  payment_method_id: '',
  status: 'all',
};

export type ExportFilterErrors = Partial<Record<keyof ExportFilterValues, string>>;

/** What the request carries of the filters: only the ones chosen (status always, 'all' by default). */
export function exportFiltersBody(values: ExportFilterValues) {
  return {
    ...(values.crypto_currency_code ? { crypto_currency_code: values.crypto_currency_code } : {}),
    ...(values.offer_type === 'all' ? {} : { offer_type: values.offer_type }),
    ...(values.payment_method_id ? { payment_method_id: Number(values.payment_method_id) } : {}),
    status: values.status,
  };
}

/**
 * Coin, side, payment method and status of the export (the spec's filter fields); the same status
 * and side choices as the history list above it.
 */
export function ExportFilterFields({
  values,
  errors,
  onChange,
}: {
  values: ExportFilterValues;
  errors: ExportFilterErrors;
  onChange: (values: ExportFilterValues) => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const methods = usePaymentMethods(locale);
  const sortedMethods = [...(methods.data ?? [])].sort((a, b) => a.name.localeCompare(b.name, locale));
  const set = <K extends keyof ExportFilterValues>(key: K, value: ExportFilterValues[K]) =>
    onChange({ ...values, [key]: value });

  return (
    <div className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 lg:grid-cols-4">
      <SelectField
        id="export-coin"
        label={t('exports.form.coin')}
        value={values.crypto_currency_code}
        error={errors.crypto_currency_code}
        onChange={(event) => set('crypto_currency_code', event.target.value)}
      >
        <option value="">{t('exports.form.allCoins')}</option>
        {CRYPTO_CURRENCIES.map((coin) => (
          <option key={coin.code} value={coin.code}>
            {coin.code} — {coin.name}
          </option>
        ))}
      </SelectField>
      <SelectField
        id="export-side"
        label={t('tradeLists.history.type')}
        value={values.offer_type}
        error={errors.offer_type}
        onChange={(event) => set('offer_type', event.target.value as TradeHistoryTypeFilter)}
      >
        {TRADE_HISTORY_TYPE_FILTERS.map((type) => (
          <option key={type} value={type}>
            {t(`tradeLists.history.typeFilter.${type}`)}
          </option>
        ))}
      </SelectField>
      <SelectField
        id="export-payment-method"
        label={t('exports.form.paymentMethod')}
        value={values.payment_method_id}
        error={errors.payment_method_id}
        hint={methods.isError ? t('exports.form.paymentMethodsFailed') : undefined}
        onChange={(event) => set('payment_method_id', event.target.value)}
      >
        <option value="">{t('exports.form.allPaymentMethods')}</option>
        {sortedMethods.map((method) => (
          <option key={method.id} value={String(method.id)}>
            {method.name}
          </option>
        ))}
      </SelectField>
      <SelectField
        id="export-status"
        label={t('tradeLists.history.status')}
        value={values.status}
        error={errors.status}
        onChange={(event) => set('status', event.target.value as TradeHistoryStatusFilter)}
      >
        {TRADE_HISTORY_STATUS_FILTERS.map((status) => (
          <option key={status} value={status}>
            {t(`tradeLists.history.statusFilter.${status}`)}
          </option>
        ))}
      </SelectField>
    </div>
  );
}
