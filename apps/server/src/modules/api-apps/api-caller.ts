import type { FastifyRequest } from 'fastify';
import { API_APP_SCOPES, type ApiAppScope } from '@p2p/shared';

/**
 * What an API app may do for its user (the shared contract's list). An access token or signed request
 * carries a subset; each compatible-API method names the scope it needs.
 */
export const API_SCOPES = API_APP_SCOPES;
export type ApiScope = ApiAppScope;

/** The user and app behind a request to the compatible API (`/paxful/v1`, `/noones/v1`). */
export interface ApiCaller {
  userId: number;
  appId: string;
  scopes: ReadonlySet<ApiScope>;
  /** How the request proved itself: an OAuth 2.0 bearer token or the legacy apikey/nonce/apiseal form. */
  via: 'oauth' | 'apiseal';
}

/**
 * What an authenticator sees of a request: the headers, the raw body (the apiseal is an HMAC of it) and
 * the parsed form fields.
 */
export interface ApiRequestProof {
  request: FastifyRequest;
  rawBody: string;
  fields: Readonly<Record<string, string>>;
}

/**
 * Resolves a request to its caller, or throws an AppError (401 for a missing, forged, replayed or
 * expired credential; 403 for a revoked app). The compatible API calls it once per request.
 */
export type ApiAuthenticator = (proof: ApiRequestProof) => Promise<ApiCaller>;
