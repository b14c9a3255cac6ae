import { useEffect, useRef } from 'react';
import { api } from '../api-client';
import { createStore, useStore } from '../create-store';
import type { ChannelToken, RealtimeClient, RealtimeEvent, RealtimeStatus } from './realtime-client';
import { loadAccountShellSchemas } from '../load-shell-schemas';

export type { RealtimeEvent, RealtimeStatus } from './realtime-client';

export const CHANNEL_TOKEN_PATH = '/account/re-auth-push-subscription';

type Listener = (event: RealtimeEvent) => void;

const listeners = new Set<Listener>();
export const realtimeStatusStore = createStore<RealtimeStatus>('idle');

/** A channel token for the signed-in user; a 401 here is not a reason to leave the page. */
export async function fetchChannelToken(): Promise<ChannelToken> {
  const [data, { channelTokenSchema }] = await Promise.all([
    api.post<unknown>(CHANNEL_TOKEN_PATH, {}, { redirectOnUnauthorized: false }),
    loadAccountShellSchemas(),
  ]);
  return channelTokenSchema.parse(data);
}

let client: RealtimeClient | null = null;
let loading = false;
let users = 0;

function onOnline() {
  client?.reconnectNow();
}

/**
 * One socket per tab, shared by every component that listens. The client's code loads with the
 * first signed-in listener (a guest never opens a socket, so a first visit does not carry it); a
 * failed load leaves the status idle, where pages poll (use-poll-when-offline).
 */
function acquire(): void {
  users += 1;
  if (client || loading) return;
  loading = true;
  realtimeStatusStore.set('connecting');
  import('./realtime-client').then(
    ({ RealtimeClient }) => {
      loading = false;
      // The last listener left while the code loaded: no socket to open.
      if (users === 0) {
        realtimeStatusStore.set('idle');
        return;
      }
      client = new RealtimeClient({
        fetchToken: fetchChannelToken,
        onEvent: (event) => listeners.forEach((listener) => listener(event)),
        onStatus: (status) => realtimeStatusStore.set(status),
      });
      client.start();
      window.addEventListener('online', onOnline);
    },
    () => {
      loading = false;
      realtimeStatusStore.set('idle');
    },
  );
}

function release(): void {
  users = Math.max(0, users - 1);
  if (users > 0 || !client) return;
  client.stop();
  client = null;
  window.removeEventListener('online', onOnline);
}

/** Publishes an event to the listeners as if the socket had sent it (tests). */
export function emitRealtimeEventForTests(event: RealtimeEvent): void {
  listeners.forEach((listener) => listener(event));
}

/**
 * Keeps this tab's socket open for the signed-in user `userId` (null for a guest). A different user
 * (log out and in as someone else without a reload) closes the old socket and opens a new one, so
 * no event of the previous account reaches the page, and the resume point starts afresh.
 */
export function useRealtimeConnection(userId: number | null): void {
  useEffect(() => {
    if (userId === null) return;
    acquire();
    return release;
  }, [userId]);
}

/** Calls `listener` for every event the socket delivers while the component is mounted. */
export function useRealtimeEvent(listener: Listener): void {
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  });
  useEffect(() => {
    const forward: Listener = (event) => latest.current(event);
    listeners.add(forward);
    return () => {
      listeners.delete(forward);
    };
  }, []);
}

export function useRealtimeStatus(): RealtimeStatus {
  return useStore(realtimeStatusStore);
}
