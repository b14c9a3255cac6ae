import {
  KYC_DEMAND_ROLES as ROLES_BY_KIND,
  type KycDemand,
  type KycDemandInput,
  type KycDemandKind,
  type UserRole,
} from '@p2p/shared';
import type { Database, Executor } from '../../db/client.js';
import { jsonValue, type FactColumn, type UserIdParam } from '../../db/fact-column.js';
import { AppError } from '../../lib/app-error.js';
import { assertNotOwnObject, requireStaff } from '../../lib/staff-guard.js';
import { recordAudit } from '../audit/audit.repository.js';
import * as repo from './kyc-demands.repository.js';

export interface Actor {
  userId: number;
  role: UserRole;
}

export interface OpenDemands {
  /** A forced identity verification not approved yet: trading stays blocked (blockedKycActions). */
  forced: boolean;
  /** An ID document asked for and not submitted since. */
  idDocument: boolean;
}

/** The open demands as a column of a query that reads several modules' facts of the user. */
export function openDemandsColumn(userId: UserIdParam): FactColumn<OpenDemands> {
  return {
    sql: repo.openDemandsSql(userId),
    read: (value) => {
      const facts = jsonValue<Partial<OpenDemands>>(value);
      return { forced: facts?.forced === true, idDocument: facts?.idDocument === true };
    },
  };
}

export function openDemands(db: Executor, userId: number): Promise<OpenDemands> {
  return repo.openDemands(db, userId);
}

export { openDemandSql } from './kyc-demands.repository.js';

function toView(row: Awaited<ReturnType<typeof repo.listDemands>>[number]): KycDemand {
  const { demand } = row;
  return {
    id: demand.id,
    kind: demand.kind as KycDemandKind,
    status: demand.withdrawnAt ? 'withdrawn' : row.fulfilled ? 'fulfilled' : 'open',
    reason: demand.reason,
    createdBy: row.createdBy,
    createdAt: demand.createdAt.toISOString(),
    withdrawnAt: demand.withdrawnAt?.toISOString() ?? null,
    withdrawnBy: row.withdrawnBy,
    withdrawReason: demand.withdrawReason,
  };
}

async function list(db: Executor, userId: number): Promise<KycDemand[]> {
  return (await repo.listDemands(db, userId)).map(toView);
}

export async function listDemands(db: Executor, actor: Actor, userId: number): Promise<KycDemand[]> {
  requireStaff(actor);
  if (!(await repo.lockUser(db, userId))) throw AppError.notFound('User');
  return list(db, userId);
}

/**
 * Staff force an identity verification or ask for an ID document. Refused when the identity is
 * verified already (there is nothing left to ask: a verified user's account is limited with a
 * restriction instead) or when one of the kind is still open. Audited; the user sees it on current_user.
 */
export async function createDemand(
  db: Database,
  actor: Actor,
  options: KycDemandInput & { userId: number },
): Promise<KycDemand[]> {
  if (!ROLES_BY_KIND[options.kind].includes(actor.role))
    throw AppError.forbidden('Your role may not do this');
  assertNotOwnObject(actor.userId, [options.userId], 'You cannot ask this of your own account');
  await db.transaction(async (tx) => {
    const user = await repo.lockUser(tx, options.userId);
    if (!user) throw AppError.notFound('User');
    if (user.role === 'admin' && actor.role !== 'admin')
      throw AppError.forbidden('Only an admin may do this to an admin');
    if (await repo.identityVerified(tx, options.userId))
      throw AppError.validation('kind', 'The identity of this user is verified already');
    const open = await repo.openDemands(tx, options.userId);
    if (options.kind === 'forced_verification' ? open.forced : open.idDocument)
      throw AppError.validation('kind', `The user already has an open ${options.kind.replace('_', ' ')}`);
    const row = await repo.insertDemand(tx, {
      userId: options.userId,
      kind: options.kind,
      reason: options.reason,
      createdBy: actor.userId,
    });
    await recordAudit(tx, {
      actorId: actor.userId,
      action: 'kyc_demand.create',
      targetUserId: options.userId,
      details: { demandId: row.id, kind: options.kind, reason: options.reason },
    });
  });
  return list(db, options.userId);
}

/** Staff withdraw an open demand, with a reason. Audited. */
export async function withdrawDemand(
  db: Database,
  actor: Actor,
  options: { userId: number; demandId: string; reason: string },
): Promise<KycDemand[]> {
  requireStaff(actor);
  assertNotOwnObject(
    actor.userId,
    [options.userId],
    'You cannot withdraw what was asked of your own account',
  );
  await db.transaction(async (tx) => {
    if (!(await repo.lockUser(tx, options.userId))) throw AppError.notFound('User');
    const row = await repo.lockDemand(tx, options.userId, options.demandId);
    if (!row) throw AppError.notFound('Demand');
    if (!ROLES_BY_KIND[row.kind as KycDemandKind].includes(actor.role))
      throw AppError.forbidden('Your role may not do this');
    if (row.withdrawnAt) throw AppError.validation('demandId', 'This demand was already withdrawn');
    await repo.withdrawDemand(tx, row.id, actor.userId, options.reason);
    await recordAudit(tx, {
      actorId: actor.userId,
      action: 'kyc_demand.withdraw',
      targetUserId: options.userId,
      details: { demandId: row.id, kind: row.kind, reason: options.reason },
    });
  });
  return list(db, options.userId);
}
