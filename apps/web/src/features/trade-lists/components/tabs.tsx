import clsx from 'clsx';
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

/**
 * Tabs over one panel (WAI-ARIA tabs pattern, automatic activation): arrow keys move between them.
 * The parent keeps the active tab (in the address, so it can be linked to).
 */
export function Tabs<T extends string>({
  label,
  tabs,
  active,
  onSelect,
  children,
}: {
  label: string;
  tabs: readonly { key: T; label: ReactNode }[];
  active: T;
  onSelect: (key: T) => void;
  children: ReactNode;
}) {
  const id = useId();
  const refs = useRef(new Map<T, HTMLButtonElement>());
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    const index = tabs.findIndex((tab) => tab.key === active);
    const step = event.key === 'ArrowRight' ? 1 : tabs.length - 1;
    const next = tabs[(index + step) % tabs.length]!.key;
    onSelect(next);
    refs.current.get(next)?.focus();
  };
  return (
    <div className="space-y-4">
      <div
        role="tablist"
        aria-label={label}
        className="flex gap-1 border-b border-slate-200 dark:border-slate-800"
        onKeyDown={onKeyDown}
      >
        {tabs.map((tab) => (
          <button
            key={tab.key}
            ref={(element) => {
              if (element) refs.current.set(tab.key, element);
              else refs.current.delete(tab.key);
            }}
            type="button"
            role="tab"
            id={`${id}-${tab.key}-tab`}
            aria-selected={active === tab.key}
            aria-controls={`${id}-panel`}
            tabIndex={active === tab.key ? 0 : -1}
            onClick={() => onSelect(tab.key)}
            className={clsx(
              '-mb-px inline-flex items-center gap-2 border-b-2 px-4 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-emerald-600',
              active === tab.key
                ? 'border-emerald-600 text-emerald-800 dark:border-emerald-400 dark:text-emerald-200'
                : 'border-transparent text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-white',
            )}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${active}-tab`}>
        {children}
      </div>
    </div>
  );
}
