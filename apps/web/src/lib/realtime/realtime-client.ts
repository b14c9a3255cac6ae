/**
 * The browser side of real time (DESIGN.md "Real time"): a short-lived channel token from
 * `POST /account/re-auth-push-subscription`, a WebSocket on `/ws` with it, a fresh token 300 s before
 * the old one expires, and reconnection with backoff that resumes after the last event id seen. The
 * socket only says that something changed; listeners re-read the truth over HTTP.
 */

/** One per-user event as the socket sends it. */
export interface RealtimeEvent {
  id: string;
  type: string;
  tradeHash: string | null;
  payload: Record<string, unknown>;
}

export interface ChannelToken {
  token: string;
  /** ISO time the token stops being accepted. */
  expiresAt: string;
  /** Where the socket lives; `/ws` on this origin when absent. */
  url?: string;
}

export type RealtimeStatus = 'idle' | 'connecting' | 'open' | 'reconnecting';

/** The small part of a WebSocket the client uses (tests pass a fake). */
export interface SocketLike {
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: unknown) => void) | null;
  onerror: ((event: unknown) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

export interface RealtimeClientOptions {
  fetchToken: () => Promise<ChannelToken>;
  onEvent: (event: RealtimeEvent) => void;
  onStatus?: (status: RealtimeStatus) => void;
  createSocket?: (url: string) => SocketLike;
  /** Where the socket's relative URL is resolved (the page's address by default). */
  baseUrl?: () => string;
  now?: () => number;
}

/** The token is renewed this long before it expires. */
export const TOKEN_REFRESH_LEAD_MS = 300_000;
/** Backoff between reconnection attempts: 1 s, 2 s, 4 s ... at most 30 s, with up to 25 % jitter. */
export const RECONNECT_BASE_MS = 1_000;
export const RECONNECT_MAX_MS = 30_000;
/** Never refresh sooner than this, even for a token that is about to expire. */
const MIN_REFRESH_DELAY_MS = 5_000;

/** The delay before reconnection attempt `attempt` (0-based). */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(RECONNECT_MAX_MS, RECONNECT_BASE_MS * 2 ** Math.min(attempt, 10));
  return Math.round(base + base * 0.25 * random());
}

/** Reads one socket message; anything that is not an event (pings, acknowledgements) is ignored. */
export function parseRealtimeEvent(data: unknown): RealtimeEvent | null {
  if (typeof data !== 'string') return null;
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  const event = (typeof record.event === 'object' && record.event !== null ? record.event : record) as Record<
    string,
    unknown
  >;
  const id = event.id;
  if ((typeof id !== 'number' && typeof id !== 'string') || typeof event.type !== 'string') return null;
  return {
    id: String(id),
    type: event.type,
    tradeHash: typeof event.tradeHash === 'string' ? event.tradeHash : null,
    payload:
      typeof event.payload === 'object' && event.payload !== null
        ? (event.payload as Record<string, unknown>)
        : {},
  };
}

/** How many recent event ids a client remembers to skip repeats (resends after a reconnect, late commits). */
export const SEEN_EVENT_IDS = 1_024;

/** Event ids are integers (as strings, they may pass 2^53); the larger of the two. */
function laterId(id: string, last: string | null): string {
  if (last === null) return id;
  try {
    return BigInt(id) > BigInt(last) ? id : last;
  } catch {
    return id;
  }
}

/** The id the server names in `{"type":"realtime.ready","lastEventId":…}`, or null for anything else. */
export function parseReadyEventId(data: unknown): string | null {
  if (typeof data !== 'string') return null;
  try {
    const value = JSON.parse(data) as Record<string, unknown> | null;
    if (typeof value !== 'object' || value === null || value.type !== 'realtime.ready') return null;
    const id = value.lastEventId;
    return typeof id === 'number' || typeof id === 'string' ? String(id) : null;
  } catch {
    return null;
  }
}

export function socketUrl(token: ChannelToken, lastEventId: string | null, base: string): string {
  const url = new URL(token.url ?? '/ws', base);
  if (url.protocol === 'http:') url.protocol = 'ws:';
  if (url.protocol === 'https:') url.protocol = 'wss:';
  url.searchParams.set('token', token.token);
  if (lastEventId !== null) url.searchParams.set('after', lastEventId);
  return url.toString();
}

export class RealtimeClient {
  private readonly options: RealtimeClientOptions;
  private socket: SocketLike | null = null;
  private running = false;
  private attempt = 0;
  /** The highest event id seen (or named by `realtime.ready`): a reconnecting socket resumes after it. */
  private lastEventId: string | null = null;
  /**
   * Ids already handed over, oldest first. Ids are not delivered in order: an event committed late
   * arrives below the highest id, and a reconnect resends such events (decision 013), so only ids
   * seen before are skipped.
   */
  private readonly seen = new Set<string>();
  private reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  private refreshTimer: ReturnType<typeof setTimeout> | undefined;
  private status: RealtimeStatus = 'idle';

  constructor(options: RealtimeClientOptions) {
    this.options = options;
  }

  get currentStatus(): RealtimeStatus {
    return this.status;
  }

  /** The last event id seen: a reconnecting socket resumes after it. */
  get lastId(): string | null {
    return this.lastEventId;
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    void this.connect();
  }

  stop(): void {
    this.running = false;
    clearTimeout(this.reconnectTimer);
    clearTimeout(this.refreshTimer);
    this.dropSocket();
    this.setStatus('idle');
  }

  /** Reconnect now (the browser came back online), resuming after the last event. */
  reconnectNow(): void {
    if (!this.running || this.status === 'open' || this.status === 'connecting') return;
    clearTimeout(this.reconnectTimer);
    this.attempt = 0;
    void this.connect();
  }

  private setStatus(status: RealtimeStatus): void {
    if (this.status === status) return;
    this.status = status;
    this.options.onStatus?.(status);
  }

  private dropSocket(): void {
    const socket = this.socket;
    this.socket = null;
    if (!socket) return;
    socket.onopen = socket.onmessage = socket.onclose = socket.onerror = null;
    try {
      socket.close(1000, 'client closing');
    } catch {
      // Closing a socket that never opened may throw; it is gone either way.
    }
  }

  private async connect(): Promise<void> {
    this.setStatus(this.attempt === 0 && this.lastEventId === null ? 'connecting' : 'reconnecting');
    let token: ChannelToken;
    try {
      token = await this.options.fetchToken();
    } catch {
      this.scheduleReconnect();
      return;
    }
    if (!this.running) return;
    this.open(token);
  }

  private open(token: ChannelToken): void {
    this.dropSocket();
    const base = this.options.baseUrl?.() ?? window.location.href;
    const create =
      this.options.createSocket ?? ((url: string) => new WebSocket(url) as unknown as SocketLike);
    const socket = create(socketUrl(token, this.lastEventId, base));
    this.socket = socket;
    socket.onopen = () => {
      this.attempt = 0;
      this.setStatus('open');
      this.scheduleRefresh(token);
    };
    socket.onmessage = (message) => {
      const event = parseRealtimeEvent(message.data);
      if (!event) {
        // A socket that saw no event yet still learns where it stands, so a reconnect misses nothing.
        const readyId = parseReadyEventId(message.data);
        if (readyId !== null) this.lastEventId = laterId(readyId, this.lastEventId);
        return;
      }
      if (this.seen.has(event.id)) return;
      this.remember(event.id);
      this.lastEventId = laterId(event.id, this.lastEventId);
      this.options.onEvent(event);
    };
    socket.onclose = () => {
      if (this.socket !== socket) return;
      this.socket = null;
      clearTimeout(this.refreshTimer);
      this.scheduleReconnect();
    };
    socket.onerror = () => {
      // A close always follows an error; reconnection happens there.
    };
  }

  private remember(id: string): void {
    this.seen.add(id);
    if (this.seen.size <= SEEN_EVENT_IDS) return;
    const oldest = this.seen.values().next().value;
    if (oldest !== undefined) this.seen.delete(oldest);
  }

  private scheduleReconnect(): void {
    if (!this.running) return;
    this.setStatus('reconnecting');
    clearTimeout(this.reconnectTimer);
    const delay = reconnectDelay(this.attempt);
    this.attempt += 1;
    this.reconnectTimer = setTimeout(() => void this.connect(), delay);
  }

  /**
   * A new token 300 s before the current one expires, handed to the open socket (`{type: 'auth'}`), so
   * the server keeps it past the old token's expiry. Should that fail, the socket is reopened with the
   * new token after the last event id, so nothing is missed either way.
   */
  private scheduleRefresh(token: ChannelToken): void {
    clearTimeout(this.refreshTimer);
    const now = this.options.now?.() ?? Date.now();
    const expiresAt = Date.parse(token.expiresAt);
    if (Number.isNaN(expiresAt)) return;
    const delay = Math.max(MIN_REFRESH_DELAY_MS, expiresAt - TOKEN_REFRESH_LEAD_MS - now);
    this.refreshTimer = setTimeout(() => void this.refresh(), delay);
  }

  private async refresh(): Promise<void> {
    if (!this.running) return;
    try {
      const token = await this.options.fetchToken();
      if (!this.running) return;
      const socket = this.socket;
      try {
        if (!socket) throw new Error('no socket');
        socket.send(JSON.stringify({ type: 'auth', token: token.token }));
        this.scheduleRefresh(token);
      } catch {
        this.open(token);
      }
    } catch {
      // The current socket lives until the server closes it; the close handler reconnects.
      this.refreshTimer = setTimeout(() => void this.refresh(), RECONNECT_MAX_MS);
    }
  }
}
