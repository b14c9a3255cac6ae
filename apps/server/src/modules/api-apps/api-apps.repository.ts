import { and, desc, eq, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { apiAppCalls, apiApps, apiNonces, oauthPayloads, users } from '../../db/schema.js';
import type { UserIdParam } from '../../db/fact-column.js';

export type ApiAppRow = typeof apiApps.$inferSelect;
export type ApiAppCallRow = typeof apiAppCalls.$inferSelect;

/** Whether the user has a live app, as a boolean subselect. */
export function hasActiveAppsSql(userId: UserIdParam): SQL<unknown> {
  return sql`exists (select 1 from ${apiApps} where ${apiApps.userId} = ${userId} and ${apiApps.revokedAt} is null)`;
}

export async function countActiveApps(db: Executor, userId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(apiApps)
    .where(and(eq(apiApps.userId, userId), isNull(apiApps.revokedAt)));
  return Number(row?.count ?? 0);
}

export async function insertApp(db: Executor, values: typeof apiApps.$inferInsert): Promise<ApiAppRow> {
  const [row] = await db.insert(apiApps).values(values).returning();
  return row!;
}

export function listActiveApps(db: Executor, userId: number): Promise<ApiAppRow[]> {
  return db
    .select()
    .from(apiApps)
    .where(and(eq(apiApps.userId, userId), isNull(apiApps.revokedAt)))
    .orderBy(desc(apiApps.createdAt));
}

/** The user's live app, locked when asked; undefined for another user's or a deleted app. */
export async function findUserApp(
  db: Executor,
  userId: number,
  id: string,
  lock = false,
): Promise<ApiAppRow | undefined> {
  const query = db
    .select()
    .from(apiApps)
    .where(and(eq(apiApps.id, id), eq(apiApps.userId, userId), isNull(apiApps.revokedAt)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function findActiveAppByClientId(
  db: Executor,
  clientId: string,
): Promise<ApiAppRow | undefined> {
  const [row] = await db
    .select()
    .from(apiApps)
    .where(and(eq(apiApps.clientId, clientId), isNull(apiApps.revokedAt)));
  return row;
}

export async function findAppByClientId(db: Executor, clientId: string): Promise<ApiAppRow | undefined> {
  const [row] = await db.select().from(apiApps).where(eq(apiApps.clientId, clientId));
  return row;
}

export async function updateApp(
  db: Executor,
  id: string,
  changes: Partial<
    Pick<
      ApiAppRow,
      'name' | 'scopes' | 'redirectUris' | 'secretHash' | 'secretSealed' | 'secretRotatedAt' | 'revokedAt'
    >
  >,
): Promise<ApiAppRow> {
  const [row] = await db
    .update(apiApps)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(apiApps.id, id))
    .returning();
  return row!;
}

/** Notes a use; written at most once a minute per app so a busy bot does not write on every call. */
export async function touchLastUsed(db: Executor, id: string, now = new Date()): Promise<void> {
  await db
    .update(apiApps)
    .set({ lastUsedAt: now })
    .where(
      and(
        eq(apiApps.id, id),
        or(isNull(apiApps.lastUsedAt), lt(apiApps.lastUsedAt, new Date(now.getTime() - 60_000))),
      ),
    );
}

export async function insertCall(db: Executor, values: typeof apiAppCalls.$inferInsert): Promise<void> {
  await db.insert(apiAppCalls).values(values);
}

export function listCalls(db: Executor, appId: string, limit: number): Promise<ApiAppCallRow[]> {
  return db
    .select()
    .from(apiAppCalls)
    .where(eq(apiAppCalls.appId, appId))
    .orderBy(desc(apiAppCalls.id))
    .limit(limit);
}

export async function pruneCalls(db: Executor, before: Date): Promise<void> {
  await db.delete(apiAppCalls).where(lt(apiAppCalls.createdAt, before));
}

/** Records a nonce; false when the app used it before (the primary key refuses it). */
export async function claimNonce(db: Executor, appId: string, nonce: string): Promise<boolean> {
  const inserted = await db
    .insert(apiNonces)
    .values({ appId, nonce })
    .onConflictDoNothing()
    .returning({ nonce: apiNonces.nonce });
  return inserted.length > 0;
}

export async function pruneNonces(db: Executor, before: Date): Promise<void> {
  await db.delete(apiNonces).where(lt(apiNonces.createdAt, before));
}

/** Drops every token, code and grant oidc-provider issued to a client (its app was deleted). */
export async function deleteOauthPayloadsOfClient(db: Executor, clientId: string): Promise<void> {
  await db.delete(oauthPayloads).where(sql`${oauthPayloads.payload}->>'clientId' = ${clientId}`);
}

export interface GrantRow {
  id: string;
  clientId: string;
  scope: string;
  issuedAt: number;
}

/** The live grants (consents) a user gave to third-party apps. */
export async function listUserGrants(db: Executor, userId: number): Promise<GrantRow[]> {
  const rows = await db
    .select({ id: oauthPayloads.id, payload: oauthPayloads.payload })
    .from(oauthPayloads)
    .where(
      and(
        eq(oauthPayloads.model, 'Grant'),
        sql`${oauthPayloads.payload}->>'accountId' = ${String(userId)}`,
        or(isNull(oauthPayloads.expiresAt), sql`${oauthPayloads.expiresAt} > now()`),
      ),
    );
  return rows.map(({ id, payload }) => ({
    id,
    clientId: String(payload.clientId),
    scope: String((payload.openid as { scope?: string } | undefined)?.scope ?? ''),
    issuedAt: Number(payload.iat ?? 0),
  }));
}

/** Deletes grants and every token, code and refresh token issued under them. */
export async function deleteGrants(db: Executor, grantIds: string[]): Promise<void> {
  if (grantIds.length === 0) return;
  await db
    .delete(oauthPayloads)
    .where(
      or(
        inArray(oauthPayloads.grantId, grantIds),
        and(eq(oauthPayloads.model, 'Grant'), inArray(oauthPayloads.id, grantIds)),
      ),
    );
}

export function findAppsByClientIds(db: Executor, clientIds: string[]) {
  if (clientIds.length === 0) return Promise.resolve([]);
  return db
    .select({ clientId: apiApps.clientId, name: apiApps.name, username: users.username })
    .from(apiApps)
    .innerJoin(users, eq(users.id, apiApps.userId))
    .where(and(inArray(apiApps.clientId, clientIds), isNull(apiApps.revokedAt)));
}
