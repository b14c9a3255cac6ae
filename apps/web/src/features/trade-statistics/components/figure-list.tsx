import type { ReactNode } from 'react';

/** Key figures as a definition list of tiles: two columns on phones, four on wide screens. */
export function FigureList({
  label,
  figures,
}: {
  label: string;
  figures: { key: string; term: string; value: ReactNode }[];
}) {
  return (
    // A named group: Chromium gives a <dl> no accessible name of its own.
    <div role="group" aria-label={label}>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {figures.map((figure) => (
          <div
            key={figure.key}
            className="rounded-xl border border-slate-200 bg-white p-3 dark:border-slate-800 dark:bg-slate-900"
          >
            <dt className="text-xs text-slate-600 dark:text-slate-400">{figure.term}</dt>
            <dd className="mt-1 text-lg font-semibold text-slate-900 tabular-nums dark:text-slate-50">
              {figure.value}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
