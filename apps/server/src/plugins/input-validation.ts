import type { FastifyInstance, FastifyRequest, FastifySchemaCompiler, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import { AppError } from '../lib/app-error.js';
import { findControlCharacter } from '../lib/control-characters.js';

const CONTROL_MESSAGE = 'Control characters are not allowed';
const NO_BODY_MESSAGE = 'This request takes no body; send it without one';
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Zod validation of every request part, preceded by one rule for all strings: no control characters
 * (lib/control-characters.ts). Body strings keep line breaks and tabs (chat messages, offer terms,
 * bios); path parameters and query strings keep none. The failure names the field, as zod's do.
 */
export const guardedValidatorCompiler: FastifySchemaCompiler<ZodType> = (routeSchema) => {
  const validate = validatorCompiler(routeSchema);
  const part = routeSchema.httpPart ?? 'body';
  if (part === 'headers') return validate;
  const allowLineBreaks = part === 'body';
  return (data: unknown) => {
    const found = findControlCharacter(data, { allowLineBreaks });
    if (!found) return validate(data);
    const field = found.path || part;
    return {
      error: AppError.validation(
        field,
        found.inKey ? 'Field names may not contain control characters' : CONTROL_MESSAGE,
      ),
    };
  };
};

function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return request.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

async function refuseBody(request: FastifyRequest): Promise<void> {
  if (hasBody(request)) {
    throw new AppError('ERROR_INPUT_VALIDATION', NO_BODY_MESSAGE, { body: [NO_BODY_MESSAGE] });
  }
}

function takesNoBody(route: RouteOptions): boolean {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  if (!methods.some((method) => WRITE_METHODS.has(method))) return false;
  // Multipart routes read their body themselves and say so with `consumes`.
  return !route.schema?.body && !route.schema?.consumes;
}

/**
 * Request input rules that hold for every route: the guarded validator compiler, and a write route
 * without a body schema answers 400 when a body is sent (after the session and CSRF checks).
 * Register it before any route.
 */
export const inputValidationPlugin = fp(
  async (app: FastifyInstance) => {
    app.setValidatorCompiler(guardedValidatorCompiler);
    app.addHook('onRoute', (route) => {
      if (!takesNoBody(route)) return;
      const existing = route.preValidation;
      route.preValidation = [...(existing ? [existing].flat() : []), refuseBody];
    });
  },
  { name: 'input-validation' },
);
