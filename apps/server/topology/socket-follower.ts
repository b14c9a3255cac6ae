import WebSocket from 'ws';
import type { BalancedClient } from './balanced-client.js';

export interface SeenEvent {
  id: number;
  type: string;
  tradeHash?: string | null;
  payload?: Record<string, unknown>;
}

/**
 * A user's socket through the balancer, as the web app keeps it: it remembers the last event id it
 * saw, and when the socket drops (its node died, nginx reloaded) it fetches a new token and reconnects
 * with `after=<last id>`, so the server resends what it missed. Events are kept by id (duplicates from
 * a resync are expected and folded).
 */
export class SocketFollower {
  readonly events = new Map<number, SeenEvent>();
  /** How many times the socket opened (1 + reconnects). */
  opened = 0;
  private lastEventId: number | undefined;
  private socket: WebSocket | undefined;
  private stopped = false;
  private waiters: (() => void)[] = [];

  constructor(private readonly client: BalancedClient) {}

  /** Opens the first socket and waits for `realtime.ready`. */
  async start(): Promise<void> {
    await this.connect();
  }

  private async connect(): Promise<void> {
    const token = await this.client.channelToken();
    const base = this.client.baseUrl.replace(/^http/, 'ws');
    const after = this.lastEventId === undefined ? '' : `&after=${this.lastEventId}`;
    const socket = new WebSocket(`${base}/ws?token=${encodeURIComponent(token)}${after}`);
    this.socket = socket;
    await new Promise<void>((resolve, reject) => {
      let ready = false;
      socket.on('message', (data: Buffer) => {
        const message = JSON.parse(data.toString('utf8')) as SeenEvent & { lastEventId?: number };
        if (message.type === 'realtime.ready') {
          if (message.lastEventId !== undefined && message.lastEventId !== null) {
            this.lastEventId = Math.max(this.lastEventId ?? 0, message.lastEventId);
          }
          ready = true;
          this.opened += 1;
          resolve();
        } else if (typeof message.id === 'number') {
          this.events.set(message.id, message);
          this.lastEventId = Math.max(this.lastEventId ?? 0, message.id);
        }
        this.wake();
      });
      socket.on('error', () => undefined);
      socket.on('close', () => {
        if (!ready) reject(new Error('the socket closed before it was ready'));
        if (this.stopped) return;
        setTimeout(() => void this.reconnect(), 250);
      });
    });
  }

  private async reconnect(): Promise<void> {
    for (let attempt = 0; !this.stopped; attempt += 1) {
      try {
        await this.connect();
        return;
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    }
  }

  private wake(): void {
    const waiters = this.waiters;
    this.waiters = [];
    for (const wake of waiters) wake();
  }

  /** Waits until `check` holds over the events seen (fails after `timeoutMs`). */
  async waitFor(what: string, check: (events: SeenEvent[]) => boolean, timeoutMs = 60_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!check([...this.events.values()])) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`socket of user ${this.client.userId}: timed out waiting for ${what}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.min(left, 500));
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  stop(): void {
    this.stopped = true;
    this.socket?.close();
  }
}
