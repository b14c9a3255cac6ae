/* The Web Push service worker: shows the marketplace's notifications and opens their page on click.
 * A plain same-origin file served from the site root (scope /), so the Content-Security-Policy needs
 * no inline script for it. The server's payload: { title, body, link, tag, kind, notificationId,
 * idempotencyKey } (apps/server/src/modules/web-push/web-push.channel.ts). */
/* global self */

const ICON = '/favicon.svg';

self.addEventListener('install', () => {
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

function readPayload(event) {
  if (!event.data) return null;
  try {
    const payload = event.data.json();
    return payload && typeof payload.title === 'string' ? payload : null;
  } catch {
    return null;
  }
}

/** Only paths of this site are opened: a payload cannot send the user elsewhere. */
function safeLink(link) {
  if (typeof link !== 'string' || !link.startsWith('/') || link.startsWith('//')) return '/';
  return link;
}

async function showPush(payload) {
  const tag = typeof payload.tag === 'string' ? payload.tag : undefined;
  // A delivery retried by the server repeats its idempotency key: show it once.
  if (tag && payload.idempotencyKey) {
    const shown = await self.registration.getNotifications({ tag });
    if (
      shown.some(
        (notification) => notification.data && notification.data.idempotencyKey === payload.idempotencyKey,
      )
    ) {
      return;
    }
  }
  await self.registration.showNotification(payload.title, {
    body: typeof payload.body === 'string' ? payload.body : '',
    tag,
    renotify: Boolean(tag),
    icon: ICON,
    badge: ICON,
    timestamp: Date.now(),
    data: { link: safeLink(payload.link), idempotencyKey: payload.idempotencyKey, kind: payload.kind },
  });
  // Open tabs refresh their notification centre and trade pages.
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  for (const client of windows) client.postMessage({ type: 'push-notification', payload });
}

self.addEventListener('push', (event) => {
  const payload = readPayload(event);
  if (!payload) return;
  event.waitUntil(showPush(payload));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const link = safeLink(event.notification.data && event.notification.data.link);
  const target = new URL(link, self.location.origin).href;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      for (const client of windows) {
        if (new URL(client.url).origin !== self.location.origin) continue;
        // Reuse an open tab of the site: focus it and show the page.
        await client.focus();
        if ('navigate' in client) {
          await client.navigate(target).catch(() => self.clients.openWindow(target));
        }
        return;
      }
      await self.clients.openWindow(target);
    })(),
  );
});

/* A renewed subscription (pushsubscriptionchange) reaches the server on the next visit: the page's
 * push setup posts the browser's current subscription, and the old endpoint answers 410 and is dropped. */
