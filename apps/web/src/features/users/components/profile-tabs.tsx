import clsx from 'clsx';
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { useSearchParams } from 'react-router';

const TABS = ['profile', 'offers'] as const;
type Tab = (typeof TABS)[number];

/** The public profile's tabs; `?tab=offers` opens the offers tab, so it can be linked to. */
export function ProfileTabs({ profile, offers }: { profile: ReactNode; offers: ReactNode }) {
  const { t } = useTranslation();
  const id = useId();
  const [params, setParams] = useSearchParams();
  const active: Tab = params.get('tab') === 'offers' ? 'offers' : 'profile';
  const refs = useRef<Record<Tab, HTMLButtonElement | null>>({ profile: null, offers: null });

  const select = (tab: Tab) => {
    const next = new URLSearchParams(params);
    if (tab === 'profile') next.delete('tab');
    else next.set('tab', tab);
    setParams(next, { replace: true });
  };
  // Arrow keys move between tabs (WAI-ARIA tabs pattern, automatic activation).
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    const next = TABS[(TABS.indexOf(active) + 1) % TABS.length]!;
    select(next);
    refs.current[next]?.focus();
  };
  const labels: Record<Tab, string> = {
    profile: t('marketplace.profileOffers.profileTab'),
    offers: t('marketplace.profileOffers.tab'),
  };

  return (
    <div className="space-y-6">
      <div
        role="tablist"
        aria-label={t('marketplace.profileOffers.tabs')}
        className="flex gap-1 border-b border-slate-200 dark:border-slate-800"
        onKeyDown={onKeyDown}
      >
        {TABS.map((tab) => (
          <button
            key={tab}
            ref={(element) => {
              refs.current[tab] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-${tab}-tab`}
            aria-selected={active === tab}
            aria-controls={`${id}-${tab}-panel`}
            tabIndex={active === tab ? 0 : -1}
            onClick={() => select(tab)}
            className={clsx(
              '-mb-px border-b-2 px-4 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-emerald-600',
              active === tab
                ? 'border-emerald-600 text-emerald-800 dark:border-emerald-400 dark:text-emerald-200'
                : 'border-transparent text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-white',
            )}
          >
            {labels[tab]}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-${active}-panel`} aria-labelledby={`${id}-${active}-tab`}>
        {active === 'profile' ? profile : offers}
      </div>
    </div>
  );
}
