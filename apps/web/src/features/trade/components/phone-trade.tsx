import type { TradeView } from '@p2p/shared';
import clsx from 'clsx';
import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { TradeActions } from './trade-actions';
import { TradeCountdown } from './trade-countdown';
import { StepHint } from './trade-steps';

type Tab = 'chat' | 'details';
const TABS: readonly Tab[] = ['chat', 'details'];

/**
 * The trade on a phone, centred on the chat: what to do now (the countdown, one line of hint and the
 * actions) pinned on top, then two tabs, the chat (its composer at the bottom of the screen) and the
 * details (progress, payment details, feedback, the partner) one tap away. Both tabs stay mounted, so
 * the chat keeps its place and draft while the details are read.
 */
export function PhoneTrade({
  trade,
  chat,
  details,
}: {
  trade: TradeView;
  chat: ReactNode;
  details: ReactNode;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [tab, setTab] = useState<Tab>('chat');

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    event.preventDefault();
    const next = TABS[(TABS.indexOf(tab) + 1) % TABS.length]!;
    setTab(next);
    document.getElementById(`${id}-${next}-tab`)?.focus();
  };

  return (
    <>
      <section
        aria-label={t('trades.page.now')}
        className="shrink-0 space-y-2 rounded-2xl border border-slate-200 bg-white p-3 shadow-sm dark:border-slate-800 dark:bg-slate-900"
        data-testid="trade-now"
      >
        <TradeCountdown trade={trade} />
        <StepHint trade={trade} />
        <TradeActions trade={trade} />
      </section>
      <div
        role="tablist"
        aria-label={t('trades.page.sections')}
        className="grid shrink-0 grid-cols-2 rounded-xl bg-slate-100 p-1 dark:bg-slate-800"
        onKeyDown={onKeyDown}
      >
        {TABS.map((name) => (
          <button
            key={name}
            id={`${id}-${name}-tab`}
            type="button"
            role="tab"
            aria-selected={tab === name}
            aria-controls={`${id}-${name}-panel`}
            tabIndex={tab === name ? 0 : -1}
            onClick={() => setTab(name)}
            className={clsx(
              'rounded-lg px-3 py-1.5 text-sm font-medium focus-visible:ring-2 focus-visible:ring-emerald-600 focus-visible:outline-none',
              tab === name
                ? 'bg-white text-slate-900 shadow-sm dark:bg-slate-950 dark:text-white'
                : 'text-slate-600 dark:text-slate-300',
            )}
          >
            {t(`trades.page.tabs.${name}`)}
          </button>
        ))}
      </div>
      <div
        id={`${id}-chat-panel`}
        role="tabpanel"
        aria-labelledby={`${id}-chat-tab`}
        hidden={tab !== 'chat'}
        className="min-h-0 flex-1"
      >
        {chat}
      </div>
      <div
        id={`${id}-details-panel`}
        role="tabpanel"
        aria-labelledby={`${id}-details-tab`}
        hidden={tab !== 'details'}
        className="min-h-0 flex-1 space-y-4 overflow-y-auto"
        data-testid="trade-details"
      >
        {details}
      </div>
    </>
  );
}
