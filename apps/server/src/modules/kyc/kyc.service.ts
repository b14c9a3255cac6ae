import {
  blockedKycActions,
  DEFAULT_FIAT_CURRENCY_CODE,
  DEFAULT_LEVEL_LIMITS,
  formatUsdCents,
  isLevelName,
  LEVEL_NAMES,
  LEVEL_NUMBERS,
  LEVEL_REQUIREMENTS,
  REGISTRATION_GROUP_ID_REQUIRED,
  type KycCheck,
  type KycSummary,
  type LevelInfo,
  type LevelLimits,
  type LevelName,
} from '@p2p/shared';
import type { Executor } from '../../db/client.js';
import { jsonValue, type FactColumn, type UserIdParam } from '../../db/fact-column.js';
import { AppError } from '../../lib/app-error.js';
import * as reference from '../reference/reference.service.js';
import { deriveLevel, verificationState } from './level-rules.js';
import * as repo from './kyc.repository.js';
import { usedVolumeUsdCents } from '../trades/trades.repository.js';
import { openDemands } from '../kyc-demands/kyc-demands.service.js';

export type { KycSummary } from '@p2p/shared';

const asLevel = (value: string): LevelName => (isLevelName(value) ? value : 'L0');

/**
 * Derives the user's level from what is verified — e-mail and phone (L1), full name and birthday
 * (L1+), an approved ID (L2), an approved address (L2+POA), an approved video (L3) — keeps L4 when an
 * admin granted it, and stores it. Call it after every verification change, inside the caller's
 * transaction with its handle. Returns the level now in force.
 * @example await recomputeLevel(tx, userId); // after setting users.phone_verified_at
 */
export async function recomputeLevel(
  db: Executor,
  userId: number,
  options: { keepL4?: boolean } = {},
): Promise<LevelName> {
  const user = await repo.findUserKycFacts(db, userId, { lock: true });
  if (!user) throw AppError.notFound('User');
  const requests = await repo.listUserRequests(db, userId);
  const approvedKinds = new Set(requests.filter((r) => r.status === 'approved').map((r) => r.kind));
  const level = deriveLevel(
    {
      emailVerified: user.emailVerifiedAt !== null,
      phoneVerified: user.phoneVerifiedAt !== null,
      approvedKinds,
    },
    user.level,
    options.keepL4 ?? true,
  );
  if (level !== user.level) await repo.updateUserLevel(db, userId, level);
  return level;
}

/**
 * The USD volume the user has traded, counted against the lifetime limit: the USD value (fixed at
 * start) of every open and completed trade the user is a party of. Open trades count so that two
 * trades started at once cannot both fit in what is left; a cancelled or expired one frees its part.
 */
export async function usedTradingVolumeUsdCents(db: Executor, userId: number): Promise<bigint> {
  return usedVolumeUsdCents(db, userId);
}

/** The limits in force for a level: the operator's row, or the default when none was stored yet. */
export async function limitsOf(db: Executor, level: LevelName): Promise<LevelLimits> {
  const row = await repo.findLevelLimits(db, level);
  return row
    ? { perTradeUsdCents: row.perTradeUsdCents, lifetimeUsdCents: row.lifetimeUsdCents }
    : DEFAULT_LEVEL_LIMITS[level];
}

export function toLevelInfo(level: LevelName, limits: LevelLimits): LevelInfo {
  return {
    name: level,
    level: LEVEL_NUMBERS[level],
    requirements: [...LEVEL_REQUIREMENTS[level]],
    perTradeLimitUsd: formatUsdCents(limits.perTradeUsdCents),
    lifetimeLimitUsd: formatUsdCents(limits.lifetimeUsdCents),
  };
}

export async function listLevelsInfo(db: Executor): Promise<LevelInfo[]> {
  const rows = new Map((await repo.listLevelLimits(db)).map((row) => [row.level, row]));
  return LEVEL_NAMES.map((level) => {
    const row = rows.get(level);
    return toLevelInfo(
      level,
      row
        ? { perTradeUsdCents: row.perTradeUsdCents, lifetimeUsdCents: row.lifetimeUsdCents }
        : DEFAULT_LEVEL_LIMITS[level],
    );
  });
}

export async function getLevelInfo(db: Executor, level: LevelName): Promise<LevelInfo> {
  return toLevelInfo(level, await limitsOf(db, level));
}

/** Resolves a fiat code against the currency table; an unknown one is a 400 on `field`. */
async function knownFiatCode(db: Executor, code: string, field: string): Promise<string> {
  try {
    return (await reference.getFiatCurrency(db, code)).code;
  } catch (error) {
    if (error instanceof AppError && error.code === 'ERROR_NOT_FOUND')
      throw AppError.validation(field, `Unknown fiat currency: ${code}`);
    throw error;
  }
}

async function userFiatCode(db: Executor, fiatCurrencyId: number): Promise<string> {
  const { data } = await reference.listFiatCurrencies(db, { withPopular: false });
  return data.find((currency) => currency.id === fiatCurrencyId)?.code ?? DEFAULT_FIAT_CURRENCY_CODE;
}

/**
 * The signed-in user's level, limits and what is left of the lifetime limit, for the asked currency
 * (the user's own by default). Amounts are in the asked currency when it is USD; other currencies need rates, which arrive with the rates module, so
 * until then the amounts stay in USD and say so rather than use a made-up rate.
 */
export async function kycCheck(
  db: Executor,
  userId: number,
  fiatCurrencyCode: string | undefined,
): Promise<KycCheck> {
  const user = await repo.findUserKycFacts(db, userId);
  if (!user) throw AppError.unauthorized();
  const code = fiatCurrencyCode
    ? await knownFiatCode(db, fiatCurrencyCode, 'fiatCurrencyCode')
    : await userFiatCode(db, user.fiatCurrencyId);
  const level = asLevel(user.level);
  const limits = await limitsOf(db, level);
  const used = await usedTradingVolumeUsdCents(db, userId);
  const unused =
    limits.lifetimeUsdCents === null
      ? null
      : limits.lifetimeUsdCents > used
        ? limits.lifetimeUsdCents - used
        : 0n;
  return {
    level: LEVEL_NUMBERS[level],
    levelName: level,
    fiatCurrencyCode: code,
    amountsCurrencyCode: DEFAULT_FIAT_CURRENCY_CODE,
    perTradeLimit: formatUsdCents(limits.perTradeUsdCents),
    lifetimeLimit: formatUsdCents(limits.lifetimeUsdCents),
    usedTradingVolume: formatUsdCents(used)!,
    unusedTradingVolumeInFiatCurrency: formatUsdCents(unused),
    note:
      code === DEFAULT_FIAT_CURRENCY_CODE
        ? null
        : `Amounts are in USD: conversion to ${code} needs exchange rates, which arrive with the rates module`,
  };
}

/**
 * The KYC part of the current user: level, limits, verification flags and the actions the level
 * blocks. Residence is proven by the proof of address, so it follows the address verification.
 */
export async function getKycSummary(db: Executor, userId: number): Promise<KycSummary> {
  const user = await repo.findUserKycFacts(db, userId);
  if (!user) throw AppError.notFound('User');
  const level = asLevel(user.level);
  return kycSummaryOf(
    user,
    await limitsOf(db, level),
    await repo.listUserRequests(db, userId),
    (await openDemands(db, userId)).forced,
  );
}

/** getKycSummary as a column of a query over `users` that reads several modules' facts of the user. */
export function kycSummaryColumn(userId: UserIdParam): FactColumn<KycSummary> {
  return {
    sql: repo.kycFactsSql(userId),
    read: (value) => {
      const facts = jsonValue<repo.KycFactsJson>(value)!;
      const stored = facts.limits;
      const limits = stored
        ? {
            perTradeUsdCents: stored.perTrade === null ? null : BigInt(stored.perTrade),
            lifetimeUsdCents: stored.lifetime === null ? null : BigInt(stored.lifetime),
          }
        : DEFAULT_LEVEL_LIMITS[asLevel(facts.level)];
      return kycSummaryOf(facts, limits, facts.requests ?? [], facts.idForced === true);
    },
  };
}

function kycSummaryOf(
  user: Pick<repo.UserKycFacts, 'level' | 'registrationGroup'>,
  limits: LevelLimits,
  requests: readonly { kind: string; status: string; rejectReason: string | null }[],
  /** Staff forced an identity verification that is not approved yet (decision 040). */
  idForced = false,
): KycSummary {
  const level = asLevel(user.level);
  const ofKinds = (...kinds: string[]) => requests.filter((request) => kinds.includes(request.kind));
  const address = verificationState(ofKinds('address'));
  return {
    level,
    levelNumber: LEVEL_NUMBERS[level],
    limits: {
      perTradeLimitUsd: formatUsdCents(limits.perTradeUsdCents),
      lifetimeLimitUsd: formatUsdCents(limits.lifetimeUsdCents),
    },
    verification: {
      id: {
        ...verificationState(ofKinds('id', 'provider'), {
          required: user.registrationGroup === REGISTRATION_GROUP_ID_REQUIRED || idForced,
        }),
        forced: idForced,
      },
      address,
      video: verificationState(ofKinds('video')),
      fullnameBirthday: verificationState(ofKinds('fullname_birthday')),
      residence: { ...address },
    },
    blockedKycActions: blockedKycActions(level, {
      registrationGroup: user.registrationGroup,
      idVerificationForced: idForced,
    }),
  };
}
