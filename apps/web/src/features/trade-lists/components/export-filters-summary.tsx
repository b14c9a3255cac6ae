import type { TradeExportReport } from '@p2p/shared';
import { useTranslation } from '@/lib/use-translation';
import { useLocale } from '@/hooks/use-locale';
import { usePaymentMethods } from '@/lib/payment-methods';

/** The filters an export was asked with, in words: coin, side, payment method, status. */
export function ExportFiltersSummary({ filters }: { filters: TradeExportReport['filters'] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const methods = usePaymentMethods(locale);
  const methodId = filters.paymentMethodId;
  const method =
    methodId === null
      ? null
      : (methods.data?.find((item) => item.id === methodId)?.name ??
        t('exports.list.paymentMethodId', { id: methodId }));
  const parts = [
    filters.cryptoCurrencyCode,
    filters.offerType ? t(`tradeLists.history.typeFilter.${filters.offerType}`) : null,
    method,
    filters.status === 'all' ? null : t(`tradeLists.history.statusFilter.${filters.status}`),
  ].filter((part): part is string => Boolean(part));
  return (
    <span data-testid="export-filters">
      {parts.length > 0
        ? t('exports.list.filters', { filters: parts.join(' · ') })
        : t('exports.list.noFilters')}
    </span>
  );
}
