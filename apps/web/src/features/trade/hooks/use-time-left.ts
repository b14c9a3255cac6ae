import { useEffect, useState } from 'react';

/** Milliseconds until `iso`, refreshed every second while it is in the future (0 once it passed). */
export function useTimeLeft(iso: string | null, running = true): number {
  const target = iso ? Date.parse(iso) : Number.NaN;
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running || Number.isNaN(target)) return;
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= target) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [target, running]);
  return Number.isNaN(target) ? 0 : Math.max(0, target - now);
}

/**
 * A countdown as a clock reads it, with hours when there are any: 75 s → "1:15", 3 725 s → "1:02:05".
 * @example formatTimeLeft(75_000) // '1:15'
 */
export function formatTimeLeft(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}
