import { sql } from 'drizzle-orm';
import {
  CRYPTO_CURRENCIES,
  OFFER_BOND_AMOUNTS,
  WITHDRAWAL_RULES,
  coinPrecision,
  formatAmount,
  parseAmount,
  type CryptoCode,
  type DepositAddress,
  type SendOutInfo,
  type WalletBalance,
  type WalletTransaction,
  type Withdrawal,
  type WithdrawalStatus,
} from '@p2p/shared';
import type { Database, Executor, Transaction } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { ChainAdapter } from '../chain/chain-adapter.js';
import * as kyc from '../kyc/kyc.service.js';
import * as ledgerRepo from '../ledger/ledger.repository.js';
import * as ledger from '../ledger/ledger.service.js';
import { assertAllowed } from '../restrictions/restrictions.service.js';
import { isSwitchedOn } from '../two-factor/two-factor.service.js';

/** Prices the wallet shows balances in (the rates module provides them). */
export interface WalletPrices {
  /** Price of one coin in the fiat currency, as a decimal string. */
  fiatPerCoin(coin: CryptoCode, fiatCode: string): string;
  /** A coin amount in fiat minor units, rounded half-up. */
  convertCryptoToFiatMinor(coin: CryptoCode, amount: bigint, fiatCode: string): bigint;
  /** Decimals of the fiat currency. */
  fiatPrecision(fiatCode: string): number;
}

export const HISTORY_PAGE_SIZE = 20;

type Row = Record<string, unknown>;
async function rows<T extends Row>(db: Executor, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

const amountText = (coin: CryptoCode, value: bigint) => formatAmount(value, coinPrecision(coin));

/** No amount anyone can hold comes near a billion coins; the bound keeps sums far from int8's limit. */
export function maxAmount(coin: CryptoCode): bigint {
  return 10n ** BigInt(coinPrecision(coin) + 9);
}

async function userFiatCode(db: Executor, userId: number): Promise<string> {
  const [row] = await rows<{ code: string }>(
    db,
    sql`select f.code from users u join fiat_currencies f on f.id = u.fiat_currency_id where u.id = ${userId}`,
  );
  if (!row) throw AppError.unauthorized();
  return row.code;
}

export async function getBalances(
  db: Executor,
  prices: WalletPrices,
  userId: number,
): Promise<WalletBalance[]> {
  const fiatCode = await userFiatCode(db, userId);
  const balances = await ledgerRepo.userBalances(db, userId);
  const incoming = await rows<{ coin: string; total: string | bigint }>(
    db,
    sql`select coin, sum(amount) as total from chain_deposits
        where user_id = ${userId} and status = 'pending' group by coin`,
  );
  const fiatPrecision = prices.fiatPrecision(fiatCode);
  return CRYPTO_CURRENCIES.map(({ code }) => {
    const of = (kind: ledgerRepo.AccountKind) =>
      balances.find((row) => row.coin === code && row.kind === kind)?.balance ?? 0n;
    const available = of('available');
    const pending = BigInt(incoming.find((row) => row.coin === code)?.total ?? 0);
    return {
      cryptoCurrencyCode: code,
      balance: amountText(code, available),
      incomingAmount: amountText(code, pending),
      escrowAmount: amountText(code, of('escrow')),
      bondAmount: amountText(code, of('bond')),
      fiatRate: prices.fiatPerCoin(code, fiatCode),
      fiatPrecision,
      fiatCurrencyCode: fiatCode,
      fiatValue: formatAmount(prices.convertCryptoToFiatMinor(code, available, fiatCode), fiatPrecision),
    };
  });
}

/** The user's deposit address for the coin, asked from the chain the first time. */
export async function getDepositAddress(
  db: Database,
  chain: ChainAdapter,
  network: string,
  userId: number,
): Promise<DepositAddress> {
  const find = () =>
    rows<{ address: string }>(
      db,
      sql`select address from deposit_addresses where user_id = ${userId} and coin = ${chain.coin}`,
    );
  let [row] = await find();
  if (!row) {
    const address = await chain.newAddress(`user-${userId}`);
    await db.execute(
      sql`insert into deposit_addresses (user_id, coin, address) values (${userId}, ${chain.coin}, ${address})
          on conflict do nothing`,
    );
    [row] = await find();
  }
  return {
    cryptoCurrencyCode: chain.coin,
    address: row!.address,
    network,
    requiredConfirmations: chain.requiredConfirmations,
  };
}

export async function getSendOutInfo(db: Executor, userId: number, coin: CryptoCode): Promise<SendOutInfo> {
  const rules = WITHDRAWAL_RULES[coin];
  const available = (await ledgerRepo.userBalances(db, userId)).find(
    (row) => row.coin === coin && row.kind === 'available',
  )?.balance;
  const max = (available ?? 0n) - rules.fee;
  return {
    cryptoCurrencyCode: coin,
    fee: amountText(coin, rules.fee),
    minAmount: amountText(coin, rules.min),
    maxAmount: amountText(coin, max > 0n ? max : 0n),
    twoFactorRequired: await isSwitchedOn(db, userId, 'withdrawal'),
  };
}

/** Checks of a send-out that need no transaction: amount, address, level and restrictions. */
export async function checkSendOut(
  db: Executor,
  chain: ChainAdapter,
  input: { userId: number; address: string; amount: string },
): Promise<{ amount: bigint; fee: bigint }> {
  const coin = chain.coin;
  const precision = coinPrecision(coin);
  const parsed = parseAmount(input.amount, precision);
  if (!parsed.ok) {
    throw AppError.validation(
      'amount',
      parsed.error === 'precision'
        ? `${coin} amounts have at most ${precision} decimals`
        : 'Enter the amount as a number, such as 0.015',
    );
  }
  const rules = WITHDRAWAL_RULES[coin];
  if (parsed.value > maxAmount(coin)) {
    throw AppError.validation(
      'amount',
      `The largest send-out is ${amountText(coin, maxAmount(coin))} ${coin}`,
    );
  }
  if (parsed.value < rules.min) {
    throw AppError.validation('amount', `The smallest send-out is ${amountText(coin, rules.min)} ${coin}`);
  }
  const check = await chain.checkAddress(input.address);
  if (!check.valid) {
    const messages = {
      malformed: `This is not a ${coin} address`,
      checksum: `This ${coin} address has a typing error (its checksum does not match)`,
      wrong_network: `This ${coin} address belongs to another network`,
      unsupported: `This kind of ${coin} address is not supported`,
    } as const;
    throw AppError.validation('address', messages[check.reason]);
  }
  const [own] = await rows<{ user_id: number }>(
    db,
    sql`select user_id from deposit_addresses where coin = ${coin} and lower(address) = lower(${input.address})`,
  );
  if (own && Number(own.user_id) === input.userId) {
    throw AppError.validation('address', 'This is your own deposit address');
  }
  await assertWalletAllowed(db, input.userId);
  return { amount: parsed.value, fee: rules.fee };
}

/** Refused when the verification level blocks the wallet or a restriction forbids sending. */
export async function assertWalletAllowed(db: Executor, userId: number): Promise<void> {
  const summary = await kyc.getKycSummary(db, userId);
  if (summary.blockedKycActions.includes('use-wallet')) {
    throw AppError.forbidden('Verify your account to use the wallet');
  }
  await assertAllowed(db, userId, 'wallet-send');
}

/** Records the send-out and moves amount and fee into clearing, in the caller's transaction. */
export async function createWithdrawal(
  tx: Transaction,
  input: { userId: number; coin: CryptoCode; address: string; amount: bigint; fee: bigint },
): Promise<Withdrawal> {
  const [row] = await rows<WithdrawalRow>(
    tx,
    sql`insert into withdrawals (user_id, coin, address, amount, fee)
        values (${input.userId}, ${input.coin}, ${input.address}, ${input.amount}, ${input.fee})
        returning ${WITHDRAWAL_COLUMNS}`,
  );
  await ledger.debitWithdrawal(tx, { ...input, ref: `withdrawal:${row!.id}` });
  return toWithdrawal(row!);
}

const WITHDRAWAL_COLUMNS = sql.raw(
  'id, coin, address, amount, fee, status, txid, confirmations, failure_reason, created_at',
);

interface WithdrawalRow extends Row {
  id: string;
  coin: CryptoCode;
  address: string;
  amount: string | bigint;
  fee: string | bigint;
  status: WithdrawalStatus;
  txid: string | null;
  confirmations: number;
  failure_reason: string | null;
  created_at: Date | string;
}

function toWithdrawal(row: WithdrawalRow): Withdrawal {
  return {
    id: row.id,
    cryptoCurrencyCode: row.coin,
    address: row.address,
    amount: amountText(row.coin, BigInt(row.amount)),
    fee: amountText(row.coin, BigInt(row.fee)),
    status: row.status,
    txid: row.txid,
    confirmations: Number(row.confirmations),
    failureReason: row.failure_reason,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

export async function getWithdrawal(db: Executor, userId: number, id: string): Promise<Withdrawal> {
  const [row] = await rows<WithdrawalRow>(
    db,
    sql`select ${WITHDRAWAL_COLUMNS} from withdrawals where id = ${id} and user_id = ${userId}`,
  );
  if (!row) throw AppError.notFound('Send-out');
  return toWithdrawal(row);
}

/** The fee part of an escrow line, signed like the line (taken on a lock, given back on a refund). */
function escrowFeeOf(kind: string, coin: CryptoCode, fee: bigint | undefined): string | null {
  if (fee === undefined || fee === 0n || (kind !== 'escrow_lock' && kind !== 'escrow_refund')) return null;
  return amountText(coin, kind === 'escrow_lock' ? -fee : fee);
}

/** The available balance's history, newest first, with send-outs and deposits described. */
export async function listTransactions(
  db: Executor,
  userId: number,
  filter: { coin?: CryptoCode; page: number },
): Promise<{ rows: WalletTransaction[]; total: number }> {
  const history = await ledgerRepo.userHistory(db, userId, {
    coin: filter.coin,
    limit: HISTORY_PAGE_SIZE,
    offset: (filter.page - 1) * HISTORY_PAGE_SIZE,
  });
  const refIds = (prefix: string) =>
    history.rows.filter((row) => row.ref.startsWith(prefix)).map((row) => row.ref.slice(prefix.length));
  const withdrawalIds = refIds('withdrawal:');
  const depositIds = refIds('deposit:').filter((id) => /^\d+$/.test(id));
  const withdrawalsById = new Map<string, Withdrawal>();
  if (withdrawalIds.length > 0) {
    const found = await rows<WithdrawalRow>(
      db,
      sql`select ${WITHDRAWAL_COLUMNS} from withdrawals
          where user_id = ${userId} and id::text = any(${`{${withdrawalIds.join(',')}}`}::text[])`,
    );
    for (const row of found) withdrawalsById.set(row.id, toWithdrawal(row));
  }
  const txidsByDeposit = new Map<string, string>();
  if (depositIds.length > 0) {
    const found = await rows<{ id: number; txid: string }>(
      db,
      sql`select id, txid from chain_deposits where user_id = ${userId}
          and id = any(${`{${depositIds.join(',')}}`}::bigint[])`,
    );
    for (const row of found) txidsByDeposit.set(String(row.id), row.txid);
  }
  // An escrow lock takes the amount and the fee at once (a refund gives both back): the fee is
  // shown as its own line, read from the hold.
  const escrowRefs = history.rows
    .filter((row) => row.kind === 'escrow_lock' || row.kind === 'escrow_refund')
    .map((row) => row.ref)
    .filter((ref) => /^[\w:-]+$/.test(ref));
  const feeByRef = new Map<string, bigint>();
  if (escrowRefs.length > 0) {
    const found = await rows<{ ref: string; fee: string | bigint }>(
      db,
      sql`select ref, fee from escrow_holds where seller_id = ${userId}
          and ref = any(${`{${escrowRefs.join(',')}}`}::text[])`,
    );
    for (const row of found) feeByRef.set(row.ref, BigInt(row.fee));
  }
  return {
    total: history.total,
    rows: history.rows.map((row) => {
      const coin = row.coin as CryptoCode;
      const withdrawal = row.ref.startsWith('withdrawal:')
        ? (withdrawalsById.get(row.ref.slice('withdrawal:'.length)) ?? null)
        : null;
      return {
        id: row.entryId,
        type: row.kind,
        cryptoCurrencyCode: coin,
        amount: amountText(coin, row.amount),
        reference: row.ref,
        createdAt: row.createdAt.toISOString(),
        withdrawal,
        txid: row.ref.startsWith('deposit:')
          ? (txidsByDeposit.get(row.ref.slice('deposit:'.length)) ?? null)
          : (withdrawal?.txid ?? null),
        escrowFee: escrowFeeOf(row.kind, coin, feeByRef.get(row.ref)),
      };
    }),
  };
}

// Offer bonds.

export async function depositBond(
  tx: Transaction,
  userId: number,
  coin: CryptoCode,
): Promise<{ cryptoCurrencyCode: CryptoCode; bondAmount: string }> {
  const result = await ledger.depositBond(tx, { userId, coin, amount: OFFER_BOND_AMOUNTS[coin] });
  return { cryptoCurrencyCode: coin, bondAmount: amountText(coin, result.bond) };
}

export async function retrieveBond(
  tx: Transaction,
  userId: number,
): Promise<{ retrieved: { cryptoCurrencyCode: CryptoCode; amount: string }[] }> {
  const moved = await ledger.retrieveBond(tx, {
    userId,
    coins: CRYPTO_CURRENCIES.map((coin) => coin.code),
  });
  if (moved.length === 0) {
    const message = 'There is no bond to retrieve';
    throw new AppError('ERROR_CONFLICT', message, { _: [message] });
  }
  return {
    retrieved: moved.map((item) => ({
      cryptoCurrencyCode: item.coin,
      amount: amountText(item.coin, item.amount),
    })),
  };
}
