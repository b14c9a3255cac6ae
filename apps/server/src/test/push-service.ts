import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  hkdfSync,
  randomBytes,
  verify,
  type ECDH,
} from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A browser's side of a push subscription: its key pair and auth secret, so tests can decrypt. */
export interface TestBrowser {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  ecdh: ECDH;
  authSecret: Buffer;
}

export interface ReceivedPush {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  /** When it arrived (Date.now()), for the fan-out benchmark. */
  at: number;
}

/**
 * A local push service (what FCM or Mozilla's autopush are to a real browser): it records each
 * message and answers with the status set for its path (201 by default, like the real ones).
 */
export class TestPushService {
  readonly received: ReceivedPush[] = [];
  private readonly statuses = new Map<string, number>();
  private readonly retryAfters = new Map<string, string>();
  private server!: Server;
  origin = '';

  private port = 0;

  /** Listens on `port` (0: any free one). */
  async start(port = 0): Promise<this> {
    if (port) this.port = port;
    this.server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const path = request.url ?? '/';
        this.received.push({ path, headers: request.headers, body: Buffer.concat(chunks), at: Date.now() });
        const status = this.statuses.get(path) ?? 201;
        const retryAfter = this.retryAfters.get(path) ?? (status === 429 ? '7' : undefined);
        if (retryAfter !== undefined) response.setHeader('retry-after', retryAfter);
        response.writeHead(status).end(status >= 400 ? 'push service says no' : '');
      });
    });
    await new Promise<void>((resolve) => this.server.listen(this.port, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
    this.origin = `http://127.0.0.1:${this.port}`;
    return this;
  }

  /** Listens again on the same port after `stop()` (the service was down for a while). */
  async restart(): Promise<this> {
    return this.start();
  }

  /**
   * Answers this status to pushes for the browser from now on (410: the browser unsubscribed), with a
   * `Retry-After` header when given (429 says 7 seconds unless told otherwise).
   */
  answer(browser: TestBrowser, status: number, retryAfter?: string): void {
    const path = new URL(browser.endpoint).pathname;
    this.statuses.set(path, status);
    if (retryAfter === undefined) this.retryAfters.delete(path);
    else this.retryAfters.set(path, retryAfter);
  }

  /** A new browser subscribed at this push service. */
  browser(): TestBrowser {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const authSecret = randomBytes(16);
    return {
      endpoint: `${this.origin}/push/${randomBytes(12).toString('hex')}`,
      keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: authSecret.toString('base64url') },
      ecdh,
      authSecret,
    };
  }

  receivedBy(browser: TestBrowser): ReceivedPush[] {
    const path = new URL(browser.endpoint).pathname;
    return this.received.filter((push) => push.path === path);
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

/** Decrypts an aes128gcm Web Push body (RFC 8291) as the browser would; throws if it is not one. */
export function decryptPush(browser: TestBrowser, body: Buffer): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const serverPublicKey = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const sharedSecret = browser.ecdh.computeSecret(serverPublicKey);
  const keyInfo = Buffer.concat([
    Buffer.from('WebPush: info\0'),
    browser.ecdh.getPublicKey(),
    serverPublicKey,
  ]);
  const ikm = Buffer.from(hkdfSync('sha256', sharedSecret, browser.authSecret, keyInfo, 32));
  const key = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', key, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([
    decipher.update(ciphertext.subarray(0, ciphertext.length - 16)),
    decipher.final(),
  ]);
  // The last record ends with the delimiter 0x02 followed by optional zero padding.
  const end = padded.lastIndexOf(2);
  return padded.subarray(0, end).toString('utf8');
}

/**
 * Checks the VAPID Authorization header (RFC 8292): an ES256 JWT for the push service's origin,
 * signed by the key it names. Returns the JWT's claims and the key.
 */
export function verifyVapid(header: string | string[] | undefined): {
  claims: { aud: string; exp: number; sub: string };
  publicKey: string;
} {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(String(header));
  if (!match) throw new Error(`not a VAPID authorization header: ${String(header)}`);
  const [, token, publicKey] = match as unknown as [string, string, string];
  const [head, payload, signature] = token.split('.') as [string, string, string];
  const raw = Buffer.from(publicKey, 'base64url');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: raw.subarray(1, 33).toString('base64url'),
      y: raw.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const valid = verify(
    'sha256',
    Buffer.from(`${head}.${payload}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!valid) throw new Error('VAPID signature does not verify');
  return { claims: JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')), publicKey };
}
