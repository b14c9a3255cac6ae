import {
  EXPORT_RANGE_MAX_DAYS,
  TRADE_EXPORT_FORMATS,
  exportRangeDays,
  todayInZone,
  type TradeExportFormat,
} from '@p2p/shared';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Button } from '@/components/ui/button';
import { InputField } from '@/components/ui/field';
import { SelectField } from '@/components/ui/select-field';
import { ApiError } from '@/lib/api-error';
import { getDisplayTimeZone } from '@/lib/format';
import { toast } from '@/lib/toasts';
import { useRequestTradeExport } from '../api/request-trade-export';
import {
  ExportFilterFields,
  NO_EXPORT_FILTERS,
  exportFiltersBody,
  type ExportFilterErrors,
  type ExportFilterValues,
} from './export-filter-fields';

type Errors = ExportFilterErrors & Partial<Record<'start_date' | 'end_date' | 'format' | 'form', string>>;

/** Today and the day `days` before it, in the user's zone (YYYY-MM-DD). */
function defaultRange(now = new Date()) {
  const zone = getDisplayTimeZone() ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  const end = todayInZone(now, zone);
  const start = new Date(Date.parse(`${end}T00:00:00Z`) - (EXPORT_RANGE_MAX_DAYS - 1) * 86_400_000);
  return { start: start.toISOString().slice(0, 10), end };
}

/** Asks for an export of up to 31 days: the server prepares the file and tells the user when it is ready. */
export function ExportRequestForm() {
  const { t } = useTranslation();
  const initial = defaultRange();
  const [startDate, setStartDate] = useState(initial.start);
  const [endDate, setEndDate] = useState(initial.end);
  const [format, setFormat] = useState<TradeExportFormat>('csv');
  const [filters, setFilters] = useState<ExportFilterValues>(NO_EXPORT_FILTERS);
  const [errors, setErrors] = useState<Errors>({});
  const requestExport = useRequestTradeExport();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const days = exportRangeDays(startDate, endDate);
    if (days !== null && days > EXPORT_RANGE_MAX_DAYS) {
      setErrors({ end_date: t('exports.form.tooLong', { days: EXPORT_RANGE_MAX_DAYS }) });
      return;
    }
    if (days !== null && days < 1) {
      setErrors({ end_date: t('exports.form.reversed') });
      return;
    }
    setErrors({});
    requestExport.mutate(
      { format, start_date: startDate, end_date: endDate, ...exportFiltersBody(filters) },
      {
        onSuccess: () => toast.success(t('exports.form.requested')),
        onError: (error) => {
          const details = error instanceof ApiError ? error.details : undefined;
          const first = (field: string) => details?.[field]?.[0];
          setErrors({
            start_date: first('start_date'),
            end_date: first('end_date'),
            format: first('format'),
            crypto_currency_code: first('crypto_currency_code'),
            offer_type: first('offer_type'),
            payment_method_id: first('payment_method_id'),
            status: first('status'),
            form:
              details && Object.keys(details).length > 0
                ? undefined
                : error instanceof ApiError && error.status < 500
                  ? error.message
                  : t('exports.form.failed'),
          });
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby="export-request-title" className="space-y-3">
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-[1fr_1fr_8rem] sm:items-start">
        <InputField
          id="export-start"
          type="date"
          label={t('exports.form.from')}
          value={startDate}
          max={endDate || undefined}
          required
          error={errors.start_date}
          onChange={(event) => setStartDate(event.target.value)}
        />
        <InputField
          id="export-end"
          type="date"
          label={t('exports.form.to')}
          value={endDate}
          min={startDate || undefined}
          required
          error={errors.end_date}
          onChange={(event) => setEndDate(event.target.value)}
        />
        <SelectField
          id="export-format"
          label={t('exports.form.format')}
          value={format}
          error={errors.format}
          onChange={(event) => setFormat(event.target.value as TradeExportFormat)}
        >
          {TRADE_EXPORT_FORMATS.map((item) => (
            <option key={item} value={item}>
              {item.toUpperCase()}
            </option>
          ))}
        </SelectField>
      </div>
      <ExportFilterFields values={filters} errors={errors} onChange={setFilters} />
      <p className="text-xs text-slate-600 dark:text-slate-400">
        {t('exports.form.hint', { days: EXPORT_RANGE_MAX_DAYS })}
      </p>
      <Button type="submit" className="w-full sm:w-auto" disabled={requestExport.isPending}>
        {t('exports.form.submit')}
      </Button>
      {errors.form ? (
        <p role="alert" className="text-sm text-rose-700 dark:text-rose-300">
          {errors.form}
        </p>
      ) : null}
    </form>
  );
}
