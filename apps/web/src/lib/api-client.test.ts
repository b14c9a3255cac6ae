import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, CSRF_ROUTE, mockFetch } from '@/testing/fetch-mock';
import { api, configureApiClient, redirectToLogin, request } from './api-client';
import { ApiError } from './api-error';
import { globalLoadingStore } from './global-loading';

const ledgerBusy = {
  status: 503,
  body: { error: { code: 'ERROR_LEDGER_ASYNC_MODE', message: 'Busy', stateMachine: {} } },
};
const ok = (data: unknown) => ({ body: { data } });

function addMetaToken(content: string) {
  const meta = document.createElement('meta');
  meta.name = 'csrf-token';
  meta.content = content;
  document.head.append(meta);
}

describe('api client', () => {
  const onUnauthorized = vi.fn();

  beforeEach(() => {
    onUnauthorized.mockReset();
    configureApiClient({ onUnauthorized });
  });

  afterEach(() => {
    configureApiClient({ onUnauthorized: redirectToLogin });
    vi.useRealTimers();
  });

  it('sends the JSON headers and cookies and unwraps data and meta', async () => {
    const { requests, fetchMock } = mockFetch({
      'GET /rest/v1/things': { body: { data: [1, 2], meta: { total: 2 } } },
    });

    const answer = await request('GET', '/rest/v1/things');

    expect(answer).toEqual({ data: [1, 2], meta: { total: 2 } });
    const [sent] = requests;
    expect(sent?.headers.get('Accept')).toBe('application/json');
    expect(sent?.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(sent?.headers.get('X-CSRF-Token')).toBeNull();
    expect(sent?.headers.get('Content-Type')).toBeNull();
    expect(fetchMock.mock.calls[0]?.[1]?.credentials).toBe('same-origin');
  });

  it('drops empty, null and undefined query parameters', async () => {
    const { requests } = mockFetch({ 'GET /rest/v1/things': ok([]) });

    await api.get('/rest/v1/things', {
      params: { page: 2, q: '', status: null, type: undefined, ok: false },
    });

    expect(requests[0]?.url).toBe('/rest/v1/things?page=2&ok=false');
  });

  it('fetches the CSRF token once when the page has none and sends it on unsafe methods', async () => {
    const { requests, requestsTo } = mockFetch({ ...CSRF_ROUTE, 'POST /rest/v1/things': ok({ id: 1 }) });

    await expect(api.post('/rest/v1/things', { name: 'a' })).resolves.toEqual({ id: 1 });
    await api.post('/rest/v1/things', { name: 'b' });

    expect(requestsTo('GET /rest/v1/auth/csrf')).toHaveLength(1);
    const posts = requestsTo('POST /rest/v1/things');
    expect(posts.map((r) => r.headers.get('X-CSRF-Token'))).toEqual([
      'csrf-from-endpoint',
      'csrf-from-endpoint',
    ]);
    expect(posts[0]?.headers.get('Content-Type')).toBe('application/json');
    expect(posts[0]?.body).toEqual({ name: 'a' });
    expect(requests.at(-1)?.method).toBe('POST');
  });

  it('uses the token of the meta tag written by the server', async () => {
    addMetaToken('token-from-page');
    const { requestsTo } = mockFetch({ ...CSRF_ROUTE, 'DELETE /rest/v1/things/1': ok(null) });

    await api.delete('/rest/v1/things/1');

    expect(requestsTo('DELETE /rest/v1/things/1')[0]?.headers.get('X-CSRF-Token')).toBe('token-from-page');
    expect(requestsTo('GET /rest/v1/auth/csrf')).toHaveLength(0);
  });

  it('treats the dev-server placeholder in the meta tag as no token', async () => {
    addMetaToken('__CSRF_TOKEN__');
    const { requestsTo } = mockFetch({ ...CSRF_ROUTE, 'PUT /rest/v1/things/1': ok(null) });

    await api.put('/rest/v1/things/1', {});

    expect(requestsTo('PUT /rest/v1/things/1')[0]?.headers.get('X-CSRF-Token')).toBe('csrf-from-endpoint');
  });

  it('refetches the token once and retries after an ERROR_CSRF answer', async () => {
    addMetaToken('stale-token');
    const { requestsTo } = mockFetch({
      ...CSRF_ROUTE,
      'POST /rest/v1/things': (r) =>
        r.headers.get('X-CSRF-Token') === 'csrf-from-endpoint'
          ? ok('done')
          : apiError(403, 'ERROR_CSRF', 'Bad token'),
    });

    await expect(api.post('/rest/v1/things', {})).resolves.toBe('done');
    expect(requestsTo('POST /rest/v1/things').map((r) => r.headers.get('X-CSRF-Token'))).toEqual([
      'stale-token',
      'csrf-from-endpoint',
    ]);
  });

  it('gives up after one CSRF retry', async () => {
    const { requestsTo } = mockFetch({
      ...CSRF_ROUTE,
      'POST /rest/v1/things': apiError(403, 'ERROR_CSRF', 'Bad token'),
    });

    await expect(api.post('/rest/v1/things', {})).rejects.toMatchObject({ status: 403, code: 'ERROR_CSRF' });
    expect(requestsTo('POST /rest/v1/things')).toHaveLength(2);
  });

  it('throws an ApiError with status, code, message and field details', async () => {
    mockFetch({
      ...CSRF_ROUTE,
      'POST /rest/v1/things': apiError(400, 'ERROR_INPUT_VALIDATION', 'Invalid input', {
        name: ['Too short'],
      }),
    });

    const error = await api.post('/rest/v1/things', {}).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'ERROR_INPUT_VALIDATION',
      message: 'Invalid input',
      details: { name: ['Too short'] },
    });
  });

  it('turns a non-JSON failure into an ApiError carrying the status', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>Bad gateway</html>', { status: 502 })),
    );

    await expect(api.get('/rest/v1/things')).rejects.toMatchObject({ status: 502, code: 'ERROR_HTTP_502' });
  });

  it('turns a network failure into an ApiError with status 0', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );

    await expect(api.get('/rest/v1/things')).rejects.toMatchObject({ status: 0, code: 'ERROR_NETWORK' });
  });

  it('sends the visitor to the login page on a 401', async () => {
    mockFetch({ 'GET /rest/v1/wallet': apiError(401, 'ERROR_UNAUTHORIZED', 'Log in first') });

    await expect(api.get('/rest/v1/wallet')).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('does not redirect on a 401 when the call opts out', async () => {
    mockFetch({ 'GET /rest/v1/wallet': apiError(401, 'ERROR_UNAUTHORIZED', 'Log in first') });

    await expect(api.get('/rest/v1/wallet', { redirectOnUnauthorized: false })).rejects.toMatchObject({
      status: 401,
    });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  describe('ledger async mode', () => {
    it('retries POST with delays of attempt × 500 ms and shows global loading meanwhile', async () => {
      vi.useFakeTimers();
      const { requestsTo } = mockFetch({
        ...CSRF_ROUTE,
        'POST /rest/v1/transfers': [ledgerBusy, ledgerBusy, ok('moved')],
      });
      const calls = () => requestsTo('POST /rest/v1/transfers').length;

      const pending = api.post('/rest/v1/transfers', { amount: '1' });
      await vi.advanceTimersByTimeAsync(0);
      expect(calls()).toBe(1);
      expect(globalLoadingStore.get()).toBe(1);

      await vi.advanceTimersByTimeAsync(499);
      expect(calls()).toBe(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(calls()).toBe(2);

      await vi.advanceTimersByTimeAsync(999);
      expect(calls()).toBe(2);
      await vi.advanceTimersByTimeAsync(1);
      expect(calls()).toBe(3);

      await expect(pending).resolves.toBe('moved');
      expect(globalLoadingStore.get()).toBe(0);
    });

    it('retries PUT as well', async () => {
      vi.useFakeTimers();
      mockFetch({ ...CSRF_ROUTE, 'PUT /rest/v1/transfers/1': [ledgerBusy, ok('updated')] });

      const pending = api.put('/rest/v1/transfers/1', {});
      await vi.advanceTimersByTimeAsync(500);

      await expect(pending).resolves.toBe('updated');
    });

    it('clears the loading state when the retried call finally fails', async () => {
      vi.useFakeTimers();
      mockFetch({
        ...CSRF_ROUTE,
        'POST /rest/v1/transfers': [ledgerBusy, apiError(400, 'ERROR_INPUT_VALIDATION', 'Bad amount')],
      });

      const pending = api.post('/rest/v1/transfers', {}).catch((error: unknown) => error);
      await vi.advanceTimersByTimeAsync(500);

      await expect(pending).resolves.toMatchObject({ code: 'ERROR_INPUT_VALIDATION' });
      expect(globalLoadingStore.get()).toBe(0);
    });

    it('does not retry without the state-machine field, nor for other methods', async () => {
      const withoutStateMachine = {
        status: 503,
        body: { error: { code: 'ERROR_LEDGER_ASYNC_MODE', message: 'Busy' } },
      };
      const { requestsTo } = mockFetch({
        ...CSRF_ROUTE,
        'POST /rest/v1/transfers': withoutStateMachine,
        'PATCH /rest/v1/transfers/1': ledgerBusy,
        'GET /rest/v1/transfers': ledgerBusy,
      });

      await expect(api.post('/rest/v1/transfers', {})).rejects.toMatchObject({ status: 503 });
      await expect(api.patch('/rest/v1/transfers/1', {})).rejects.toMatchObject({ status: 503 });
      await expect(api.get('/rest/v1/transfers')).rejects.toMatchObject({ status: 503 });

      expect(requestsTo('POST /rest/v1/transfers')).toHaveLength(1);
      expect(requestsTo('PATCH /rest/v1/transfers/1')).toHaveLength(1);
      expect(requestsTo('GET /rest/v1/transfers')).toHaveLength(1);
      expect(globalLoadingStore.get()).toBe(0);
    });
  });
});
