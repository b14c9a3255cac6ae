import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app.js';
import { loadConfig, type Config } from '../config.js';
import type { DatabaseHandle } from '../db/client.js';
import { SERVER_ROOT } from '../paths.js';
import { listOutbox } from '../modules/outbox/outbox.service.js';
import { createTestDatabase } from './database.js';

export interface TestContext {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: Config;
  close(): Promise<void>;
}

/** The configuration of test apps: in memory, silent, every background loop off (tests run them). */
export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: 'memory',
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: path.join(SERVER_ROOT, 'src/test/fixtures/web'),
    AUTH_RATE_LIMIT_MAX: '1000',
    // Tests run the chain watcher themselves (app.syncChains()).
    WALLET_SYNC_INTERVAL_MS: '0',
    // Tests expire trades themselves (runTradeExpiry).
    TRADE_EXPIRY_INTERVAL_MS: '0',
    // Tests answer demo trades and clean up demos themselves (runDemoAutopilot).
    DEMO_AUTOPILOT_INTERVAL_MS: '0',
    // Tests run the export worker themselves (runTradeExportWorker).
    TRADE_EXPORT_INTERVAL_MS: '0',
    // Tests dispatch and deliver notifications themselves (runNotificationDispatch, runNotificationDelivery).
    NOTIFICATION_DISPATCH_INTERVAL_MS: '0',
    NOTIFICATION_DELIVERY_INTERVAL_MS: '0',
    // Tests deliver webhooks themselves (runWebhookDelivery).
    WEBHOOK_DELIVERY_INTERVAL_MS: '0',
    // Totals counted per request, so a test sees the offer it just made (offer-search-totals tests the reuse).
    SEARCH_TOTAL_CACHE_MS: '0',
    ...env,
  });
}

/** The whole app on a fresh database, built once per test file. */
export async function createTestApp(
  env: Record<string, string> = {},
  /** Extra plugins to register before the app is sealed. */
  extend?: (app: FastifyInstance, config: Config) => Promise<void>,
): Promise<TestContext> {
  const config = testConfig(env);
  const database = await createTestDatabase();
  const app = await buildApp({ config, database, closeDatabase: false });
  if (extend) await extend(app, config);
  await app.ready();
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** A browser-like client: keeps cookies between requests and sends the CSRF header on writes. */
export class TestClient {
  private cookies = new Map<string, string>();
  private csrfToken: string | undefined;

  constructor(private readonly app: FastifyInstance) {}

  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  private remember(response: LightMyRequestResponse): void {
    for (const cookie of response.cookies) {
      const expired = cookie.expires !== undefined && new Date(cookie.expires).getTime() <= Date.now();
      if (expired || cookie.value === '') this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
  }

  private cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  async get(url: string, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
    const response = await this.app.inject({
      method: 'GET',
      url,
      headers: { cookie: this.cookieHeader(), ...headers },
    });
    this.remember(response);
    return response;
  }

  async fetchCsrf(): Promise<string> {
    const response = await this.get('/rest/v1/auth/csrf');
    this.csrfToken = (response.json() as { data: { csrfToken: string } }).data.csrfToken;
    return this.csrfToken;
  }

  async send(
    method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    body?: unknown,
    options: { csrf?: boolean; headers?: Record<string, string>; rawBody?: string | Buffer } = {},
  ): Promise<LightMyRequestResponse> {
    if (options.csrf !== false && !this.csrfToken) await this.fetchCsrf();
    const headers: Record<string, string> = { cookie: this.cookieHeader(), ...options.headers };
    if (options.csrf !== false && this.csrfToken) headers['x-csrf-token'] = this.csrfToken;
    const payload = options.rawBody ?? (body === undefined ? undefined : JSON.stringify(body));
    if (payload !== undefined) headers['content-type'] ??= 'application/json';
    const response = await this.app.inject({
      method,
      url,
      headers,
      ...(payload !== undefined ? { payload } : {}),
    });
    this.remember(response);
    return response;
  }

  post(url: string, body?: unknown, options?: Parameters<TestClient['send']>[3]) {
    return this.send('POST', url, body, options);
  }

  /** A multipart/form-data POST with one file part named `file`, as a browser's upload form sends it. */
  async upload(url: string, data: Buffer, fileName: string, contentType = 'image/png') {
    const boundary = `u${randomBytes(8).toString('hex')}`;
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n` +
          `Content-Type: ${contentType}\r\n\r\n`,
      ),
      data,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return this.post(url, undefined, {
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      rawBody: payload,
    });
  }
}

let counter = 0;

/** A unique, valid registration body. */
export function newAccount(overrides: Partial<{ username: string; email: string; password: string }> = {}) {
  counter += 1;
  // Random enough that test files running at once (one process each) never pick the same name.
  const suffix = `${counter}${randomBytes(5).toString('hex')}`;
  return {
    username: `user_${suffix}`.slice(0, 20),
    email: `user${suffix}@example.com`,
    password: 'Correct-horse-9',
    ...overrides,
  };
}

/** Registers a new account through the API and returns its signed-in client. */
export async function registerUser(app: FastifyInstance, overrides: Parameters<typeof newAccount>[0] = {}) {
  const client = new TestClient(app);
  const account = newAccount(overrides);
  const response = await client.post('/rest/v1/auth/register', account);
  if (response.statusCode !== 201) throw new Error(`registration failed: ${response.body}`);
  return { client, account, user: (response.json() as { data: { id: number; username: string } }).data };
}

/** The newest 6-digit code sent to `recipient`, read from the outbox as a user would read their mail. */
export async function latestCode(database: DatabaseHandle, recipient: string): Promise<string> {
  const [message] = await listOutbox(database.db, { recipient, limit: 1, offset: 0 });
  const code = message && /\b(\d{6})\b/.exec(message.body)?.[1];
  if (!code) throw new Error(`no code was sent to ${recipient}`);
  return code;
}
