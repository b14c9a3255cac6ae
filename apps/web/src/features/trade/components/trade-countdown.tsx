import type { TradeView } from '@p2p/shared';
import clsx from 'clsx';
import { Timer } from 'lucide-react';
import { useTranslation } from '@/lib/use-translation';
import { formatTimeLeft, useTimeLeft } from '../hooks/use-time-left';
import { windowRunning } from '../lib/trade-status';

/** Minutes left below which the countdown turns amber. */
const HURRY_MS = 5 * 60_000;

/** Time left of the payment window (or of the seller's funding window) until expiresAt. */
export function TradeCountdown({ trade }: { trade: TradeView }) {
  const { t } = useTranslation();
  const running = windowRunning(trade.status);
  const paused = trade.timerPausedAt ?? null;
  const ticking = useTimeLeft(trade.expiresAt, running && !paused);
  if (!running) return null;
  // A trading halt stops the clock where it stood (decision 036); the lift gives the time back.
  const left = paused ? Math.max(0, Date.parse(trade.expiresAt) - Date.parse(paused)) : ticking;
  const label = trade.status === 'not_funded' ? t('trades.countdown.funding') : t('trades.countdown.payment');
  return (
    <div
      role="timer"
      aria-label={label}
      data-testid="trade-countdown"
      className={clsx(
        'flex items-center gap-2 rounded-xl border px-3 py-2 text-sm font-medium',
        left === 0
          ? 'border-rose-200 bg-rose-50 text-rose-900 dark:border-rose-900 dark:bg-rose-950/50 dark:text-rose-100'
          : left < HURRY_MS
            ? 'border-amber-200 bg-amber-50 text-amber-900 dark:border-amber-900 dark:bg-amber-950/50 dark:text-amber-100'
            : 'border-slate-200 bg-slate-50 text-slate-800 dark:border-slate-700 dark:bg-slate-800/60 dark:text-slate-100',
      )}
    >
      <Timer aria-hidden className="size-4 shrink-0" />
      {paused ? (
        <span>{t('platform.trade.paused', { left: formatTimeLeft(left) })}</span>
      ) : left === 0 ? (
        <span>{t('trades.countdown.ended')}</span>
      ) : (
        <span>
          {label}: <span className="font-mono tabular-nums">{formatTimeLeft(left)}</span>
        </span>
      )}
    </div>
  );
}
