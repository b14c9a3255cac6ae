import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { camelToSnake, mapKeysDeep, RESPONSE_CASES, type ResponseCase } from '@p2p/shared';
import { AppError } from '../lib/app-error.js';

declare module 'fastify' {
  interface FastifyRequest {
    responseCase: ResponseCase;
  }
}

/**
 * `?responseCase=snakeCase` reshapes the keys of every JSON answer (camelCase is the default).
 * It runs on the serialized body, after the output schema has stripped private fields.
 */
export const responseCasePlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('responseCase', 'camelCase');

    app.addHook('onRequest', async (request) => {
      const value = (request.query as Record<string, unknown> | undefined)?.responseCase;
      if (value === undefined) return;
      if (typeof value !== 'string' || !(RESPONSE_CASES as readonly string[]).includes(value)) {
        throw AppError.validation('responseCase', `responseCase must be one of ${RESPONSE_CASES.join(', ')}`);
      }
      request.responseCase = value as ResponseCase;
    });

    app.addHook('onSend', async (request, reply, payload) => {
      if (request.responseCase !== 'snakeCase' || typeof payload !== 'string') return payload;
      const contentType = String(reply.getHeader('content-type') ?? '');
      if (!contentType.includes('json')) return payload;
      return JSON.stringify(mapKeysDeep(JSON.parse(payload), camelToSnake));
    });
  },
  { name: 'response-case' },
);
