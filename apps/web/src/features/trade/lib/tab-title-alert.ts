/**
 * The tab title and icon that alternate to call the user back (trading.md §2): every 3000 ms the
 * title switches between the page's own and the alert text, and the icon between the site's and a
 * notification icon. Focusing the window ends it, in every tab of the site: tabs tell each other over a
 * BroadcastChannel (storage events where there is none).
 */

export const TITLE_ALERT_INTERVAL_MS = 3000;
const CHANNEL_NAME = 'p2p-tab-title-alert';
const STORAGE_KEY = 'p2p-tab-title-alert';

/** A red dot on the site's green square: the notification icon. */
export const NOTIFICATION_ICON =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="#059669"/><circle cx="24" cy="8" r="7" fill="#dc2626" stroke="#fff" stroke-width="2"/></svg>',
  );

type SyncMessage = { type: 'start'; message: string } | { type: 'stop' };

interface AlertState {
  message: string;
  timer: ReturnType<typeof setInterval>;
  showingAlert: boolean;
  pageTitle: string;
  pageIcon: string | null;
}

let state: AlertState | null = null;
let channel: BroadcastChannel | null = null;
let listening = false;

function iconLink(): HTMLLinkElement | null {
  return document.head.querySelector<HTMLLinkElement>('link[rel~="icon"]');
}

function setIcon(href: string | null): void {
  const link = iconLink();
  if (link && href !== null) link.href = href;
}

function tick(): void {
  if (!state) return;
  if (state.showingAlert) {
    document.title = state.pageTitle;
    setIcon(state.pageIcon);
  } else {
    // The page may have changed its title since the last tick (navigation): keep the newest.
    if (document.title !== state.message) state.pageTitle = document.title;
    document.title = state.message;
    setIcon(NOTIFICATION_ICON);
  }
  state.showingAlert = !state.showingAlert;
}

function broadcast(message: SyncMessage): void {
  if (channel) channel.postMessage(message);
  else {
    try {
      // The storage event fires in the other tabs only; the time makes each write a change.
      localStorage.setItem(STORAGE_KEY, JSON.stringify({ ...message, at: Date.now() }));
    } catch {
      // Storage may be unavailable (private mode): the other tabs are then left alone.
    }
  }
}

function onSyncMessage(message: SyncMessage): void {
  if (message.type === 'start') startLocally(message.message);
  else stopLocally();
}

function onStorage(event: StorageEvent): void {
  if (event.key !== STORAGE_KEY || !event.newValue) return;
  try {
    onSyncMessage(JSON.parse(event.newValue) as SyncMessage);
  } catch {
    // Not ours.
  }
}

function onFocus(): void {
  stopTitleAlert();
}

/** Subscribes this tab to the other tabs' starts and stops, and to its own window focus. */
export function listenForTitleAlerts(): () => void {
  if (listening) return () => {};
  listening = true;
  if (typeof BroadcastChannel !== 'undefined') {
    channel = new BroadcastChannel(CHANNEL_NAME);
    channel.onmessage = (event: MessageEvent<SyncMessage>) => onSyncMessage(event.data);
  } else window.addEventListener('storage', onStorage);
  window.addEventListener('focus', onFocus);
  return () => {
    listening = false;
    channel?.close();
    channel = null;
    window.removeEventListener('storage', onStorage);
    window.removeEventListener('focus', onFocus);
  };
}

function startLocally(message: string, intervalMs = TITLE_ALERT_INTERVAL_MS): void {
  if (state) {
    state.message = message;
    return;
  }
  state = {
    message,
    timer: setInterval(tick, intervalMs),
    showingAlert: false,
    pageTitle: document.title,
    pageIcon: iconLink()?.href ?? null,
  };
  tick();
}

function stopLocally(): void {
  if (!state) return;
  clearInterval(state.timer);
  if (state.showingAlert) document.title = state.pageTitle;
  setIcon(state.pageIcon);
  state = null;
}

/** Starts alternating the title with `message` here and in the site's other tabs. */
export function startTitleAlert(message: string, { intervalMs = TITLE_ALERT_INTERVAL_MS } = {}): void {
  startLocally(message, intervalMs);
  broadcast({ type: 'start', message });
}

/** Puts the page's own title and icon back, here and in the other tabs. */
export function stopTitleAlert(): void {
  const wasRunning = state !== null;
  stopLocally();
  if (wasRunning) broadcast({ type: 'stop' });
}

export function isTitleAlertRunning(): boolean {
  return state !== null;
}
