import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { API_APP_SCOPES } from '@p2p/shared';

const API_SCOPE_DESCRIPTIONS = Object.fromEntries(API_APP_SCOPES.map((scope) => [scope, scope]));

/** The OpenAPI document, generated from the routes' zod schemas, and its reference page. */
export const openapiPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'P2P Marketplace API',
          version: '1.0.0',
          description:
            'Answers are `{ data, meta }`; errors are `{ error: { code, message, details } }`. ' +
            'Add `responseCase=snakeCase` to any call for snake_case keys. Writes need the `X-CSRF-Token` header.',
        },
        components: {
          securitySchemes: {
            session: { type: 'apiKey', in: 'cookie', name: 'sid' },
            csrf: { type: 'apiKey', in: 'header', name: 'X-CSRF-Token' },
            bearer: {
              type: 'http',
              scheme: 'bearer',
              description: 'An OAuth 2.0 access token of an API app',
            },
            oauth2: {
              type: 'oauth2',
              description:
                'API apps (decision 024): client credentials for bots, authorization code for third-party apps',
              flows: {
                clientCredentials: { tokenUrl: '/oauth2/token', scopes: API_SCOPE_DESCRIPTIONS },
                authorizationCode: {
                  authorizationUrl: '/oauth2/authorize',
                  tokenUrl: '/oauth2/token',
                  refreshUrl: '/oauth2/token',
                  scopes: API_SCOPE_DESCRIPTIONS,
                },
              },
            },
            apiseal: {
              // OpenAPI has no place for a key in a form body; the fields are named here.
              type: 'apiKey',
              in: 'query',
              name: 'apikey',
              description:
                'The legacy signed form: `apikey` (the client id), `nonce` (Unix time in s or ms, used once) and `apiseal` (hex HMAC-SHA256 of the url-encoded body before `&apiseal=`, keyed with the app secret) as form fields of the body',
            },
          },
        },
      },
      transform: jsonSchemaTransform,
      transformObject: jsonSchemaTransformObject,
    });
    await app.register(swaggerUi, { routePrefix: '/rest/docs' });
    app.get('/rest/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  },
  { name: 'openapi' },
);
