// Contracts of the developer page: API apps (OAuth 2.0 clients and apiseal keys) and their call log.
// The server validates with these; the web app types its client.
import { z } from 'zod';

/** What an API app may do for its user (the server's `API_SCOPES`, decision 024). */
export const API_APP_SCOPES = [
  'profile:read',
  'trades:read',
  'trades:write',
  'chat',
  'offers',
  'wallet:read',
  'wallet:send',
  'webhooks',
] as const;
export type ApiAppScope = (typeof API_APP_SCOPES)[number];

/** `bot`: the user's own program (client credentials or apiseal); `third_party`: authorization code. */
export const API_APP_KINDS = ['bot', 'third_party'] as const;
export type ApiAppKind = (typeof API_APP_KINDS)[number];

export const API_APPS_PER_USER = 10;
export const API_APP_NAME_MAX = 60;
export const API_APP_REDIRECT_URIS_MAX = 5;
export const API_APP_REDIRECT_URI_MAX = 500;

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Where the user is sent back after consent: https, or http on a loopback host (a native app or a
 * developer's machine), or a custom scheme of a native app (`com.example.bot:/callback`); never a
 * fragment or credentials.
 */
export const apiAppRedirectUriSchema = z
  .string()
  .trim()
  .min(1, 'Enter a redirect URI')
  .max(API_APP_REDIRECT_URI_MAX)
  .refine((value) => {
    try {
      const url = new URL(value);
      if (url.hash || url.username || url.password) return false;
      if (url.protocol === 'https:') return true;
      if (url.protocol === 'http:') return LOOPBACK_HOSTS.has(url.hostname);
      return /^[a-z][a-z0-9+.-]*\.[a-z0-9+.-]+:$/.test(url.protocol);
    } catch {
      return false;
    }
  }, 'Enter an https:// URI (http:// only for localhost) without a fragment');

export const apiAppNameSchema = z
  .string()
  .trim()
  .min(1, 'Enter a name')
  .max(API_APP_NAME_MAX, `At most ${API_APP_NAME_MAX} characters`);

export const apiAppScopesSchema = z
  .array(z.enum(API_APP_SCOPES, { error: 'Unknown scope' }))
  .min(1, 'Choose at least one scope')
  .max(API_APP_SCOPES.length)
  .transform((scopes) => [...new Set(scopes)]);

export const apiAppRedirectUrisSchema = z
  .array(apiAppRedirectUriSchema)
  .max(API_APP_REDIRECT_URIS_MAX, `At most ${API_APP_REDIRECT_URIS_MAX} redirect URIs`);

export const createApiAppInputSchema = z
  .strictObject({
    name: apiAppNameSchema,
    kind: z.enum(API_APP_KINDS, { error: 'Choose bot or third_party' }),
    scopes: apiAppScopesSchema,
    redirectUris: apiAppRedirectUrisSchema.default([]),
    /** A third-party app that cannot keep a secret: no secret, PKCE required. */
    publicClient: z.boolean().default(false),
  })
  .superRefine((input, context) => {
    if (input.kind === 'third_party' && input.redirectUris.length === 0) {
      context.addIssue({
        code: 'custom',
        path: ['redirectUris'],
        message: 'A third-party app needs at least one redirect URI',
      });
    }
    if (input.kind === 'bot' && input.publicClient) {
      context.addIssue({ code: 'custom', path: ['publicClient'], message: 'A bot keeps a secret' });
    }
  });
export type CreateApiAppInput = z.input<typeof createApiAppInputSchema>;

export const updateApiAppInputSchema = z
  .strictObject({
    name: apiAppNameSchema.optional(),
    scopes: apiAppScopesSchema.optional(),
    redirectUris: apiAppRedirectUrisSchema.optional(),
  })
  .refine((input) => Object.values(input).some((value) => value !== undefined), {
    message: 'Send name, scopes or redirectUris',
    path: ['name'],
  });
export type UpdateApiAppInput = z.input<typeof updateApiAppInputSchema>;

export const apiAppSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  clientId: z.string(),
  kind: z.enum(API_APP_KINDS),
  publicClient: z.boolean(),
  scopes: z.array(z.enum(API_APP_SCOPES)),
  redirectUris: z.array(z.string()),
  createdAt: z.iso.datetime({ offset: true }),
  secretRotatedAt: z.iso.datetime({ offset: true }),
  lastUsedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type ApiApp = z.infer<typeof apiAppSchema>;

/** The answer of create and rotate: the only time the secret is shown (null for public clients). */
export const apiAppWithSecretSchema = apiAppSchema.extend({ clientSecret: z.string().nullable() });
export type ApiAppWithSecret = z.infer<typeof apiAppWithSecretSchema>;

export const apiAppCallSchema = z.object({
  id: z.number().int(),
  method: z.string(),
  path: z.string(),
  status: z.number().int(),
  via: z.enum(['oauth', 'apiseal']),
  moneyMoving: z.boolean(),
  at: z.iso.datetime({ offset: true }),
});
export type ApiAppCall = z.infer<typeof apiAppCallSchema>;

/** What the consent page shows: the app, its owner's name, and the scopes it asks for. */
export const oauthConsentSchema = z.object({
  uid: z.string(),
  appName: z.string(),
  clientId: z.string(),
  developer: z.string(),
  scopes: z.array(z.enum(API_APP_SCOPES)),
  redirectUri: z.string(),
});
export type OauthConsent = z.infer<typeof oauthConsentSchema>;

/** Where the browser goes after approving or denying (back to oidc-provider, then to the app). */
export const oauthConsentResultSchema = z.object({ redirectTo: z.string() });
export type OauthConsentResult = z.infer<typeof oauthConsentResultSchema>;

/** A third-party app the user allowed (a consent), with the scopes it holds. */
export const connectedApiAppSchema = z.object({
  clientId: z.string(),
  appName: z.string(),
  developer: z.string(),
  scopes: z.array(z.enum(API_APP_SCOPES)),
  since: z.iso.datetime({ offset: true }),
});
export type ConnectedApiApp = z.infer<typeof connectedApiAppSchema>;
