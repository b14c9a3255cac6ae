import { eq } from 'drizzle-orm';
import type Provider from 'oidc-provider';
import type { ApiAppScope, OauthConsent } from '@p2p/shared';
import type { Executor } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { API_SCOPES } from './api-caller.js';
import * as repo from './api-apps.repository.js';

type Interaction = InstanceType<Provider['Interaction']>;

async function findInteraction(provider: Provider, uid: string): Promise<Interaction> {
  const interaction = await provider.Interaction.find(uid);
  if (!interaction || interaction.result) {
    throw new AppError('ERROR_NOT_FOUND', 'This authorization request has expired; start again from the app');
  }
  return interaction;
}

function param(interaction: Interaction, name: string): string | undefined {
  const value = (interaction.params as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : undefined;
}

/** The API scopes the app asked for; none asked stands for all of the app's scopes (as tokens do). */
function requestedScopes(interaction: Interaction, appScopes: readonly string[]): ApiAppScope[] {
  const known = new Set<string>(API_SCOPES);
  const asked = (param(interaction, 'scope') ?? '').split(' ').filter((scope) => known.has(scope));
  return (asked.length ? asked : appScopes.filter((scope) => known.has(scope))) as ApiAppScope[];
}

async function appOf(db: Executor, interaction: Interaction) {
  const clientId = param(interaction, 'client_id');
  const app = clientId ? await repo.findActiveAppByClientId(db, clientId) : undefined;
  if (!app) throw new AppError('ERROR_NOT_FOUND', 'This app no longer exists');
  return app;
}

export async function consentDetails(db: Executor, provider: Provider, uid: string): Promise<OauthConsent> {
  const interaction = await findInteraction(provider, uid);
  const app = await appOf(db, interaction);
  const [owner] = await db.select({ username: users.username }).from(users).where(eq(users.id, app.userId));
  return {
    uid,
    appName: app.name,
    clientId: app.clientId,
    developer: owner?.username ?? '',
    scopes: requestedScopes(interaction, app.scopes),
    redirectUri: param(interaction, 'redirect_uri') ?? app.redirectUris[0] ?? '',
  };
}

async function finish(interaction: Interaction, result: Record<string, unknown>): Promise<string> {
  interaction.result = result;
  await interaction.save(Math.max(1, (interaction.exp ?? 0) - Math.floor(Date.now() / 1000)));
  return interaction.returnTo;
}

/**
 * The signed-in user allows the app: the result names them as the account (whatever the provider's
 * own session held) and a grant of exactly the requested scopes. Answers where the browser goes next.
 */
export async function approve(
  db: Executor,
  provider: Provider,
  uid: string,
  userId: number,
): Promise<string> {
  const interaction = await findInteraction(provider, uid);
  const app = await appOf(db, interaction);
  const grant = new provider.Grant({ accountId: String(userId), clientId: app.clientId });
  const scope = param(interaction, 'scope');
  if (scope) grant.addOIDCScope(scope);
  const grantId = await grant.save();
  return finish(interaction, {
    login: { accountId: String(userId) },
    consent: { grantId },
  });
}

/** The user refuses: the app gets `access_denied` at its redirect URI. */
export async function deny(db: Executor, provider: Provider, uid: string): Promise<string> {
  const interaction = await findInteraction(provider, uid);
  await appOf(db, interaction);
  return finish(interaction, { error: 'access_denied', error_description: 'The user refused the app' });
}
