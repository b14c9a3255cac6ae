import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import type { WebhookErrorKey } from '@p2p/shared';
import { classifyAddress, isAllowedPrivateHost } from './address-policy.js';

export interface GuardOptions {
  /** Hosts the operator allows to be private (WEBHOOK_ALLOWED_PRIVATE_HOSTS). */
  allowedPrivateHosts: readonly string[];
  timeoutMs: number;
}

export interface PostResult {
  /** Null when no answer came. */
  status: number | null;
  headers: Record<string, string>;
  /** The first characters of the answer's body. */
  excerpt: string | null;
  errorKey: WebhookErrorKey | null;
  error: string | null;
  durationMs: number;
}

const EXCERPT_CHARS = 1000;
/** Bytes of an answer read at most; the rest is dropped with the connection. */
const READ_MAX_BYTES = 16 * 1024;

class RefusedAddressError extends Error {
  readonly code = 'WEBHOOK_ADDRESS_NOT_PUBLIC';
}

function refusal(host: string, address: string): RefusedAddressError {
  return new RefusedAddressError(
    `${host} resolves to ${address} (${classifyAddress(address)}), not a public address`,
  );
}

/**
 * A `lookup` for the socket: resolves the name and refuses it when any of its addresses is not
 * public (unless the host is allowed). Because the socket connects to the address this returns,
 * the checked address is the connected one: a DNS answer that changes between a check and the
 * connection (rebinding) cannot slip a private address in.
 */
export function guardedLookup(allowedPrivateHosts: readonly string[]): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { all: true, family: options.family ?? 0, hints: options.hints }, (error, found) => {
      if (error) return callback(error, '', 0);
      const addresses = found as LookupAddress[];
      if (!isAllowedPrivateHost(hostname, allowedPrivateHosts)) {
        const bad = addresses.find((entry) => classifyAddress(entry.address) !== 'public');
        if (bad) return callback(refusal(hostname, bad.address), '', 0);
      }
      if (addresses.length === 0)
        return callback(Object.assign(new Error('no address'), { code: 'ENOTFOUND' }), '', 0);
      if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
      return callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
}

/** The refusal of a URL whose host is a literal address that is not public (no lookup happens then). */
export function literalAddressRefusal(url: URL, allowedPrivateHosts: readonly string[]): string | null {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) === 0 || isAllowedPrivateHost(host, allowedPrivateHosts)) return null;
  return classifyAddress(host) === 'public' ? null : refusal(host, host).message;
}

/** Checks that the URL's host resolves and only to public addresses (the check before saving). */
export async function checkDestination(
  url: URL,
  options: GuardOptions,
): Promise<{ errorKey: WebhookErrorKey; error: string } | null> {
  const literal = literalAddressRefusal(url, options.allowedPrivateHosts);
  if (literal) return { errorKey: 'WEBHOOK_ADDRESS_NOT_PUBLIC', error: literal };
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) !== 0) return null;
  return new Promise((resolve) => {
    guardedLookup(options.allowedPrivateHosts)(host, { all: true }, (error) => {
      if (!error) return resolve(null);
      resolve({ errorKey: errorKeyOf(error), error: error.message });
    });
  });
}

function errorKeyOf(error: unknown): WebhookErrorKey {
  const code = (error as { code?: string }).code;
  if (code === 'WEBHOOK_ADDRESS_NOT_PUBLIC') return 'WEBHOOK_ADDRESS_NOT_PUBLIC';
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN' || code === 'ENODATA') return 'WEBHOOK_DNS_FAILED';
  if (code === 'WEBHOOK_TIMEOUT') return 'WEBHOOK_TIMEOUT';
  return 'WEBHOOK_CONNECTION_FAILED';
}

/**
 * POSTs a body to a webhook endpoint under the SSRF guard: http(s) only, literal addresses checked,
 * names resolved by `guardedLookup` at connect, no redirects followed (a 3xx is a failure), no
 * connection reuse, and one deadline for connect, send and answer. Never throws.
 * @example const result = await guardedPost(url, body, headers, { allowedPrivateHosts: [], timeoutMs: 10_000 });
 */
export function guardedPost(
  target: string,
  body: string,
  headers: Record<string, string>,
  options: GuardOptions,
): Promise<PostResult> {
  const started = performance.now();
  const finish = (result: Omit<PostResult, 'durationMs'>): PostResult => ({
    ...result,
    durationMs: Math.round(performance.now() - started),
  });
  const failed = (error: unknown) => {
    const message = error instanceof Error ? error.message : String(error);
    return finish({ status: null, headers: {}, excerpt: null, errorKey: errorKeyOf(error), error: message });
  };
  let url: URL;
  try {
    url = new URL(target);
  } catch (error) {
    return Promise.resolve(failed(error));
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return Promise.resolve(failed(new Error(`${url.protocol} is not http or https`)));
  }
  const literal = literalAddressRefusal(url, options.allowedPrivateHosts);
  if (literal) return Promise.resolve(failed(new RefusedAddressError(literal)));
  const transport = url.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    let settled = false;
    const settle = (result: PostResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      resolve(result);
    };
    const request = transport.request(url, {
      method: 'POST',
      agent: false,
      lookup: guardedLookup(options.allowedPrivateHosts),
      headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
    });
    const deadline = setTimeout(() => {
      const error = Object.assign(new Error(`no answer within ${options.timeoutMs} ms`), {
        code: 'WEBHOOK_TIMEOUT',
      });
      settle(failed(error));
      request.destroy(error);
    }, options.timeoutMs);
    request.on('error', (error) => settle(failed(error)));
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      let size = 0;
      const done = () => {
        const status = response.statusCode ?? 0;
        const text = Buffer.concat(chunks).toString('utf8').slice(0, EXCERPT_CHARS);
        const answerHeaders: Record<string, string> = {};
        for (const [key, value] of Object.entries(response.headers)) {
          if (value !== undefined) answerHeaders[key] = Array.isArray(value) ? value.join(', ') : value;
        }
        const errorKey: WebhookErrorKey | null =
          status >= 200 && status < 300
            ? null
            : status >= 300 && status < 400
              ? 'WEBHOOK_REDIRECT_REFUSED'
              : 'WEBHOOK_BAD_STATUS';
        settle(
          finish({
            status,
            headers: answerHeaders,
            excerpt: text,
            errorKey,
            error: errorKey ? `answered ${status}` : null,
          }),
        );
        request.destroy();
      };
      response.on('data', (chunk: Buffer) => {
        if (size >= READ_MAX_BYTES) return;
        chunks.push(chunk);
        size += chunk.length;
        if (size >= READ_MAX_BYTES) done();
      });
      response.on('end', done);
      response.on('error', (error) => settle(failed(error)));
    });
    request.end(body);
  });
}
