import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import type { RealtimeServerMessage } from '@p2p/shared';
import type { TestClient } from '../../test/app.js';

/** A `/ws` client for tests: messages queue up and `next()` takes them in order. */
export class SocketTestClient {
  private readonly messages: RealtimeServerMessage[] = [];
  private waiters: (() => void)[] = [];
  closeCode: number | undefined;
  readonly closed: Promise<number>;

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (data: Buffer) => {
      this.messages.push(JSON.parse(data.toString('utf8')) as RealtimeServerMessage);
      this.wake();
    });
    this.closed = new Promise((resolve) => {
      socket.on('close', (code: number) => {
        this.closeCode = code;
        this.wake();
        resolve(code);
      });
    });
  }

  private wake(): void {
    const waiters = this.waiters;
    this.waiters = [];
    for (const wake of waiters) wake();
  }

  static open(url: string): Promise<SocketTestClient> {
    const socket = new WebSocket(url);
    const client = new SocketTestClient(socket);
    return new Promise((resolve, reject) => {
      socket.once('open', () => resolve(client));
      socket.once('error', reject);
    });
  }

  /** The next message; fails when the socket closes first. */
  async next(): Promise<RealtimeServerMessage> {
    for (;;) {
      const message = this.messages.shift();
      if (message) return message;
      if (this.closeCode !== undefined) throw new Error(`socket closed (${this.closeCode})`);
      await new Promise<void>((resolve) => this.waiters.push(resolve));
    }
  }

  /** Messages up to and including `realtime.ready`. */
  async untilReady(): Promise<RealtimeServerMessage[]> {
    const seen: RealtimeServerMessage[] = [];
    for (;;) {
      const message = await this.next();
      seen.push(message);
      if (message.type === 'realtime.ready') return seen;
    }
  }

  send(message: unknown): void {
    this.socket.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  close(): Promise<number> {
    this.socket.close();
    return this.closed;
  }
}

/** The base ws:// address of an app listening on a port. */
export function socketBase(app: FastifyInstance): string {
  const address = app.server.address();
  if (!address || typeof address !== 'object') throw new Error('the app is not listening');
  return `ws://127.0.0.1:${address.port}`;
}

/** A channel token for the client's session. */
export async function channelTokenOf(client: TestClient): Promise<string> {
  const response = await client.post('/account/re-auth-push-subscription', {});
  if (response.statusCode !== 200) throw new Error(`channel token refused: ${response.body}`);
  return (response.json() as { data: { token: string } }).data.token;
}

/** Opens `/ws` for the client's session, resuming after `after` (omitted: only new events). */
export async function openUserSocket(
  app: FastifyInstance,
  client: TestClient,
  after?: number,
): Promise<SocketTestClient> {
  const token = await channelTokenOf(client);
  const resume = after === undefined ? '' : `&after=${after}`;
  return SocketTestClient.open(`${socketBase(app)}/ws?token=${encodeURIComponent(token)}${resume}`);
}
