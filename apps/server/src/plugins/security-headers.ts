import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import type { Config } from '../config.js';

/** What a private upload is served with: nothing on the page may run, load or be framed. */
export const DOWNLOAD_CONTENT_SECURITY_POLICY = "default-src 'none'; sandbox";

const HOST_PATTERN = /^[a-z0-9.-]+(?::\d{1,5})?$|^\[[0-9a-f:.]+\](?::\d{1,5})?$/i;

/**
 * The page's own WebSocket origin (/ws). CSP Level 3 lets 'self' match ws: and wss: on the same
 * host, but older Safari does not, so the host the browser asked for is named as well. A Host
 * header that is not a plain host[:port] adds nothing rather than text to the policy.
 */
function sameOriginSocket(secure: boolean) {
  return (request: IncomingMessage): string => {
    const host = request.headers.host ?? '';
    return HOST_PATTERN.test(host) ? `${secure ? 'wss' : 'ws'}://${host}` : "'self'";
  };
}

/** Origins of Zendesk's messaging Web Widget, allowed only when the operator configures it. */
const ZENDESK_SOURCES = ['https://static.zdassets.com', 'https://*.zdassets.com', 'https://*.zendesk.com'];
const ZENDESK_SOCKETS = ['wss://*.zendesk.com'];

/**
 * Security headers on every answer (the app's page, the API, assets, uploads) through
 * @fastify/helmet. The policy allows scripts from our origin only (no inline script, no eval);
 * styles may be inline because Radix injects a scroll-lock <style> element and charts set style
 * attributes; images may be data: (QR codes, icons) and blob: (previews of a chosen avatar,
 * documents read with the session cookie), and frames only blob: (the chat's PDF viewer). No page of
 * ours may be framed. HSTS is sent only when
 * cookies are secure, i.e. the site is served over HTTPS. Private downloads replace the policy with
 * DOWNLOAD_CONTENT_SECURITY_POLICY.
 */
export const securityHeadersPlugin = fp(
  async (app: FastifyInstance, options: { config: Config }) => {
    const secure = options.config.cookieSecure;
    // Zendesk's Web Widget (decision 023) loads its script, styles, images and socket from Zendesk.
    const zendesk = options.config.ZENDESK_WIDGET_KEY ? ZENDESK_SOURCES : [];
    await app.register(helmet, {
      global: true,
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", ...zendesk],
          scriptSrcAttr: ["'none'"],
          styleSrc: ["'self'", "'unsafe-inline'", ...zendesk],
          imgSrc: ["'self'", 'data:', 'blob:', ...zendesk],
          fontSrc: ["'self'", 'data:', ...zendesk],
          connectSrc: [
            "'self'",
            sameOriginSocket(secure),
            ...zendesk,
            ...(zendesk.length ? ZENDESK_SOCKETS : []),
          ],
          mediaSrc: ["'self'", 'blob:', ...zendesk],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
          // Only frames of blob: URLs the page made itself: the trade chat's PDF viewer reads the
          // sandboxed download with the session cookie and shows it from a blob (no other site, and
          // no page of ours, is ever framed).
          frameSrc: ['blob:'],
          workerSrc: ["'self'"],
          manifestSrc: ["'self'"],
          ...(secure ? { upgradeInsecureRequests: [] } : {}),
        },
      },
      strictTransportSecurity: secure ? { maxAge: 31_536_000, includeSubDomains: false } : false,
      xFrameOptions: { action: 'deny' },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      // Same-site, not same-origin: an avatar may be shown by another site of the same owner.
      crossOriginResourcePolicy: { policy: 'same-site' },
      crossOriginOpenerPolicy: { policy: 'same-origin' },
    });
  },
  { name: 'security-headers' },
);
