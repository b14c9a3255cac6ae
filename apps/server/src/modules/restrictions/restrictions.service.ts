import {
  forbiddenBy,
  RESTRICTION_KINDS,
  type RestrictedAction,
  type Restriction,
  type RestrictionKind,
  type UserRole,
} from '@p2p/shared';
import type { Database, Executor } from '../../db/client.js';
import { jsonValue, type FactColumn, type UserIdParam } from '../../db/fact-column.js';
import { AppError } from '../../lib/app-error.js';
import { assertNotOwnObject, requireStaff } from '../../lib/staff-guard.js';
import { recordAudit } from '../audit/audit.repository.js';
import { HIDING_RESTRICTIONS } from '../offer-search/offer-search.filter.js';
import { recordUserEvents } from '../realtime/user-events.js';
import * as repo from './restrictions.repository.js';

export interface Actor {
  userId: number;
  role: UserRole;
}

const RESTRICTING_ROLES: readonly UserRole[] = ['admin', 'supermoderator'];

const isKind = (value: string): value is RestrictionKind =>
  (RESTRICTION_KINDS as readonly string[]).includes(value);

export async function activeRestrictions(db: Executor, userId: number): Promise<RestrictionKind[]> {
  return (await repo.activeKinds(db, userId)).filter(isKind);
}

/** The active restrictions as a column of a query that reads several modules' facts of the user. */
export function activeRestrictionsColumn(userId: UserIdParam): FactColumn<RestrictionKind[]> {
  return {
    sql: repo.activeKindsSql(userId),
    read: (value) => (jsonValue<string[]>(value) ?? []).filter(isKind),
  };
}

/** The active restrictions of several users (every id present, an empty list when free) in one read. */
export async function activeRestrictionsOf(
  db: Executor,
  userIds: readonly number[],
): Promise<Map<number, RestrictionKind[]>> {
  const byUser = new Map<number, RestrictionKind[]>(userIds.map((id) => [id, []]));
  for (const row of await repo.activeKindsOf(db, userIds)) {
    if (isKind(row.kind)) byUser.get(row.userId)?.push(row.kind);
  }
  return byUser;
}

/**
 * Throws 403 `ERROR_ACCOUNT_RESTRICTED` when an active restriction forbids the action. Every service
 * that starts a trade, creates an offer, releases or sends funds calls this first.
 */
export async function assertAllowed(db: Executor, userId: number, action: RestrictedAction): Promise<void> {
  assertKindsAllow(await activeRestrictions(db, userId), action);
}

/** assertAllowed on restrictions already read (activeRestrictionsOf). */
export function assertKindsAllow(kinds: readonly RestrictionKind[], action: RestrictedAction): void {
  const kind = forbiddenBy([...kinds], action);
  if (kind) {
    throw new AppError(
      'ERROR_ACCOUNT_RESTRICTED',
      `Your account is restricted (${kind.replace('_', ' ')}): ${action} is not allowed.`,
      undefined,
      403,
    );
  }
}

function assertRole(actor: Actor, roles: readonly UserRole[]): void {
  if (!roles.includes(actor.role)) throw AppError.forbidden('Your role may not do this');
}

async function targetUser(tx: Executor, userId: number) {
  const user = await repo.findUser(tx, userId);
  if (!user) throw AppError.notFound('User');
  return user;
}

function toView(row: Awaited<ReturnType<typeof repo.listRestrictions>>[number]): Restriction {
  const { restriction } = row;
  return {
    id: restriction.id,
    kind: isKind(restriction.kind) ? restriction.kind : 'restrict',
    reason: restriction.reason,
    createdBy: row.createdBy,
    createdAt: restriction.createdAt.toISOString(),
    liftedAt: restriction.liftedAt?.toISOString() ?? null,
    liftedBy: row.liftedBy,
    liftReason: restriction.liftReason,
    active: restriction.liftedAt === null,
  };
}

export async function listRestrictions(db: Executor, actor: Actor, userId: number): Promise<Restriction[]> {
  requireStaff(actor, 'Your role may not do this');
  await targetUser(db, userId);
  return (await repo.listRestrictions(db, userId)).map(toView);
}

const hides = (kind: string) => (HIDING_RESTRICTIONS as readonly string[]).includes(kind);

/**
 * A restriction that takes the owner's offers off the market (the first hiding one) tells the owner
 * of each offer it turned off, in the transaction of the change (`offer.disabled`, reason `restriction`).
 */
async function recordOffersHidden(
  tx: Executor,
  userId: number,
  change: { before: readonly string[]; added: string },
): Promise<void> {
  if (!hides(change.added) || change.before.some(hides)) return;
  const hashes = await repo.enabledOfferHashes(tx, userId);
  await recordUserEvents(
    tx,
    hashes.map((offerHash) => ({
      userId,
      type: 'offer.disabled',
      payload: { offerHash, reason: 'restriction' },
    })),
  );
}

export async function restrict(
  db: Database,
  actor: Actor,
  options: { userId: number; kind: RestrictionKind; reason: string },
): Promise<Restriction[]> {
  assertRole(actor, RESTRICTING_ROLES);
  assertNotOwnObject(actor.userId, [options.userId], 'You cannot restrict your own account');
  await db.transaction(async (tx) => {
    const user = await targetUser(tx, options.userId);
    if (user.role === 'admin' && actor.role !== 'admin')
      throw AppError.forbidden('Only an admin may restrict an admin');
    const before = await repo.activeKinds(tx, options.userId);
    if (before.includes(options.kind)) {
      throw AppError.validation('kind', `The account already has an active ${options.kind} restriction`);
    }
    const row = await repo.insertRestriction(tx, { ...options, createdBy: actor.userId });
    await recordOffersHidden(tx, options.userId, { before, added: options.kind });
    if (options.kind === 'ban') await repo.revokeSessions(tx, options.userId);
    await recordAudit(tx, {
      actorId: actor.userId,
      action: 'restriction.add',
      targetUserId: options.userId,
      details: { restrictionId: row.id, kind: options.kind, reason: options.reason },
    });
  });
  return (await repo.listRestrictions(db, options.userId)).map(toView);
}

export async function lift(
  db: Database,
  actor: Actor,
  options: { userId: number; restrictionId: string; reason: string },
): Promise<Restriction[]> {
  assertRole(actor, RESTRICTING_ROLES);
  // Otherwise a restricted supermoderator could lift what another put on them.
  assertNotOwnObject(actor.userId, [options.userId], 'You cannot lift a restriction of your own account');
  await db.transaction(async (tx) => {
    await targetUser(tx, options.userId);
    const row = await repo.lockRestriction(tx, options.userId, options.restrictionId);
    if (!row) throw AppError.notFound('Restriction');
    if (row.liftedAt) throw AppError.validation('restrictionId', 'This restriction was already lifted');
    await repo.liftRestriction(tx, row.id, actor.userId, options.reason);
    await recordAudit(tx, {
      actorId: actor.userId,
      action: 'restriction.lift',
      targetUserId: options.userId,
      details: { restrictionId: row.id, kind: row.kind, reason: options.reason },
    });
  });
  return (await repo.listRestrictions(db, options.userId)).map(toView);
}

/** Only admins change roles; an admin cannot demote themself (there must stay one). */
export async function changeRole(
  db: Database,
  actor: Actor,
  options: { userId: number; role: UserRole },
): Promise<void> {
  assertRole(actor, ['admin']);
  assertNotOwnObject(actor.userId, [options.userId], 'You cannot change your own role', { fields: ['role'] });
  await db.transaction(async (tx) => {
    const user = await targetUser(tx, options.userId);
    if (user.role === options.role) return;
    await repo.setRole(tx, options.userId, options.role);
    await recordAudit(tx, {
      actorId: actor.userId,
      action: 'role.change',
      targetUserId: options.userId,
      details: { from: user.role, to: options.role },
    });
  });
}
