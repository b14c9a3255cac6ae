import { useSyncExternalStore } from 'react';
import { NARROW_SCREEN_QUERY } from '../utils/messenger-location';

function subscribe(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const query = window.matchMedia(NARROW_SCREEN_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** Whether the screen is phone-narrow (the messenger is then a page, not a panel). */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => typeof window.matchMedia === 'function' && window.matchMedia(NARROW_SCREEN_QUERY).matches,
    () => false,
  );
}
