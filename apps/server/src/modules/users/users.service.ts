import {
  STAFF_ROLES,
  type CurrentUser,
  type PublicUser,
  type RegisterInput,
  type UserRole,
} from '@p2p/shared';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import type { UserIdParam } from '../../db/fact-column.js';
import { pgConstraint, pgErrorCode } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { hashPassword } from '../../lib/passwords.js';
import { referralCode } from '../../lib/tokens.js';
import * as apiApps from '../api-apps/api-apps.service.js';
import * as contacts from '../contacts/contacts.service.js';
import * as kyc from '../kyc/kyc.service.js';
import { openDemandsColumn } from '../kyc-demands/kyc-demands.service.js';
import { hasPublishedOfferColumn } from '../offers/offers.repository.js';
import { ambassadorsAmong } from '../partners/partners.service.js';
import * as restrictions from '../restrictions/restrictions.service.js';
import * as twoFactor from '../two-factor/two-factor.service.js';
import {
  completedTradesColumn,
  haveTradedTogether,
  tradeStatsOfUser,
} from '../trade-stats/trade-stats.repository.js';
import { toCurrentUser, toPublicUser } from './user-views.js';
import * as repo from './users.repository.js';
import { recordProfileView } from './profile-views.js';

export type { UserRow } from './users.repository.js';

const UNIQUE_FIELDS: Record<string, keyof RegisterInput> = {
  users_username_lower_idx: 'username',
  users_email_lower_idx: 'email',
};

/** Creates an account; a username or e-mail already taken (in any letter case) is a 409 naming the field. */
export async function createUser(
  db: Executor,
  input: RegisterInput & { role?: UserRole },
): Promise<repo.UserRow> {
  const passwordHash = await hashPassword(input.password);
  try {
    return await repo.insertUser(db, {
      username: input.username,
      email: input.email,
      passwordHash,
      role: input.role ?? 'user',
      referralCode: referralCode(),
    });
  } catch (error) {
    const field = pgErrorCode(error) === '23505' ? UNIQUE_FIELDS[pgConstraint(error) ?? ''] : undefined;
    if (!field) throw error;
    const message =
      field === 'username' ? 'This username is already taken' : 'This e-mail is already registered';
    throw new AppError('ERROR_CONFLICT', message, { [field]: [message] });
  }
}

export function findUserByLogin(db: Executor, login: string): Promise<repo.UserRow | undefined> {
  return repo.findUserByLogin(db, login);
}

/** Every module's part of the current user, as subselects about `userId`. */
function currentUserFacts(userId: UserIdParam) {
  return {
    twoFactor: twoFactor.twoFactorSummaryColumn(userId),
    kyc: kyc.kycSummaryColumn(userId),
    restrictions: restrictions.activeRestrictionsColumn(userId),
    completedTrades: completedTradesColumn(userId),
    apiKeyConnected: apiApps.hasActiveAppsColumn(userId),
    isVendor: hasPublishedOfferColumn(userId),
    kycDemands: openDemandsColumn(userId),
  };
}

/** The current-user statement, prepared once per database handle (every page asks for it). */
const currentUserReaders = new WeakMap<
  Executor,
  (id: number) => ReturnType<typeof repo.findUserWithFacts<ReturnType<typeof currentUserFacts>>>
>();

/** The signed-in user: one statement, every module's part of the answer a subselect of it. */
export async function getCurrentUser(db: Executor, userId: number): Promise<CurrentUser> {
  let read = currentUserReaders.get(db);
  if (!read) {
    read = repo.prepareUserWithFacts(db, currentUserFacts(sql.placeholder('userId')), 'current_user');
    currentUserReaders.set(db, read);
  }
  const row = await read(userId);
  if (!row) throw AppError.unauthorized();
  return toCurrentUser(row, row.facts);
}

/**
 * Whether a visitor may see a profile under its owner's visibility setting. Owners and staff always
 * may; TRUSTED_AND_TRADE_PARTNERS also lets in anyone who has a trade with the owner.
 */
async function mayView(
  db: Executor,
  owner: repo.UserRow,
  viewer: { userId: number; role: UserRole } | undefined,
): Promise<boolean> {
  if (owner.profileVisibility === 'YES') return true;
  if (viewer && (viewer.userId === owner.id || STAFF_ROLES.includes(viewer.role))) return true;
  if (owner.profileVisibility === 'NO' || !viewer) return false;
  if ((await contacts.relationBetween(db, owner.id, viewer.userId)) === 'trusted') return true;
  return (
    owner.profileVisibility === 'TRUSTED_AND_TRADE_PARTNERS' &&
    (await haveTradedTogether(db, owner.id, viewer.userId))
  );
}

/**
 * A profile's owner by numeric id or username, when the visitor may see it: 404 when there is no such
 * user, 403 ERROR_PROFILE_HIDDEN under the owner's visibility setting. Everything a profile shows
 * (the profile itself, the feedback it received) goes through here, so the setting hides all of it.
 */
export async function findVisibleProfileOwner(
  db: Executor,
  idOrUsername: string,
  viewer?: { userId: number; role: UserRole },
): Promise<repo.UserWithRefs> {
  // Ids are int4: a longer number cannot be one (and would be a database error), so it is a username.
  const row =
    /^\d{1,10}$/.test(idOrUsername) && Number(idOrUsername) <= 2_147_483_647
      ? await repo.findUserById(db, Number(idOrUsername))
      : await repo.findUserByUsername(db, idOrUsername);
  if (!row) throw AppError.notFound('User');
  if (!(await mayView(db, row.user, viewer))) {
    throw new AppError(
      'ERROR_PROFILE_HIDDEN',
      'This user shows their profile only to people they trust',
      undefined,
      403,
    );
  }
  return row;
}

/** A public profile by numeric id or by username. */
export async function getPublicUser(
  db: Executor,
  idOrUsername: string,
  viewer?: { userId: number; role: UserRole },
): Promise<PublicUser> {
  const row = await findVisibleProfileOwner(db, idOrUsername, viewer);
  const viewerId = viewer?.userId;
  await recordProfileView(db, row.user.id, viewerId);
  const [counts, kycSummary, viewerRelation, trading, ambassadors] = await Promise.all([
    contacts.relationCounts(db, row.user.id),
    kyc.getKycSummary(db, row.user.id),
    viewerId === undefined ? null : contacts.relationBetween(db, viewerId, row.user.id),
    tradeStatsOfUser(db, row.user.id),
    ambassadorsAmong(db, [row.user.id]),
  ]);
  return toPublicUser(row, {
    ...counts,
    ambassador: ambassadors.has(row.user.id),
    idVerified: kycSummary.verification.id.verified,
    viewerRelation,
    trading,
  });
}

export async function getExternalId(db: Executor, id: number): Promise<string> {
  const row = await repo.findUserIdentity(db, id);
  if (!row) throw AppError.notFound('User');
  return row.externalId;
}

export async function setRole(db: Executor, userId: number, role: UserRole): Promise<void> {
  await repo.updateUserRole(db, userId, role);
}
