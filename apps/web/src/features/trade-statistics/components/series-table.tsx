import type { StatisticsBucket } from '@p2p/shared';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { BucketChart } from './bucket-chart';
import { bucketLabel } from './format';

export interface SeriesRow {
  start: string;
  /** The bar's height. */
  value: number;
  /** Whether the table lists the bucket (empty ones are left out of it, not of the chart). */
  listed: boolean;
  cells: ReactNode[];
}

/** A chart of one value per bucket and, under it, the table of the same figures. */
export function SeriesTable({
  caption,
  bucket,
  headers,
  rows,
  testId,
}: {
  caption: string;
  bucket: StatisticsBucket;
  headers: string[];
  rows: SeriesRow[];
  testId: string;
}) {
  const { t, i18n } = useTranslation();
  const listed = rows.filter((row) => row.listed);
  return (
    <div className="space-y-3">
      <BucketChart testId={testId} points={rows.map((row) => ({ start: row.start, value: row.value }))} />
      {listed.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('tradeStatistics.noTrades')}</p>
      ) : (
        <div className="max-h-72 overflow-auto">
          <table className="w-full text-sm">
            <caption className="py-1 text-start text-xs text-slate-600 dark:text-slate-400">
              {caption} · {t('tradeStatistics.utc')}
            </caption>
            <thead>
              <tr className="text-xs text-slate-600 dark:text-slate-400">
                {[t(`tradeStatistics.bucket.${bucket}`), ...headers].map((header, index) => (
                  <th key={header} scope="col" className={index === 0 ? 'py-1 text-start' : 'py-1 text-end'}>
                    {header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {listed.map((row) => (
                <tr key={row.start} className="border-t border-slate-100 dark:border-slate-800">
                  <th scope="row" className="py-1 text-start font-normal">
                    {bucketLabel(row.start, bucket, i18n.language)}
                  </th>
                  {row.cells.map((cell, index) => (
                    <td key={index} className="py-1 text-end font-mono tabular-nums">
                      {cell}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
