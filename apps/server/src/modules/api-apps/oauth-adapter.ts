import { and, eq, gt, isNull, lt, or } from 'drizzle-orm';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Database } from '../../db/client.js';
import { oauthPayloads } from '../../db/schema.js';
import * as repo from './api-apps.repository.js';

/**
 * oidc-provider's storage for every model but Client, in `oauth_payloads` (one row per model and
 * id), so that a token issued by one node is honoured by another, on PGlite and PostgreSQL alike.
 */
export class DrizzleOauthAdapter implements Adapter {
  constructor(
    private readonly db: Database,
    private readonly model: string,
  ) {}

  async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
    const values = {
      payload: payload as Record<string, unknown>,
      grantId: payload.grantId ?? null,
      userCode: payload.userCode ?? null,
      uid: payload.uid ?? null,
      expiresAt: expiresIn ? new Date(Date.now() + expiresIn * 1000) : null,
    };
    await this.db
      .insert(oauthPayloads)
      .values({ model: this.model, id, ...values })
      .onConflictDoUpdate({ target: [oauthPayloads.model, oauthPayloads.id], set: values });
  }

  private async findWhere(condition: ReturnType<typeof eq>): Promise<AdapterPayload | undefined> {
    const [row] = await this.db
      .select()
      .from(oauthPayloads)
      .where(
        and(
          eq(oauthPayloads.model, this.model),
          condition,
          or(isNull(oauthPayloads.expiresAt), gt(oauthPayloads.expiresAt, new Date())),
        ),
      )
      .limit(1);
    if (!row) return undefined;
    return {
      ...row.payload,
      ...(row.consumedAt ? { consumed: Math.floor(row.consumedAt.getTime() / 1000) } : {}),
    } as AdapterPayload;
  }

  find(id: string) {
    return this.findWhere(eq(oauthPayloads.id, id));
  }

  findByUid(uid: string) {
    return this.findWhere(eq(oauthPayloads.uid, uid));
  }

  findByUserCode(userCode: string) {
    return this.findWhere(eq(oauthPayloads.userCode, userCode));
  }

  async consume(id: string): Promise<void> {
    await this.db
      .update(oauthPayloads)
      .set({ consumedAt: new Date() })
      .where(and(eq(oauthPayloads.model, this.model), eq(oauthPayloads.id, id)));
  }

  async destroy(id: string): Promise<void> {
    await this.db
      .delete(oauthPayloads)
      .where(and(eq(oauthPayloads.model, this.model), eq(oauthPayloads.id, id)));
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    // Every model's artifacts of the grant (access and refresh tokens, codes), as the reference adapter does.
    await this.db.delete(oauthPayloads).where(eq(oauthPayloads.grantId, grantId));
  }
}

/** Removes expired artifacts (run now and then; expired rows are never read). */
export async function pruneOauthPayloads(db: Database, now = new Date()): Promise<void> {
  await db.delete(oauthPayloads).where(lt(oauthPayloads.expiresAt, now));
}

/**
 * The Client model: read from `api_apps`. A confidential client's `client_secret` is the hex SHA-256
 * of its secret, and the provider's secret comparison is replaced to hash what the client sent
 * (oauth-provider.ts), so the secret itself is never needed to check client authentication.
 */
export class ApiAppClientAdapter implements Adapter {
  constructor(private readonly db: Database) {}

  async find(id: string): Promise<AdapterPayload | undefined> {
    if (id.length > 100) return undefined;
    const app = await repo.findActiveAppByClientId(this.db, id);
    if (!app) return undefined;
    const scope = [...app.scopes, ...(app.kind === 'third_party' ? ['openid', 'offline_access'] : [])].join(
      ' ',
    );
    const common = { client_id: app.clientId, client_name: app.name, scope };
    if (app.kind === 'bot') {
      return {
        ...common,
        client_secret: app.secretHash ?? undefined,
        grant_types: ['client_credentials'],
        response_types: [],
        redirect_uris: [],
        token_endpoint_auth_method: 'client_secret_basic',
      };
    }
    return {
      ...common,
      ...(app.publicClient
        ? { token_endpoint_auth_method: 'none' }
        : { client_secret: app.secretHash ?? undefined, token_endpoint_auth_method: 'client_secret_basic' }),
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      redirect_uris: app.redirectUris,
    };
  }

  async upsert(): Promise<void> {
    throw new Error('API apps are created on the developer page');
  }
  async findByUid(): Promise<undefined> {
    return undefined;
  }
  async findByUserCode(): Promise<undefined> {
    return undefined;
  }
  async consume(): Promise<void> {}
  async destroy(): Promise<void> {}
  async revokeByGrantId(): Promise<void> {}
}
