import { useTranslation } from '@/lib/use-translation';
import { ExportReportList } from './export-report-list';
import { ExportRequestForm } from './export-request-form';

/** The trade history page's exports by date: ask for one, follow it, download it. */
export function TradeExportsSection() {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="export-request-title"
      className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6 dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="space-y-1">
        <h2 id="export-request-title" className="text-lg font-semibold text-slate-900 dark:text-slate-100">
          {t('exports.title')}
        </h2>
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('exports.description')}</p>
      </div>
      <ExportRequestForm />
      <h3 className="text-sm font-semibold text-slate-900 dark:text-slate-100">
        {t('exports.list.caption')}
      </h3>
      <ExportReportList />
    </section>
  );
}
