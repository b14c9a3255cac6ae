import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { addFieldError, emptyFieldErrors, type ErrorCode, type ErrorEnvelope } from '@p2p/shared';
import { isDatabaseUnavailable } from '../db/unavailable.js';
import { AppError } from '../lib/app-error.js';
import { REQUEST_ID_HEADER } from '../lib/request-id.js';

/** Maps framework errors (bad JSON, wrong content type, body too large) onto the API's error codes. */
function fromFrameworkError(error: FastifyError): AppError | undefined {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new AppError('ERROR_INPUT_VALIDATION', 'The request body is not valid JSON', {
        body: [error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ? 'The body is empty' : 'Malformed JSON'],
      });
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new AppError('ERROR_UNSUPPORTED_MEDIA_TYPE', 'Send the body as application/json');
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new AppError('ERROR_PAYLOAD_TOO_LARGE', 'The request body is too large');
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return new AppError('ERROR_INPUT_VALIDATION', 'Invalid Content-Length', {
        body: ['Invalid Content-Length'],
      });
    default:
      return undefined;
  }
}

const STATUS_CODES = new Map<number, ErrorCode>([
  [401, 'ERROR_UNAUTHORIZED'],
  [403, 'ERROR_FORBIDDEN'],
  [404, 'ERROR_NOT_FOUND'],
  [409, 'ERROR_CONFLICT'],
  [413, 'ERROR_PAYLOAD_TOO_LARGE'],
  [415, 'ERROR_UNSUPPORTED_MEDIA_TYPE'],
  [429, 'ERROR_RATE_LIMITED'],
]);

/** Any error a route or the framework throws, as the AppError the API answers with. */
export function toAppError(error: FastifyError): AppError {
  if (error instanceof AppError) return error;
  if (hasZodFastifySchemaValidationErrors(error)) {
    // Field names come from the request (unknown keys such as `toString` or `__proto__`).
    const details = emptyFieldErrors();
    for (const issue of error.validation) {
      const path = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
      const unknownKeys = (issue.params as { keys?: unknown }).keys;
      if (issue.keyword === 'unrecognized_keys' && Array.isArray(unknownKeys)) {
        for (const key of unknownKeys)
          addFieldError(details, path ? `${path}.${String(key)}` : String(key), 'Unknown field');
        continue;
      }
      addFieldError(details, path || error.validationContext || 'body', issue.message ?? 'Invalid value');
    }
    return new AppError('ERROR_INPUT_VALIDATION', 'The request has invalid fields', details);
  }
  const mapped = fromFrameworkError(error);
  if (mapped) return mapped;
  const status = error.statusCode;
  if (status && status >= 400 && status < 500) {
    const code = STATUS_CODES.get(status) ?? 'ERROR_INPUT_VALIDATION';
    return new AppError(code, error.message, undefined, status);
  }
  // The database restarting or failing over is not a bug: 503 tells clients (and the proxy) to retry.
  if (isDatabaseUnavailable(error)) {
    return new AppError('ERROR_UNAVAILABLE', 'The service is briefly unavailable; try again', undefined, 503);
  }
  return new AppError('ERROR_INTERNAL', 'Something went wrong on our side', undefined, 500);
}

/**
 * One error handler: every error becomes `{ error: { code, message, details, requestId } }`; 5xx never
 * says why. Every answer carries the request's id in X-Request-Id, the id its log lines carry as reqId.
 */
export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRequest', async (request, reply) => {
      reply.header(REQUEST_ID_HEADER, request.id);
    });

    app.setErrorHandler((error: FastifyError, request, reply) => {
      const appError = toAppError(error);
      if (appError.status >= 500 || isResponseSerializationError(error)) {
        request.log.error({ err: error }, 'request failed');
      }
      const body: ErrorEnvelope = {
        error: {
          code: appError.code,
          message: appError.message,
          ...(appError.details ? { details: appError.details } : {}),
          ...appError.extra,
          requestId: request.id,
        },
      };
      return reply.status(appError.status).type('application/json').send(body);
    });

    app.setNotFoundHandler((request, reply) => {
      // Browser navigations to client-side routes get the single-page app.
      if (app.hasDecorator('serveWebApp') && app.serveWebApp(request, reply)) return reply;
      const body: ErrorEnvelope = {
        error: {
          code: 'ERROR_NOT_FOUND',
          message: `No route for ${request.method} ${request.url.split('?')[0]}`,
          requestId: request.id,
        },
      };
      return reply.status(404).send(body);
    });
  },
  { name: 'errors' },
);
