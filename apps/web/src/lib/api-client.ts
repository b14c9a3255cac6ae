import {
  CSRF_HEADER,
  LEDGER_ASYNC_ERROR_CODE,
  LEDGER_ASYNC_MAX_RETRIES,
  LEDGER_ASYNC_RETRY_STEP_MS,
  readErrorEnvelope,
} from '@p2p/shared';
import { paths, REDIRECT_QUERY_PARAM } from '@/config/paths';
import { ApiError, NETWORK_ERROR_CODE } from './api-error';
import { getCsrfToken, resetCsrfToken } from './csrf';
import { beginGlobalLoading, endGlobalLoading } from './global-loading';
import { localeFromPath, localizePath, stripLocale } from './locale-path';
import { buildQueryString, type QueryParams } from './query-params';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  params?: QueryParams;
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /**
   * A 401 sends the visitor to the login page unless this is false (platform.md §8), or a function
   * that returns false for the 401 answers a form handles itself (a wrong two-factor code).
   */
  redirectOnUnauthorized?: boolean | ((error: ApiError) => boolean);
}

export interface ApiResponse<T> {
  data: T;
  meta?: Record<string, unknown>;
}

const UNSAFE_METHODS: ReadonlySet<HttpMethod> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const LEDGER_RETRY_METHODS: ReadonlySet<HttpMethod> = new Set(['POST', 'PUT']);

export function redirectToLogin(): void {
  const { pathname, search } = window.location;
  if (stripLocale(pathname) === paths.login) return;
  const target = encodeURIComponent(`${pathname}${search}`);
  window.location.assign(
    `${localizePath(paths.login, localeFromPath(pathname))}?${REDIRECT_QUERY_PARAM}=${target}`,
  );
}

const settings = { onUnauthorized: redirectToLogin };

/** Lets the app (or a test) decide what a 401 does. */
export function configureApiClient(overrides: Partial<typeof settings>): void {
  Object.assign(settings, overrides);
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Retry-After in seconds (the HTTP-date form is not used by this API). */
function retryAfterOf(headers: Headers): number | undefined {
  const value = Number(headers.get('retry-after') ?? '');
  return Number.isInteger(value) && value > 0 ? value : undefined;
}

function toApiError(status: number, body: unknown, headers: Headers): ApiError {
  const envelope = readErrorEnvelope(body);
  const headerExtras = {
    requestId: headers.get('x-request-id') ?? undefined,
    retryAfter: retryAfterOf(headers),
  };
  if (!envelope)
    return new ApiError(
      status,
      `ERROR_HTTP_${status}`,
      `Request failed with status ${status}`,
      undefined,
      headerExtras,
    );
  const { code, message, details, errorCode, countdown, requestId } = envelope;
  return new ApiError(status, code, message, details, {
    errorCode,
    countdown,
    requestId: requestId ?? headerExtras.requestId,
    retryAfter: headerExtras.retryAfter ?? (status === 429 ? countdown : undefined),
  });
}

/** Spec retry rule: a 503 in ledger async mode that carries the state-machine field. */
function isLedgerAsyncAnswer(method: HttpMethod, status: number, body: unknown): boolean {
  if (!LEDGER_RETRY_METHODS.has(method) || status !== 503) return false;
  const error = (body as { error?: { code?: unknown; stateMachine?: unknown } } | undefined)?.error;
  return error?.code === LEDGER_ASYNC_ERROR_CODE && error.stateMachine !== undefined;
}

function wait(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}

async function send(method: HttpMethod, url: string, options: RequestOptions): Promise<Response> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'X-Requested-With': 'XMLHttpRequest',
    'Accept-Language': document.documentElement.lang || 'en',
    ...options.headers,
  };
  // Multipart bodies (uploads) get their boundary from the browser, so no Content-Type is set.
  const multipart = options.body instanceof FormData;
  if (options.body !== undefined && !multipart) headers['Content-Type'] = 'application/json';
  if (UNSAFE_METHODS.has(method)) headers[CSRF_HEADER] = await getCsrfToken();
  try {
    return await fetch(url, {
      method,
      headers,
      credentials: 'same-origin',
      body:
        options.body === undefined
          ? undefined
          : multipart
            ? (options.body as FormData)
            : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ApiError(0, NETWORK_ERROR_CODE, error instanceof Error ? error.message : 'Network error');
  }
}

function shouldRedirect(option: RequestOptions['redirectOnUnauthorized'], error: ApiError): boolean {
  if (typeof option === 'function') return option(error);
  return option !== false;
}

/** Calls the JSON API and unwraps its `{ data, meta }` envelope; failures throw `ApiError`. */
export async function request<T>(
  method: HttpMethod,
  path: string,
  options: RequestOptions = {},
): Promise<ApiResponse<T>> {
  const url = `${path}${buildQueryString(options.params)}`;
  let csrfRetried = false;
  let ledgerRetries = 0;
  try {
    for (;;) {
      const response = await send(method, url, options);
      const body = await readJson(response);
      if (response.ok) {
        const envelope = (body ?? {}) as Partial<ApiResponse<T>>;
        return { data: envelope.data as T, meta: envelope.meta };
      }
      const error = toApiError(response.status, body, response.headers);
      if (error.status === 403 && error.code === 'ERROR_CSRF' && !csrfRetried) {
        csrfRetried = true;
        resetCsrfToken();
        continue;
      }
      if (isLedgerAsyncAnswer(method, response.status, body) && ledgerRetries < LEDGER_ASYNC_MAX_RETRIES) {
        if (ledgerRetries === 0) beginGlobalLoading();
        ledgerRetries += 1;
        await wait(ledgerRetries * LEDGER_ASYNC_RETRY_STEP_MS, options.signal);
        continue;
      }
      if (error.status === 401 && shouldRedirect(options.redirectOnUnauthorized, error))
        settings.onUnauthorized();
      throw error;
    }
  } finally {
    if (ledgerRetries > 0) endGlobalLoading();
  }
}

type BodylessOptions = Omit<RequestOptions, 'body'>;

export const api = {
  get: <T>(path: string, options?: BodylessOptions) => request<T>('GET', path, options).then((r) => r.data),
  post: <T>(path: string, body?: unknown, options?: BodylessOptions) =>
    request<T>('POST', path, { ...options, body }).then((r) => r.data),
  put: <T>(path: string, body?: unknown, options?: BodylessOptions) =>
    request<T>('PUT', path, { ...options, body }).then((r) => r.data),
  patch: <T>(path: string, body?: unknown, options?: BodylessOptions) =>
    request<T>('PATCH', path, { ...options, body }).then((r) => r.data),
  delete: <T>(path: string, options?: BodylessOptions) =>
    request<T>('DELETE', path, options).then((r) => r.data),
};
