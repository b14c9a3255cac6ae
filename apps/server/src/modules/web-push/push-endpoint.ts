/**
 * Hosts of the push services browsers subscribe with (Chrome and Edge's FCM, Firefox's autopush,
 * Safari's APNs web push, Windows' WNS). A subscription to anything else would make the server send
 * requests wherever a caller likes, so it is refused unless the operator allowed that origin.
 */
const PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  'updates.push.services.mozilla.com',
  'push.services.mozilla.com',
  'web.push.apple.com',
  'notify.windows.com',
];

function isPushServiceHost(hostname: string): boolean {
  return PUSH_SERVICE_HOSTS.some((host) => hostname === host || hostname.endsWith(`.${host}`));
}

/** Why an endpoint is refused, or null when the server may send to it. */
export function pushEndpointProblem(endpoint: string, allowedOrigins: readonly string[]): string | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return 'Push endpoint must be a URL';
  }
  if (url.username || url.password) return 'Push endpoint must not carry credentials';
  const allowed = allowedOrigins.some((origin) => new URL(origin).origin === url.origin);
  if (allowed) return null;
  if (url.protocol !== 'https:') return 'Push endpoint must be an https URL';
  if (url.port && url.port !== '443') return 'Push endpoint is not a known push service';
  if (!isPushServiceHost(url.hostname)) return 'Push endpoint is not a known push service';
  return null;
}

/** The push service's host, shown in the list of subscribed browsers instead of the secret endpoint. */
export function pushServiceName(endpoint: string): string {
  try {
    return new URL(endpoint).host;
  } catch {
    return 'unknown';
  }
}
