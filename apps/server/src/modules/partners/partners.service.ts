import {
  coinPrecision,
  formatAmount,
  REFERRAL_QUERY_PARAM,
  rewardPeriodEnd,
  type Ambassador,
  type CryptoCode,
  type PartnerDashboard,
  type PartnerTerms,
  type UserRole,
} from '@p2p/shared';
import type { Database, Executor } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { assertNotOwnObject } from '../../lib/staff-guard.js';
import { recordAudit } from '../audit/audit.repository.js';
import type { PartnersConfig } from './partners-config.js';
import * as repo from './partners.repository.js';

export type PartnerSettings = Pick<
  PartnersConfig,
  | 'PARTNER_PROGRAM_ENABLED'
  | 'PARTNER_REWARD_SHARE_BPS'
  | 'PARTNER_AMBASSADOR_SHARE_BPS'
  | 'PARTNER_REWARD_PERIOD_DAYS'
>;

export interface StaffActor {
  userId: number;
  role: UserRole;
}

const AMBASSADOR_ROLES: readonly UserRole[] = ['admin', 'supermoderator'];

export function termsOf(settings: PartnerSettings): PartnerTerms {
  return {
    enabled: settings.PARTNER_PROGRAM_ENABLED,
    rewardShareBps: settings.PARTNER_REWARD_SHARE_BPS,
    ambassadorShareBps: settings.PARTNER_AMBASSADOR_SHARE_BPS,
    rewardPeriodDays: settings.PARTNER_REWARD_PERIOD_DAYS,
  };
}

export function assertEnabled(settings: PartnerSettings): void {
  if (!settings.PARTNER_PROGRAM_ENABLED) throw AppError.notFound('Partner programme');
}

/**
 * Attributes a new user to the owner of `code`. An unknown code, a closed account's code or the
 * programme turned off attribute nobody and do not stop the registration: a stale link must not keep
 * anyone from signing up. A user can never be their own referrer (they have no code before they
 * exist, and the table refuses it).
 */
export async function attributeReferral(
  db: Executor,
  settings: PartnerSettings,
  input: { userId: number; code: string | undefined },
): Promise<boolean> {
  if (!input.code || !settings.PARTNER_PROGRAM_ENABLED) return false;
  const referrer = await repo.findUserByReferralCode(db, input.code);
  if (!referrer || referrer.closed || referrer.id === input.userId) return false;
  await repo.insertReferral(db, input.userId, referrer.id);
  return true;
}

const usd = (cents: bigint) => formatAmount(cents, 2);
const coinAmount = (coin: string, amount: bigint) => ({
  coin: coin as CryptoCode,
  amount: formatAmount(amount, coinPrecision(coin as CryptoCode)),
});

/** The partner dashboard of a user: code and link, referred users, rewards by month and in total. */
export async function getDashboard(
  db: Executor,
  settings: PartnerSettings,
  userId: number,
): Promise<PartnerDashboard> {
  assertEnabled(settings);
  const referralCode = await repo.referralCodeOf(db, userId);
  if (!referralCode) throw AppError.unauthorized();
  const user = { userId, referralCode };
  const [ambassador, referred, perUser, perMonth] = await Promise.all([
    repo.findAmbassador(db, user.userId),
    repo.referredUsers(db, user.userId),
    repo.rewardsByReferredUser(db, user.userId),
    repo.rewardsByMonth(db, user.userId),
  ]);
  const totals = new Map<string, bigint>();
  for (const sum of perMonth) totals.set(sum.coin, (totals.get(sum.coin) ?? 0n) + sum.amount);
  return {
    referralCode: user.referralCode,
    referralPath: `/register?${REFERRAL_QUERY_PARAM}=${encodeURIComponent(user.referralCode)}`,
    rewardShareBps: ambassador?.rewardShareBps ?? settings.PARTNER_REWARD_SHARE_BPS,
    rewardPeriodDays: settings.PARTNER_REWARD_PERIOD_DAYS,
    isAmbassador: ambassador !== undefined,
    referredUsers: referred.map((row) => ({
      username: row.username,
      registeredAt: row.registeredAt.toISOString(),
      rewardUntil: rewardPeriodEnd(row.registeredAt, settings.PARTNER_REWARD_PERIOD_DAYS).toISOString(),
      completedTrades: row.completedTrades,
      volumeUsd: usd(row.volumeUsdCents),
      rewards: perUser
        .filter((sum) => sum.key === String(row.userId))
        .map((sum) => coinAmount(sum.coin, sum.amount)),
    })),
    rewardsByPeriod: perMonth.map((sum) => ({
      period: sum.key,
      ...coinAmount(sum.coin, sum.amount),
      trades: sum.trades,
    })),
    totals: [...totals].map(([coin, amount]) => coinAmount(coin, amount)),
  };
}

function assertMayAssign(actor: StaffActor): void {
  if (!AMBASSADOR_ROLES.includes(actor.role))
    throw AppError.forbidden('Only admins and supermoderators assign ambassadors');
}

const toAmbassador = (row: repo.AmbassadorRow): Ambassador => ({
  userId: row.userId,
  username: row.username,
  rewardShareBps: row.rewardShareBps,
  assignedAt: row.assignedAt.toISOString(),
});

/** Staff make a user an ambassador (badge and reward share), or change their share; audited. */
export async function assignAmbassador(
  db: Database,
  settings: PartnerSettings,
  actor: StaffActor,
  input: { userId: number; rewardShareBps?: number },
): Promise<Ambassador> {
  assertEnabled(settings);
  assertMayAssign(actor);
  assertNotOwnObject(actor.userId, [input.userId], 'You cannot make yourself an ambassador');
  const shareBps = input.rewardShareBps ?? settings.PARTNER_AMBASSADOR_SHARE_BPS;
  return db.transaction(async (tx) => {
    const target = await repo.lockUser(tx, input.userId);
    if (!target) throw AppError.notFound('User');
    const before = await repo.findAmbassador(tx, input.userId);
    await repo.upsertAmbassador(tx, {
      userId: input.userId,
      rewardShareBps: shareBps,
      assignedBy: actor.userId,
    });
    await recordAudit(tx, {
      actorId: actor.userId,
      action: before ? 'ambassador.share_change' : 'ambassador.assign',
      targetUserId: input.userId,
      details: { rewardShareBps: shareBps, previousShareBps: before?.rewardShareBps ?? null },
    });
    return toAmbassador((await repo.findAmbassador(tx, input.userId))!);
  });
}

/** Staff take the ambassador badge away; the user earns the default share again. Audited. */
export async function revokeAmbassador(
  db: Database,
  settings: PartnerSettings,
  actor: StaffActor,
  userId: number,
): Promise<void> {
  assertEnabled(settings);
  assertMayAssign(actor);
  assertNotOwnObject(actor.userId, [userId], 'You cannot change your own ambassador status');
  await db.transaction(async (tx) => {
    if (!(await repo.lockUser(tx, userId))) throw AppError.notFound('User');
    const before = await repo.findAmbassador(tx, userId);
    if (!(await repo.deleteAmbassador(tx, userId))) throw AppError.notFound('Ambassador');
    await recordAudit(tx, {
      actorId: actor.userId,
      action: 'ambassador.revoke',
      targetUserId: userId,
      details: { previousShareBps: before?.rewardShareBps ?? null },
    });
  });
}

export async function getAmbassador(db: Executor, actor: StaffActor, userId: number): Promise<Ambassador> {
  assertMayAssign(actor);
  const row = await repo.findAmbassador(db, userId);
  if (!row) throw AppError.notFound('Ambassador');
  return toAmbassador(row);
}

/** The ids among `userIds` with the ambassador badge. */
export function ambassadorsAmong(db: Executor, userIds: readonly number[]): Promise<Set<number>> {
  return repo.ambassadorIds(db, userIds);
}
