import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import multipart from '@fastify/multipart';
import type { FileStorage } from '../../adapters/storage/file-storage.js';
import type { Config } from '../../config.js';
import { toAppError } from '../../plugins/errors.js';
import type { ApiAuthenticator, ApiCaller } from '../api-apps/api-caller.js';
import { enforceApiRateLimit, type ApiCallRecord } from '../api-apps/api-calls.js';
import {
  CompatError,
  compatFailureSchema,
  compatSuccessSchema,
  failureOf,
  success,
} from './compat-envelope.js';
import { fieldsFromJson, parseForm, singleValues, type FormFields } from './compat-form.js';
import type { CompatMethod } from './compat-method.js';
import { compatUploadLimits } from './compat-uploads.js';
import { COMPAT_METHODS } from './methods/index.js';

/** Both hosts' paths: Paxful's, and Noones', which kept the same API. */
export const COMPAT_PREFIXES = ['/paxful/v1', '/noones/v1'] as const;

export interface CompatApiOptions {
  config: Config;
  authenticate: ApiAuthenticator;
  /** The trade chat's private files (shared with the web's upload routes). */
  storage: FileStorage;
  /** Writes the call to the app's log and money moves to the audit log; errors there never fail the call. */
  recordCall: (record: ApiCallRecord) => Promise<void>;
  /** Methods to serve; all of them by default (tests narrow it). */
  methods?: readonly CompatMethod[];
}

declare module 'fastify' {
  interface FastifyRequest {
    compatRawBody: string;
    compatFields: FormFields | undefined;
    compatCaller: ApiCaller | undefined;
  }
}

function sendFailure(reply: FastifyReply, error: unknown): FastifyReply {
  const { status, body } = failureOf(error);
  return reply.status(status).type('application/json').send(body);
}

/** The body parsers of the API: form-encoded (the original's) and JSON, both kept raw for apiseal. */
function registerBodyParsers(scope: FastifyInstance): void {
  scope.removeContentTypeParser('application/json');
  scope.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (request, body, done) => {
      request.compatRawBody = body as string;
      done(null, parseForm(body as string));
    },
  );
  scope.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    request.compatRawBody = body as string;
    if ((body as string).trim() === '') return done(null, fieldsFromJson({}));
    try {
      done(null, fieldsFromJson(JSON.parse(body as string)));
    } catch {
      done(
        new CompatError('invalidInput', 'The request body is not valid JSON', { body: ['Malformed JSON'] }),
      );
    }
  });
}

async function authenticateCall(
  request: FastifyRequest,
  method: CompatMethod,
  options: CompatApiOptions,
): Promise<ApiCaller> {
  // A multipart body is read by the method after this check: its fields play no part in it.
  const fields = (method.multipart ? {} : (request.body ?? {})) as FormFields;
  const caller = await options.authenticate({
    request,
    rawBody: request.compatRawBody,
    fields: singleValues(fields),
  });
  if (!caller.scopes.has(method.scope)) {
    throw new CompatError('scope', `This method needs the ${method.scope} scope`);
  }
  return caller;
}

function registerMethod(
  scope: FastifyInstance,
  prefix: string,
  method: CompatMethod,
  options: CompatApiOptions,
  storage: FileStorage,
): void {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  app.post(
    `/${method.name}`,
    {
      config: { csrf: false },
      schema: {
        tags: [prefix === '/paxful/v1' ? 'paxful-compatible' : 'noones-compatible'],
        summary: method.summary,
        description:
          `${method.answers}\n\nScope: \`${method.scope}\`.` +
          (method.moneyMoving ? ' Moves money: audited, and the app owner sees the call.' : '') +
          ' Form-encoded or JSON; see docs/compat-api.md.',
        security: [{ oauth2: [] }, { apiseal: [] }],
        ...(method.multipart
          ? { consumes: ['multipart/form-data'] }
          : { consumes: ['application/x-www-form-urlencoded', 'application/json'], body: method.input }),
        response: {
          200: compatSuccessSchema,
          400: compatFailureSchema,
          401: compatFailureSchema,
          403: compatFailureSchema,
          404: compatFailureSchema,
          409: compatFailureSchema,
          422: compatFailureSchema,
          429: compatFailureSchema,
        },
      },
      preValidation: async (request, reply) => {
        if (!method.multipart) request.body ??= Object.create(null) as FormFields;
        const caller = await authenticateCall(request, method, options);
        request.compatCaller = caller;
        await enforceApiRateLimit(scope.attempts, reply, caller.appId);
      },
    },
    async (request, reply) => {
      const caller = request.compatCaller!;
      const context = { app: scope, config: options.config, caller, request, reply, storage };
      const answer = await method.handler(context, (method.multipart ? {} : request.body) as never);
      // A method that sent its own answer (a file) has nothing to wrap.
      return reply.sent ? reply : success(answer);
    },
  );
}

/**
 * The Paxful-compatible vendor API (decision 026, docs/compat-api.md): every method at both
 * prefixes, POST only, in the original's envelope and error shape.
 */
export async function compatApiPlugin(fastify: FastifyInstance, options: CompatApiOptions): Promise<void> {
  const methods = options.methods ?? COMPAT_METHODS;
  const byName = new Map(methods.map((method) => [method.name, method]));
  const { storage } = options;
  for (const prefix of COMPAT_PREFIXES) {
    await fastify.register(
      async (scope) => {
        scope.decorateRequest('compatRawBody', '');
        scope.decorateRequest('compatFields', undefined);
        scope.decorateRequest('compatCaller', undefined);
        registerBodyParsers(scope);
        await scope.register(multipart, { limits: compatUploadLimits(options.config) });
        scope.setErrorHandler((error: FastifyError, request, reply) => {
          const known = error instanceof CompatError ? error : toAppError(error);
          if (!(known instanceof CompatError) && known.status >= 500) {
            request.log.error({ err: error }, 'compatible API call failed');
          }
          return sendFailure(reply, known);
        });
        // Any other path under the prefix: a catch-all route rather than the not-found handler, so that
        // no cookie rule (CSRF) answers first; the API takes no cookies.
        const unknownPath = async (request: FastifyRequest, reply: FastifyReply) => {
          const name = request.url.split('?')[0]!.slice(prefix.length + 1);
          const known = byName.has(name);
          return sendFailure(
            reply,
            new CompatError(
              known ? 'invalidInput' : 'unknownMethod',
              known ? 'Call the API with POST' : `No API method ${name}`,
            ),
          );
        };
        scope.route({
          method: ['POST', 'PUT', 'PATCH', 'DELETE'],
          url: '/*',
          config: { csrf: false },
          schema: { hide: true, body: z.unknown() },
          handler: unknownPath,
        });
        scope.get('/*', { schema: { hide: true } }, unknownPath);
        // Recorded before the answer leaves (onSend, not onResponse): a bot that reads its call log
        // right after a call finds the call in it.
        scope.addHook('onSend', async (request, reply, payload) => {
          const caller = request.compatCaller;
          if (!caller) return payload;
          const path = request.routeOptions.url ?? request.url;
          await options
            .recordCall({
              appId: caller.appId,
              userId: caller.userId,
              method: request.method,
              path,
              status: reply.statusCode,
              via: caller.via,
              moneyMoving: byName.get(path.slice(prefix.length + 1))?.moneyMoving ?? false,
            })
            .catch((error: unknown) => request.log.warn({ err: error }, 'recording an API call failed'));
          return payload;
        });
        for (const method of methods) registerMethod(scope, prefix, method, options, storage);
      },
      { prefix },
    );
  }
}
