import type { SmsAdapter } from './sms-adapter.js';

/**
 * SMS through an HTTP provider: POSTs `{ to, text, channel }` as JSON with a bearer token, the shape
 * most providers' (and gateways') send APIs take. Any non-2xx answer is a failed delivery.
 */
export function createHttpSmsAdapter(options: {
  url: string;
  token?: string;
  fetchImpl?: typeof fetch;
}): SmsAdapter {
  const doFetch = options.fetchImpl ?? fetch;
  return {
    async send(message) {
      const response = await doFetch(options.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        },
        body: JSON.stringify({ to: message.to, text: message.text, channel: message.call ? 'call' : 'sms' }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new Error(`SMS provider answered ${response.status}`);
    },
  };
}
