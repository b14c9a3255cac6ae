import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SUPPORTED_LOCALES } from '@p2p/shared';
import type { Config } from '../../config.js';
import { AppError } from '../../lib/app-error.js';
import { publicBaseUrl } from '../auth/account-mail.js';
import { profileMetaTags } from './profile-meta.js';
import { renderShareCard, shareCardEtag, shareCardFigures, siteNameOf } from './share-card.service.js';

const USERNAME = /^[A-Za-z0-9_-]{1,20}$/;
/** Browsers and crawlers keep the card five minutes, then revalidate with its ETag. */
const CARD_CACHE_CONTROL = 'public, max-age=300, must-revalidate';

const imagePath = (username: string) => `/user/${encodeURIComponent(username)}/share-card.png`;

/**
 * The share card of a trader (GET /user/{username}/share-card.png, an Open Graph image) and the
 * public profile page served with its Open Graph tags (/user/{username}, /{locale}/user/{username}).
 */
export async function shareCardRoutes(fastify: FastifyInstance, options: { config: Config }): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const siteName = siteNameOf(options.config.MAIL_FROM);
  const baseUrl = publicBaseUrl(options.config);

  app.get(
    '/user/:username/share-card.png',
    {
      schema: {
        tags: ['accounts'],
        summary: "A trader's share card: PNG of their public figures (Open Graph image)",
        description:
          'Username, badge, completed trades, positive feedback and completion rate, 1200×630. ' +
          'Cached five minutes with a strong ETag that changes with the figures; 304 on If-None-Match. ' +
          'An unknown user, a closed account or a profile hidden from guests is a 404.',
        params: z.object({ username: z.string().regex(USERNAME, 'a username') }),
      },
    },
    async (request, reply) => {
      const card = await shareCardFigures(app.db, request.params.username);
      const etag = shareCardEtag(card, siteName);
      void reply.header('etag', etag).header('cache-control', CARD_CACHE_CONTROL);
      const asked = request.headers['if-none-match'];
      if (asked && asked.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag))
        return reply.status(304).send();
      const png = await renderShareCard(card, siteName);
      return reply.type('image/png').header('content-length', png.length).send(png);
    },
  );

  /** The app's page with the profile's tags; a page without them when there is no public profile. */
  async function profilePage(request: FastifyRequest, reply: FastifyReply, username: string) {
    if (!app.hasDecorator('serveWebApp')) return reply.callNotFound();
    let head: string | undefined;
    if (USERNAME.test(username)) {
      try {
        const card = await shareCardFigures(app.db, username);
        head = profileMetaTags(card, {
          baseUrl,
          pagePath: request.url.split('?')[0]!,
          imagePath: imagePath(card.username),
          siteName,
          version: shareCardEtag(card, siteName).slice(1, 13),
        });
      } catch (error) {
        // No such public profile: the app's own page says so.
        if (!(error instanceof AppError && error.status === 404)) throw error;
      }
    }
    if (!app.serveWebApp(request, reply, { head })) return reply.callNotFound();
    return reply;
  }

  const hide = { hide: true };
  app.get(
    '/user/:username',
    { schema: { ...hide, params: z.object({ username: z.string() }) } },
    (request, reply) => profilePage(request, reply, request.params.username),
  );
  app.get(
    '/:locale/user/:username',
    { schema: { ...hide, params: z.object({ locale: z.string(), username: z.string() }) } },
    (request, reply) =>
      (SUPPORTED_LOCALES as readonly string[]).includes(request.params.locale)
        ? profilePage(request, reply, request.params.username)
        : reply.callNotFound(),
  );
}
