import type { ReactNode } from 'react';

export interface BarRow {
  key: string;
  label: ReactNode;
  /** What the bar's length shows; null draws no bar (a withheld figure). */
  value: number | null;
  /** The figures in words, one cell each. */
  cells: ReactNode[];
}

/**
 * A bar chart that is its own text alternative: a table whose first column carries a bar as long
 * as the row's share of the largest value, and whose cells give the figures.
 */
export function BarTable({ caption, headers, rows }: { caption: string; headers: string[]; rows: BarRow[] }) {
  const largest = Math.max(1, ...rows.map((row) => row.value ?? 0));
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="text-start text-xs text-slate-600 dark:text-slate-400">
            {headers.map((header, index) => (
              <th key={header} scope="col" className={index === 0 ? 'py-1 text-start' : 'py-1 text-end'}>
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className="border-t border-slate-100 dark:border-slate-800">
              <th scope="row" className="py-2 pe-3 text-start font-normal">
                <span className="block text-slate-900 dark:text-slate-100">{row.label}</span>
                <span className="mt-1 block h-2 rounded-full bg-slate-100 dark:bg-slate-800" aria-hidden>
                  <span
                    className="block h-2 rounded-full bg-emerald-600 dark:bg-emerald-400"
                    style={{ width: `${Math.round(((row.value ?? 0) * 100) / largest)}%` }}
                  />
                </span>
              </th>
              {row.cells.map((cell, index) => (
                <td key={index} className="py-2 text-end font-mono whitespace-nowrap tabular-nums">
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
