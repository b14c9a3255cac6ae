import { randomBytes } from 'node:crypto';
import {
  ACCOUNT_CLOSE_BLOCKED,
  coinPrecision,
  formatAmount,
  isCryptoCode,
  type AccountCloseBlockers,
  type AccountCloseCheck,
  type AccountCloseInput,
  type FieldErrors,
} from '@p2p/shared';
import type { Database, Executor } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { hashPassword } from '../../lib/passwords.js';
import { recordAudit } from '../audit/audit.repository.js';
import { confirmIdentity } from '../auth/identity-check.js';
import type { LoginThrottle } from '../auth/login-throttle.js';
import * as sessions from '../auth/sessions.repository.js';
import * as twoFactor from '../two-factor/two-factor.service.js';
import * as repo from './account-close.repository.js';

const BALANCE_KINDS = ['available', 'escrow', 'bond'] as const;

const coinAmount = (coin: string, minor: string): string =>
  formatAmount(BigInt(minor), isCryptoCode(coin) ? coinPrecision(coin) : 8);

/** What keeps the account open: open trades, money on it, deposits and send-outs not yet settled. */
export async function findBlockers(db: Executor, userId: number): Promise<AccountCloseBlockers> {
  // One after another: inside the close's transaction they share one connection.
  const openTrades = await repo.openTradesOf(db, userId);
  const balances = await repo.nonZeroBalancesOf(db, userId);
  const deposits = await repo.pendingDepositsOf(db, userId);
  const sendOuts = await repo.unsettledSendOutsOf(db, userId);
  return {
    openTrades,
    balances: balances.flatMap((row) => {
      const kind = BALANCE_KINDS.find((known) => known === row.kind);
      return kind ? [{ coin: row.coin, kind, amount: coinAmount(row.coin, row.amount) }] : [];
    }),
    pendingDeposits: deposits.map((row) => ({ coin: row.coin, amount: coinAmount(row.coin, row.amount) })),
    pendingSendOuts: sendOuts.map((row) => ({
      coin: row.coin,
      amount: coinAmount(row.coin, row.amount),
      status: row.status,
    })),
  };
}

const hasBlockers = (blockers: AccountCloseBlockers): boolean =>
  Object.values(blockers).some((list) => list.length > 0);

/** GET /rest/v1/account/close: whether the account can be closed now, and what it would ask. */
export async function getCloseCheck(db: Executor, userId: number): Promise<AccountCloseCheck> {
  const blockers = await findBlockers(db, userId);
  const status = await twoFactor.getTwoFactorSummary(db, userId);
  return { canClose: !hasBlockers(blockers), blockers, twoFactorRequired: status.state === 'enabled' };
}

/** The refusal, naming each kind of blocker (English; the page shows the structured check instead). */
function blockedError(blockers: AccountCloseBlockers): AppError {
  const details: FieldErrors = {};
  if (blockers.openTrades.length > 0) {
    details.openTrades = [
      `Finish or cancel your open trades first: ${blockers.openTrades.map((t) => t.tradeHash).join(', ')}`,
    ];
  }
  if (blockers.balances.length > 0) {
    details.balances = [
      `Send out or use your remaining balance first: ${blockers.balances
        .map((b) => `${b.amount} ${b.coin} (${b.kind})`)
        .join(', ')}`,
    ];
  }
  if (blockers.pendingDeposits.length > 0) {
    details.pendingDeposits = [
      `Wait until your incoming deposits are confirmed: ${blockers.pendingDeposits
        .map((d) => `${d.amount} ${d.coin}`)
        .join(', ')}`,
    ];
  }
  if (blockers.pendingSendOuts.length > 0) {
    details.pendingSendOuts = [
      `Wait until your send-outs are confirmed: ${blockers.pendingSendOuts
        .map((s) => `${s.amount} ${s.coin} (${s.status})`)
        .join(', ')}`,
    ];
  }
  return new AppError(
    ACCOUNT_CLOSE_BLOCKED,
    `The account cannot be closed yet: ${Object.keys(details).join(', ')}`,
    details,
    409,
  );
}

/**
 * Closes the signed-in user's account (decision 015). The password, and the second factor when
 * two-factor is on, come first; then, in one transaction under the account row lock, the offers are
 * turned off before the blockers are read (a trade start that already holds an offer finishes first
 * and is then seen), any blocker refuses with 409 and undoes everything, and otherwise every session
 * ends and the personal data goes. Answers the avatar URL to delete from storage after commit.
 */
export async function closeAccount(
  db: Database,
  options: { userId: number; input: AccountCloseInput; throttle?: LoginThrottle },
): Promise<{ avatarUrl: string | null }> {
  const { userId, input } = options;
  const account = await repo.findAccount(db, userId);
  if (!account || account.closedAt) throw AppError.unauthorized();
  await confirmIdentity(db, {
    userId,
    passwordHash: account.passwordHash,
    password: input.password,
    passwordField: 'password',
    code: input.code,
    throttle: options.throttle,
  });
  // An unusable password: the hash of 32 random bytes nobody ever saw.
  const unusableHash = await hashPassword(randomBytes(32).toString('base64url'));
  return db.transaction(async (tx) => {
    const locked = await repo.lockAccount(tx, userId);
    if (!locked || locked.closedAt) throw AppError.unauthorized();
    await repo.disableOffers(tx, userId);
    const blockers = await findBlockers(tx, userId);
    if (hasBlockers(blockers)) throw blockedError(blockers);
    const closedAt = new Date();
    await sessions.deleteUserSessions(tx, userId);
    await repo.deletePersonalRecords(tx, userId);
    await repo.removeBankAccounts(tx, userId);
    await repo.anonymiseUser(tx, userId, {
      email: `closed-${userId}@closed.invalid`,
      passwordHash: unusableHash,
      closedAt,
    });
    await recordAudit(tx, { actorId: userId, action: 'account.closed', targetUserId: userId });
    return { avatarUrl: locked.avatarUrl };
  });
}
