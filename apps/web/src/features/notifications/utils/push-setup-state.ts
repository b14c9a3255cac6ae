import { useSyncExternalStore } from 'react';

// Whether the page's automatic push set-up (components/push-setup.tsx) has settled for the signed-in
// user: it ran (subscribed, or failed quietly) or found nothing to do. Until then, in a browser that
// permits notifications, the settings switch's "off" is about to change by itself (the set-up loads
// with the signed-in overlays, after the page), so the switch waits for it: a click on that "off"
// would otherwise land on the "on" it turned into and switch push off.

let settled = false;
const listeners = new Set<() => void>();

export function setPushSetupSettled(value: boolean): void {
  if (settled === value) return;
  settled = value;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function usePushSetupSettled(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => settled,
    () => settled,
  );
}
