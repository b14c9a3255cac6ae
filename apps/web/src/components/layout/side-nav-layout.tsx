import clsx from 'clsx';
import type { LucideIcon } from 'lucide-react';
import { useLayoutEffect, useRef } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router';
import { useLocalizePath } from '@/hooks/use-locale';

export interface SideNavItem {
  key: string;
  to: string;
  label: string;
  icon: LucideIcon;
}

/**
 * Scrolls `scroller` sideways so `item` sits in its middle; only the scroller moves, never the window,
 * and only when the row overflows (a phone), so the side column of wide screens stays still.
 */
export function centreInScroller(scroller: HTMLElement, item: HTMLElement): void {
  if (scroller.scrollWidth <= scroller.clientWidth || typeof scroller.scrollTo !== 'function') return;
  const box = scroller.getBoundingClientRect();
  const target = item.getBoundingClientRect();
  const left = scroller.scrollLeft + (target.left - box.left) - (scroller.clientWidth - target.width) / 2;
  // Right to left, scrollLeft runs from 0 (the start, on the right) down to negative values.
  const rtl = getComputedStyle(scroller).direction === 'rtl';
  scroller.scrollTo({ left: rtl ? Math.min(0, left) : Math.max(0, left) });
}

/**
 * A page area with its own navigation: a side column on wide screens, a scrolling row on phones,
 * where the current page's item is scrolled into the middle of the row on arrival and on every
 * navigation. The account and staff areas share it.
 */
export function SideNavLayout({
  label,
  heading,
  items,
}: {
  label: string;
  heading?: string;
  items: SideNavItem[];
}) {
  const localize = useLocalizePath();
  const { pathname } = useLocation();
  const scroller = useRef<HTMLUListElement>(null);
  useLayoutEffect(() => {
    const row = scroller.current;
    const active = row?.querySelector<HTMLElement>('a[aria-current="page"]');
    if (row && active) centreInScroller(row, active);
  }, [pathname]);
  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6 px-4 py-8 sm:px-6 lg:grid-cols-[14rem_1fr] lg:py-10">
      <nav aria-label={label} className="min-w-0">
        {heading ? (
          <p className="mb-2 hidden px-3 text-xs font-semibold tracking-wide text-slate-500 uppercase lg:block dark:text-slate-400">
            {heading}
          </p>
        ) : null}
        <ul
          ref={scroller}
          className="-mx-4 flex gap-1 overflow-x-auto px-4 pb-1 lg:mx-0 lg:flex-col lg:overflow-visible lg:px-0"
        >
          {items.map(({ key, to, label: itemLabel, icon: Icon }) => (
            <li key={key} className="shrink-0">
              <NavLink
                to={localize(to)}
                className={({ isActive }) =>
                  clsx(
                    'flex items-center gap-2 rounded-lg px-3 py-2 text-sm font-medium whitespace-nowrap transition-colors',
                    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600',
                    isActive
                      ? 'bg-emerald-50 text-emerald-800 dark:bg-emerald-950/60 dark:text-emerald-200'
                      : 'text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800',
                  )
                }
              >
                <Icon aria-hidden className="size-4" />
                {itemLabel}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="min-w-0">
        <Outlet />
      </div>
    </div>
  );
}
