import { TRADE_EXPORT_FORMATS, type TradeExportFormat } from '@p2p/shared';
import { Download } from 'lucide-react';
import { useTranslation } from '@/lib/use-translation';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-error';
import { toast } from '@/lib/toasts';
import { useExportTradeHistory, type ExportFilters } from '../api/export-trade-history';

/** CSV, XLSX and PDF of the history as filtered (every page): each downloads the file the server makes. */
export function ExportButtons({ filters }: { filters: Omit<ExportFilters, 'format'> }) {
  const { t } = useTranslation();
  const download = useExportTradeHistory();
  const run = (format: TradeExportFormat) =>
    download.mutate(
      { ...filters, format },
      {
        onError: (error) =>
          toast.error(
            error instanceof ApiError && error.status >= 400 && error.status < 500
              ? error.message
              : t('tradeLists.history.exportFailed'),
          ),
      },
    );
  return (
    <div
      role="group"
      aria-label={t('tradeLists.history.export')}
      className="flex flex-wrap items-center gap-2"
    >
      <span className="text-sm font-medium text-slate-700 dark:text-slate-300">
        {t('tradeLists.history.export')}
      </span>
      {TRADE_EXPORT_FORMATS.map((format) => (
        <Button
          key={format}
          variant="secondary"
          size="sm"
          disabled={download.isPending}
          aria-label={t('tradeLists.history.exportAs', { format: format.toUpperCase() })}
          onClick={() => run(format)}
        >
          <Download aria-hidden className="size-4" />
          {format.toUpperCase()}
        </Button>
      ))}
    </div>
  );
}
