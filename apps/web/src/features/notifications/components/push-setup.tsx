import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useCurrentUser } from '@/lib/current-user';
import { getPushPublicKey } from '../api/get-push-public-key';
import { subscribePush } from '../api/subscribe-push';
import { hasOptedOut, pushAvailability, subscribeBrowser, subscriptionBody } from '../utils/push-browser';
import { setPushSetupSettled } from '../utils/push-setup-state';

/**
 * The spec's push set-up: only for a signed-in user outside a demo account whose browser already
 * permits notifications, it (re)subscribes this browser and tells the server, so a renewed or
 * expired subscription heals on the next visit. It never asks for permission by itself: asking is
 * the settings switch's job, on a click. Renders nothing.
 */
export function PushSetup() {
  const { data: user } = useCurrentUser();
  const eligible = Boolean(user) && !user?.isDemoAccount;
  const userId = user?.id;
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!eligible) return;
    // The settings switch waits while this runs (utils/push-setup-state.ts).
    if (pushAvailability() !== 'granted' || hasOptedOut()) {
      setPushSetupSettled(true);
      return;
    }
    setPushSetupSettled(false);
    let cancelled = false;
    void (async () => {
      try {
        const subscription = await subscribeBrowser(await getPushPublicKey());
        if (cancelled) return;
        await subscribePush(subscriptionBody(subscription));
        // The switch shows the subscription before it is let go.
        await queryClient.invalidateQueries({ queryKey: ['web-push'] });
      } catch (error) {
        // Push is a convenience: a push service that cannot be reached must not disturb the page.
        console.warn('push set-up failed', error);
      } finally {
        if (!cancelled) setPushSetupSettled(true);
      }
    })();
    return () => {
      cancelled = true;
      // A run that follows (another user) holds the switch again; an unmount must not leave it held.
      setPushSetupSettled(true);
    };
  }, [eligible, userId, queryClient]);

  return null;
}
