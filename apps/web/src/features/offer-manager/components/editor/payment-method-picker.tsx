import type { PaymentMethodShort } from '@p2p/shared';
import clsx from 'clsx';
import { Search } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { FieldError } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { SkeletonLines } from '@/components/ui/skeleton';
import { ErrorPanel } from '@/components/ui/error-panel';
import { useLocale } from '@/hooks/use-locale';
import { usePaymentMethods } from '@/lib/payment-methods';

/** How many matches the list shows at once; typing narrows it down. */
const VISIBLE_MATCHES = 40;

function matches(method: PaymentMethodShort, query: string): boolean {
  const needle = query.trim().toLowerCase();
  if (!needle) return true;
  return [method.name, method.originalName, method.slug].some((text) => text.toLowerCase().includes(needle));
}

/** The searchable list of payment methods (GET /rest/v2/payment-methods?mode=short), as radio buttons. */
export function PaymentMethodPicker({
  value,
  onChange,
  error,
}: {
  /** The chosen method's slug or id. */
  value: { slug?: string; id?: number };
  onChange: (method: PaymentMethodShort) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const methods = usePaymentMethods(locale);
  const [query, setQuery] = useState('');
  const id = useId();
  const selected = methods.data?.find((method) => method.slug === value.slug || method.id === value.id);
  const visible = useMemo(
    () => (methods.data ?? []).filter((method) => matches(method, query)).slice(0, VISIBLE_MATCHES),
    [methods.data, query],
  );

  return (
    <fieldset className="space-y-2" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="text-sm font-medium text-slate-800 dark:text-slate-200">
        {t('offerManager.editor.paymentMethod')}
      </legend>
      <p className="text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
        {selected
          ? t('offerManager.editor.paymentMethodChosen', { name: selected.name })
          : t('offerManager.editor.paymentMethodNone')}
      </p>
      <div className="relative">
        <Search aria-hidden className="pointer-events-none absolute top-3 start-3 size-4 text-slate-400" />
        <Input
          type="search"
          className="ps-9"
          aria-label={t('offerManager.editor.paymentMethodSearch')}
          placeholder={t('offerManager.editor.paymentMethodSearch')}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
      </div>
      {methods.isPending ? (
        <SkeletonLines lines={3} />
      ) : methods.isError ? (
        <ErrorPanel error={methods.error} onRetry={() => void methods.refetch()} />
      ) : visible.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {t('offerManager.editor.paymentMethodNoMatch')}
        </p>
      ) : (
        <div className="grid max-h-64 gap-1 overflow-y-auto rounded-lg border border-slate-200 p-1 sm:grid-cols-2 dark:border-slate-800">
          {visible.map((method) => {
            const checked = method.slug === selected?.slug;
            return (
              <label
                key={method.id}
                className={clsx(
                  'flex cursor-pointer items-center gap-2 rounded-md px-2 py-1.5 text-sm',
                  checked
                    ? 'bg-emerald-50 font-medium text-emerald-900 dark:bg-emerald-950/60 dark:text-emerald-100'
                    : 'text-slate-800 hover:bg-slate-50 dark:text-slate-200 dark:hover:bg-slate-800',
                )}
              >
                <input
                  type="radio"
                  name={`${id}-method`}
                  value={method.slug}
                  checked={checked}
                  onChange={() => onChange(method)}
                  className="size-4 accent-emerald-700 dark:accent-emerald-500"
                />
                {method.name}
              </label>
            );
          })}
        </div>
      )}
      {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
    </fieldset>
  );
}
