import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

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
