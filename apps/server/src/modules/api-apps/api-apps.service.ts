import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  API_APPS_PER_USER,
  type ApiApp,
  type ApiAppCall,
  type ApiAppScope,
  type ApiAppWithSecret,
  type ConnectedApiApp,
  type CreateApiAppInput,
  type UpdateApiAppInput,
} from '@p2p/shared';
import type { Database, Executor } from '../../db/client.js';
import type { FactColumn, UserIdParam } from '../../db/fact-column.js';
import { users } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { safeEqual } from '../../lib/tokens.js';
import { secretBox } from '../two-factor/second-factor.js';
import { API_SCOPES, type ApiScope } from './api-caller.js';
import * as repo from './api-apps.repository.js';

// The web's scope list and the compatible API's must be the same list.
const sameScopes: [ApiScope, ApiAppScope] extends [ApiAppScope, ApiScope] ? true : never = true;
void sameScopes;

export const RECENT_CALLS = 50;
const API_SCOPE_SET = new Set<string>(API_SCOPES);

/** A secret of 32 random bytes, shown once; `pxs_` marks it in logs and secret scanners. */
function newSecret(): string {
  return `pxs_${randomBytes(32).toString('base64url')}`;
}

function newClientId(): string {
  return randomBytes(18).toString('base64url');
}

export function secretHash(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** Whether `secret` is the app's (constant time over the hashes). */
export function secretMatches(app: repo.ApiAppRow, secret: string): boolean {
  return app.secretHash !== null && safeEqual(secretHash(secret), app.secretHash);
}

const secretContext = (appId: string) => `api-app:${appId}`;

/** The app's secret in clear, for checking an apiseal (an HMAC needs the key itself). */
export async function openSecret(db: Executor, app: repo.ApiAppRow): Promise<string | undefined> {
  if (!app.secretSealed) return undefined;
  return (await secretBox(db)).open(app.secretSealed, secretContext(app.id));
}

async function sealedSecret(db: Executor, appId: string) {
  const secret = newSecret();
  const secretSealed = (await secretBox(db)).seal(secret, secretContext(appId));
  return { secret, secretHash: secretHash(secret), secretSealed };
}

export function toApiApp(row: repo.ApiAppRow): ApiApp {
  return {
    id: row.id,
    name: row.name,
    clientId: row.clientId,
    kind: row.kind,
    publicClient: row.publicClient,
    scopes: row.scopes as ApiAppScope[],
    redirectUris: row.redirectUris,
    createdAt: row.createdAt.toISOString(),
    secretRotatedAt: row.secretRotatedAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  };
}

/** Whether the user has a live API app (the current user's `isApiKeyConnected`). */
export async function hasActiveApps(db: Executor, userId: number): Promise<boolean> {
  return (await repo.countActiveApps(db, userId)) > 0;
}

/** hasActiveApps as a column of a query that reads several modules' facts of the user. */
export function hasActiveAppsColumn(userId: UserIdParam): FactColumn<boolean> {
  return { sql: repo.hasActiveAppsSql(userId), read: (value) => value === true || value === 't' };
}

export async function listApps(db: Executor, userId: number): Promise<ApiApp[]> {
  return (await repo.listActiveApps(db, userId)).map(toApiApp);
}

async function requireApp(db: Executor, userId: number, id: string, lock = false) {
  const app = await repo.findUserApp(db, userId, id, lock);
  if (!app) throw AppError.notFound('API app');
  return app;
}

/** Creates an app; the answer carries the secret, which is never shown again. */
export async function createApp(
  db: Database,
  userId: number,
  input: Required<Omit<CreateApiAppInput, 'redirectUris' | 'publicClient'>> & {
    redirectUris: string[];
    publicClient: boolean;
  },
): Promise<ApiAppWithSecret> {
  return db.transaction(async (tx) => {
    // The user row lock makes the count and the insert one step for concurrent creations.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    if ((await repo.countActiveApps(tx, userId)) >= API_APPS_PER_USER) {
      throw new AppError(
        'ERROR_CONFLICT',
        `You can have at most ${API_APPS_PER_USER} API apps; delete one first`,
      );
    }
    const id = randomUUID();
    const publicClient = input.kind === 'third_party' && input.publicClient;
    const secret = publicClient ? undefined : await sealedSecret(tx, id);
    const row = await repo.insertApp(tx, {
      id,
      userId,
      name: input.name,
      clientId: newClientId(),
      kind: input.kind,
      publicClient,
      secretHash: secret?.secretHash ?? null,
      secretSealed: secret?.secretSealed ?? null,
      scopes: input.scopes,
      redirectUris: input.redirectUris,
    });
    return { ...toApiApp(row), clientSecret: secret?.secret ?? null };
  });
}

export async function updateApp(
  db: Database,
  userId: number,
  id: string,
  input: UpdateApiAppInput,
): Promise<ApiApp> {
  return db.transaction(async (tx) => {
    const app = await requireApp(tx, userId, id, true);
    if (input.redirectUris && input.redirectUris.length === 0 && app.kind === 'third_party') {
      throw AppError.validation('redirectUris', 'A third-party app needs at least one redirect URI');
    }
    const updated = await repo.updateApp(tx, app.id, {
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.scopes ? { scopes: [...new Set(input.scopes)] } : {}),
      ...(input.redirectUris ? { redirectUris: input.redirectUris } : {}),
    });
    return toApiApp(updated);
  });
}

/** A new secret; the old one and every token issued with it stop working at once. */
export async function rotateSecret(db: Database, userId: number, id: string): Promise<ApiAppWithSecret> {
  return db.transaction(async (tx) => {
    const app = await requireApp(tx, userId, id, true);
    if (app.publicClient) {
      throw new AppError('ERROR_CONFLICT', 'A public client has no secret to rotate');
    }
    const secret = await sealedSecret(tx, app.id);
    const updated = await repo.updateApp(tx, app.id, {
      secretHash: secret.secretHash,
      secretSealed: secret.secretSealed,
      secretRotatedAt: new Date(),
    });
    await repo.deleteOauthPayloadsOfClient(tx, app.clientId);
    return { ...toApiApp(updated), clientSecret: secret.secret };
  });
}

/** Deletes (revokes) the app: its credentials and tokens stop working; its call log stays. */
export async function deleteApp(db: Database, userId: number, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const app = await requireApp(tx, userId, id, true);
    await repo.updateApp(tx, app.id, { revokedAt: new Date(), secretSealed: null });
    await repo.deleteOauthPayloadsOfClient(tx, app.clientId);
  });
}

export async function listCalls(db: Executor, userId: number, id: string): Promise<ApiAppCall[]> {
  const app = await requireApp(db, userId, id);
  const rows = await repo.listCalls(db, app.id, RECENT_CALLS);
  return rows.map((row) => ({
    id: row.id,
    method: row.method,
    path: row.path,
    status: row.status,
    via: row.via,
    moneyMoving: row.moneyMoving,
    at: row.createdAt.toISOString(),
  }));
}

/** The third-party apps the user allowed to act for them (their live consents), newest first. */
export async function listConnectedApps(db: Executor, userId: number): Promise<ConnectedApiApp[]> {
  const grants = await repo.listUserGrants(db, userId);
  const apps = new Map(
    (await repo.findAppsByClientIds(db, [...new Set(grants.map((grant) => grant.clientId))])).map((app) => [
      app.clientId,
      app,
    ]),
  );
  const byClient = new Map<string, ConnectedApiApp>();
  for (const grant of grants.sort((a, b) => b.issuedAt - a.issuedAt)) {
    const app = apps.get(grant.clientId);
    if (!app) continue;
    const known = byClient.get(grant.clientId);
    const scopes = grant.scope.split(' ').filter((scope): scope is ApiAppScope => API_SCOPE_SET.has(scope));
    if (known) {
      known.scopes = [...new Set([...known.scopes, ...scopes])];
      continue;
    }
    byClient.set(grant.clientId, {
      clientId: grant.clientId,
      appName: app.name,
      developer: app.username,
      scopes,
      since: new Date(grant.issuedAt * 1000).toISOString(),
    });
  }
  return [...byClient.values()];
}

/** Takes back every consent the user gave the app: its tokens and refresh tokens stop at once. */
export async function disconnectApp(db: Database, userId: number, clientId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const grants = (await repo.listUserGrants(tx, userId)).filter((grant) => grant.clientId === clientId);
    if (grants.length === 0) throw AppError.notFound('Connected app');
    await repo.deleteGrants(
      tx,
      grants.map((grant) => grant.id),
    );
  });
}
