import { vi } from 'vitest';

export interface RecordedRequest {
  method: string;
  url: string;
  headers: Headers;
  body: unknown;
}

export type MockAnswer = { status?: number; body?: unknown };
/** A handler may answer later (a promise), e.g. to let the page render between two requests. */
type Handler = (request: RecordedRequest) => MockAnswer | undefined | Promise<MockAnswer | undefined>;

export const jsonResponse = ({ status = 200, body }: MockAnswer) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

export const apiError = (
  status: number,
  code: string,
  message: string,
  details?: Record<string, string[]>,
) => ({
  status,
  body: { error: { code, message, ...(details ? { details } : {}) } },
});

/**
 * Replaces global fetch; `routes` maps "METHOD /path" to an answer (or a function of the request).
 * Unmatched requests answer 404 so a test notices calls it did not expect.
 */
export function mockFetch(routes: Record<string, MockAnswer | MockAnswer[] | Handler>) {
  const requests: RecordedRequest[] = [];
  const queues = new Map<string, MockAnswer[]>();
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const method = (init.method ?? 'GET').toUpperCase();
    const request: RecordedRequest = {
      method,
      url,
      headers: new Headers(init.headers),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    requests.push(request);
    const key = `${method} ${url.split('?')[0]}`;
    const route = routes[key];
    let answer: MockAnswer | undefined;
    if (typeof route === 'function') answer = await route(request);
    else if (Array.isArray(route)) {
      const queue = queues.get(key) ?? [...route];
      queues.set(key, queue);
      answer = queue.length > 1 ? queue.shift() : queue[0];
    } else answer = route;
    return jsonResponse(
      answer ?? { status: 404, body: { error: { code: 'ERROR_NOT_FOUND', message: key } } },
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    fetchMock,
    requests,
    requestsTo: (key: string) => requests.filter((r) => `${r.method} ${r.url.split('?')[0]}` === key),
  };
}

export const CSRF_ROUTE = {
  'GET /rest/v1/auth/csrf': { body: { data: { csrfToken: 'csrf-from-endpoint' } } },
};
