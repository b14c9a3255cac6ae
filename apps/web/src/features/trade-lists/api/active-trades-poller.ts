import type { QueryClient, QueryKey } from '@tanstack/react-query';

/** What the poller needs of a query: its key and how to load it. */
export interface PolledQuery<T> {
  queryKey: QueryKey;
  queryFn: () => Promise<T>;
}

/** The spec's wait between two active-trade polls (trading.md §9). */
export const ACTIVE_TRADES_POLL_WAIT_MS = 60_000;

interface Poller {
  subscribers: number;
  timer: ReturnType<typeof setTimeout> | undefined;
  inFlight: boolean;
  waitingForVisible: boolean;
  start: () => void;
  stop: () => void;
}

const pollers = new WeakMap<QueryClient, Map<string, Poller>>();

/**
 * Polls one query one request at a time (trading.md §4): the next request is sent 60 s after the
 * previous one answered, never while one is under way, and not while the page is hidden. Every
 * component showing the list subscribes; the loop runs once per query client however many do.
 * Failures are silent: the list keeps its last answer and the next poll tries again.
 *
 * Answers the unsubscribe function (an effect's cleanup).
 */
export function subscribeToPolling<T>(
  queryClient: QueryClient,
  options: PolledQuery<T>,
  waitMs = ACTIVE_TRADES_POLL_WAIT_MS,
): () => void {
  let byKey = pollers.get(queryClient);
  if (!byKey) {
    byKey = new Map();
    pollers.set(queryClient, byKey);
  }
  const id = JSON.stringify(options.queryKey);
  let poller = byKey.get(id);
  if (!poller) {
    poller = createPoller(queryClient, options, waitMs);
    byKey.set(id, poller);
  }
  const state = poller;
  state.subscribers += 1;
  if (state.subscribers === 1) state.start();
  return () => {
    state.subscribers -= 1;
    if (state.subscribers === 0) state.stop();
  };
}

function createPoller<T>(queryClient: QueryClient, options: PolledQuery<T>, waitMs: number): Poller {
  const state: Poller = {
    subscribers: 0,
    timer: undefined,
    inFlight: false,
    waitingForVisible: false,
    start: () => {
      if (!state.timer && !state.inFlight && !state.waitingForVisible) void tick();
    },
    stop: () => {
      if (state.timer) clearTimeout(state.timer);
      state.timer = undefined;
      state.waitingForVisible = false;
      document.removeEventListener('visibilitychange', onVisible);
    },
  };

  const schedule = (delay: number) => {
    if (state.subscribers === 0) return;
    state.timer = setTimeout(() => void tick(), delay);
  };

  function onVisible() {
    if (document.visibilityState === 'hidden' || !state.waitingForVisible) return;
    state.waitingForVisible = false;
    document.removeEventListener('visibilitychange', onVisible);
    void tick();
  }

  async function tick() {
    state.timer = undefined;
    if (state.subscribers === 0 || state.inFlight) return;
    if (document.visibilityState === 'hidden') {
      state.waitingForVisible = true;
      document.addEventListener('visibilitychange', onVisible);
      return;
    }
    const query = queryClient.getQueryState(options.queryKey);
    // A list answered (or failed) less than the wait ago, e.g. by the page's first load, waits out the rest.
    const last = Math.max(query?.dataUpdatedAt ?? 0, query?.errorUpdatedAt ?? 0);
    const remaining = last + waitMs - Date.now();
    if (query?.fetchStatus !== 'fetching' && remaining > 0) {
      schedule(remaining);
      return;
    }
    state.inFlight = true;
    try {
      // An answer already under way (the first load) is joined, not repeated.
      await queryClient.fetchQuery({
        queryKey: options.queryKey,
        queryFn: options.queryFn,
        staleTime: 0,
        retry: false,
      });
    } catch {
      // Silent by the spec: the next poll tries again.
    } finally {
      state.inFlight = false;
    }
    schedule(waitMs);
  }

  return state;
}
