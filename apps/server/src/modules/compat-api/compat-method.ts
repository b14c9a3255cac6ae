import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FileStorage } from '../../adapters/storage/file-storage.js';
import { z } from 'zod';
import type { Config } from '../../config.js';
import type { ApiCaller, ApiScope } from '../api-apps/api-caller.js';

/** What a method's handler gets besides its input. */
export interface CompatContext {
  app: FastifyInstance;
  config: Config;
  caller: ApiCaller;
  request: FastifyRequest;
  reply: FastifyReply;
  /** Where the trade chat's private files live. */
  storage: FileStorage;
}

/**
 * One method of the compatible API, served as `POST /paxful/v1/{name}` and `POST /noones/v1/{name}`.
 * `input` validates the form fields (strings; see compat-form.ts); unknown fields are ignored, as the
 * original API did, so the signed form's apikey, nonce and apiseal pass through.
 */
export interface CompatMethod<S extends z.ZodObject = z.ZodObject> {
  name: string;
  summary: string;
  /** What the answer's `data` holds (the OpenAPI description). */
  answers: string;
  scope: ApiScope;
  /** Moves money (a release, a send-out, funding escrow): the call is audited. */
  moneyMoving?: boolean;
  /**
   * The body is multipart/form-data (an upload): `input` then documents the text fields, and the
   * handler reads the parts itself (compat-uploads.ts). Such calls authenticate by bearer token only.
   */
  multipart?: boolean;
  input: S;
  handler: (ctx: CompatContext, input: z.output<S>) => Promise<unknown>;
}

/** Staff powers never flow through an API app: every call acts as a plain user (decision 026). */
export const asUser = (ctx: CompatContext) => ({ userId: ctx.caller.userId, role: 'user' as const });

/** Declares a method with its input's type flowing into the handler. */
export function method<S extends z.ZodObject>(definition: CompatMethod<S>): CompatMethod {
  return definition as unknown as CompatMethod;
}

/** A method that takes no parameters. */
export const noFields = z.object({});
