import { randomUUID } from 'node:crypto';

/**
 * Answers a client retries through the balancer: the node died or was taken out (502, 504), or its
 * database is away (503). A 500 is a bug and is not retried.
 */
const RETRIED_STATUSES = new Set([502, 503, 504]);
const MAX_ATTEMPTS = 160;
const RETRY_DELAY_MS = 250;

export interface Answer<T = unknown> {
  status: number;
  body: T;
  /** How many attempts it took (1 when the first answered). */
  attempts: number;
}

/**
 * A user's HTTP client through the balancer: cookies, the CSRF token, and retries of requests that got
 * no answer or a 502/503/504. A POST that may have reached a dying node is only retried when it is
 * safe: with its Idempotency-Key (the server replays the first answer), or when the caller says the
 * action is idempotent (trade transitions), or after `alreadyDone` says it did not happen.
 */
export class BalancedClient {
  private readonly cookies = new Map<string, string>();
  private csrfToken: string | undefined;
  userId = 0;
  username = '';

  /** The balancer, or one node when a test talks to it directly. */
  constructor(public baseUrl: string) {}

  private remember(response: Response): void {
    for (const header of response.headers.getSetCookie()) {
      const [pair] = header.split(';');
      const separator = pair!.indexOf('=');
      const name = pair!.slice(0, separator).trim();
      const value = pair!.slice(separator + 1).trim();
      if (value === '' || /max-age=0/i.test(header)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  private async once(method: string, path: string, body: unknown, headers: Record<string, string>) {
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
        ...(method === 'GET' || !this.csrfToken ? {} : { 'x-csrf-token': this.csrfToken }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
    });
    this.remember(response);
    const text = await response.text();
    return { status: response.status, body: text ? (JSON.parse(text) as unknown) : undefined };
  }

  /**
   * Sends until an answer that is not a balancer failure. `retry` decides whether a write is resent
   * after a failure: 'always' (idempotent or keyed), or a check that answers true when the first
   * attempt already took effect (then the request is not resent).
   */
  async request<T = unknown>(
    method: 'GET' | 'POST',
    path: string,
    options: {
      body?: unknown;
      headers?: Record<string, string>;
      alreadyDone?: () => Promise<boolean>;
    } = {},
  ): Promise<Answer<T>> {
    if (method === 'POST' && !this.csrfToken) await this.fetchCsrf();
    for (let attempt = 1; ; attempt += 1) {
      try {
        const answer = await this.once(method, path, options.body, options.headers ?? {});
        if (!RETRIED_STATUSES.has(answer.status))
          return { ...answer, body: answer.body as T, attempts: attempt };
      } catch {
        // No answer: the connection broke (the node died) or timed out.
      }
      if (attempt >= MAX_ATTEMPTS) throw new Error(`${method} ${path}: no answer after ${attempt} attempts`);
      await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS));
      if (options.alreadyDone && (await options.alreadyDone())) {
        return { status: 200, body: undefined as T, attempts: attempt };
      }
    }
  }

  async fetchCsrf(): Promise<void> {
    const answer = await this.request<{ data: { csrfToken: string } }>('GET', '/rest/v1/auth/csrf');
    this.csrfToken = answer.body.data.csrfToken;
  }

  /** Registers a new account (signed in afterwards). */
  async register(): Promise<void> {
    const tag = randomUUID().replaceAll('-', '').slice(0, 12);
    const answer = await this.request<{ data: { id: number; username: string } }>(
      'POST',
      '/rest/v1/auth/register',
      {
        body: { username: `t_${tag}`, email: `${tag}@topology.test`, password: 'Correct-horse-9' },
      },
    );
    if (answer.status !== 201)
      throw new Error(`registration failed: ${answer.status} ${JSON.stringify(answer.body)}`);
    this.userId = answer.body.data.id;
    this.username = answer.body.data.username;
    // A new session: the CSRF token belongs to the session's secret cookie.
    await this.fetchCsrf();
  }

  /** A channel token for /ws. */
  async channelToken(): Promise<string> {
    const answer = await this.request<{ data: { token: string } }>(
      'POST',
      '/account/re-auth-push-subscription',
      {
        body: {},
      },
    );
    if (answer.status !== 200) throw new Error(`channel token: ${answer.status}`);
    return answer.body.data.token;
  }
}

export function expectStatus(answer: Answer, status: number, what: string): void {
  if (answer.status !== status) {
    throw new Error(
      `${what}: ${answer.status} ${JSON.stringify(answer.body)} (after ${answer.attempts} attempts)`,
    );
  }
}
