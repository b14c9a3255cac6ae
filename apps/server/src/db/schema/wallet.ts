import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { money } from './money.js';

// Wallet: a double-entry ledger in minor units (see modules/ledger). Money columns are int8 read as bigint.

/**
 * available, escrow (one per trade, `ref` = the trade), bond: a user's; fee_income,
 * withdrawal_clearing (send-outs not yet on chain), chain_external (the outside world: minus what
 * has been deposited net of what was sent out), swap_liquidity (per coin, what swaps pay out of),
 * operator_capital (per coin, negative: what the operator put into swap liquidity): the platform's.
 * `book` separates real money from the play money of demo mode (decision 044): a demo user's accounts
 * and demo_mint (per coin, negative: the play money handed out) are in the 'demo' book, every other
 * account in 'real', and no journal entry may post to both books.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').notNull(),
    coin: varchar('coin', { length: 8 }).notNull(),
    userId: integer('user_id').references(() => users.id),
    ref: text('ref').notNull().default(''),
    book: text('book').notNull().default('real'),
    balance: money('balance')
      .notNull()
      .default(sql`0`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('ledger_accounts_key').on(table.kind, table.coin, table.userId, table.ref).nullsNotDistinct(),
    index('ledger_accounts_user_idx').on(table.userId, table.coin),
    check(
      'ledger_accounts_kind_check',
      sql`${table.kind} in ('available', 'escrow', 'bond', 'fee_income', 'withdrawal_clearing', 'chain_external',
        'swap_liquidity', 'operator_capital', 'demo_mint')`,
    ),
    check(
      'ledger_accounts_owner_check',
      sql`(${table.kind} in ('available', 'escrow', 'bond')) = (${table.userId} is not null)`,
    ),
    // Nobody's balance goes below zero; only the outside world's mirror account and the operator's
    // capital (what the operator put into swap liquidity, decision 030) are negative.
    check(
      'ledger_accounts_balance_check',
      sql`case when ${table.kind} in ('chain_external', 'operator_capital', 'demo_mint') then ${table.balance} <= 0 else ${table.balance} >= 0 end`,
    ),
    check(
      'ledger_accounts_book_check',
      sql`${table.book} in ('real', 'demo') and (${table.kind} <> 'demo_mint' or ${table.book} = 'demo')`,
    ),
  ],
);

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').notNull(),
    coin: varchar('coin', { length: 8 }).notNull(),
    /** What the entry is about: a trade hash, a withdrawal or deposit id. */
    ref: text('ref').notNull().default(''),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('ledger_entries_ref_idx').on(table.ref)],
);

export const ledgerPostings = pgTable(
  'ledger_postings',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    entryId: bigint('entry_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerEntries.id),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerAccounts.id),
    amount: money('amount').notNull(),
  },
  (table) => [
    index('ledger_postings_entry_idx').on(table.entryId),
    index('ledger_postings_account_idx').on(table.accountId, table.entryId),
    check('ledger_postings_amount_check', sql`${table.amount} <> 0`),
  ],
);

/** Crypto a trade holds: the amount for the buyer and the seller's fee, in its own escrow account. */
export const escrowHolds = pgTable(
  'escrow_holds',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    ref: text('ref').notNull().unique(),
    sellerId: integer('seller_id')
      .notNull()
      .references(() => users.id),
    coin: varchar('coin', { length: 8 }).notNull(),
    amount: money('amount').notNull(),
    fee: money('fee').notNull(),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerAccounts.id),
    status: text('status').notNull().default('held'),
    beneficiaryId: integer('beneficiary_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (table) => [
    index('escrow_holds_seller_idx').on(table.sellerId, table.status),
    check('escrow_holds_status_check', sql`${table.status} in ('held', 'released', 'refunded')`),
    check('escrow_holds_amount_check', sql`${table.amount} > 0 and ${table.fee} >= 0`),
  ],
);

/** The first answer to a money-moving request, replayed when the same key comes again. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    scope: text('scope').notNull(),
    requestHash: text('request_hash').notNull(),
    responseStatus: integer('response_status').notNull(),
    responseBody: jsonb('response_body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.key] }),
    index('idempotency_keys_created_idx').on(table.createdAt),
  ],
);

export const depositAddresses = pgTable(
  'deposit_addresses',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    coin: varchar('coin', { length: 8 }).notNull(),
    address: text('address').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('deposit_addresses_address_idx').on(table.coin, table.address),
    uniqueIndex('deposit_addresses_user_idx').on(table.userId, table.coin),
  ],
);

/** Transfers seen paying into deposit addresses: pending until confirmed enough, then credited once. */
export const chainDeposits = pgTable(
  'chain_deposits',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    coin: varchar('coin', { length: 8 }).notNull(),
    txid: text('txid').notNull(),
    vout: integer('vout').notNull(),
    address: text('address').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    amount: money('amount').notNull(),
    confirmations: integer('confirmations').notNull().default(0),
    status: text('status').notNull().default('pending'),
    entryId: bigint('entry_id', { mode: 'number' }).references(() => ledgerEntries.id),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
    creditedAt: timestamp('credited_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('chain_deposits_output_idx').on(table.coin, table.txid, table.vout),
    index('chain_deposits_user_idx').on(table.userId, table.coin, table.status),
    check('chain_deposits_status_check', sql`${table.status} in ('pending', 'credited')`),
    check('chain_deposits_amount_check', sql`${table.amount} > 0`),
  ],
);

/** Send-outs: pending (debited, waiting for the sender), sent (txid), confirmed, failed (refunded). */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    coin: varchar('coin', { length: 8 }).notNull(),
    address: text('address').notNull(),
    amount: money('amount').notNull(),
    fee: money('fee').notNull(),
    status: text('status').notNull().default('pending'),
    txid: text('txid'),
    networkFee: money('network_fee'),
    confirmations: integer('confirmations').notNull().default(0),
    failureReason: text('failure_reason'),
    attempts: integer('attempts').notNull().default(0),
    /**
     * The intent recorded (and committed) before the chain is called: the reference the chain carries
     * with the transaction (a wallet comment on a JSON-RPC node), so that after a crash the chain can
     * be asked whether this send-out left. Null on rows claimed before recovery existed.
     */
    sendReference: text('send_reference'),
    /** Where the chain stood before the send (a block hash on a node): the lookup starts there. */
    sendMark: text('send_mark'),
    /** When the latest attempt was claimed; recovery looks only at older `sending` rows. */
    sendStartedAt: timestamp('send_started_at', { withTimezone: true }),
    /** When recovery last asked the chain about it (a lease, so that nodes do not ask at once). */
    recoveryCheckedAt: timestamp('recovery_checked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  },
  (table) => [
    index('withdrawals_user_idx').on(table.userId, table.createdAt),
    index('withdrawals_status_idx').on(table.status, table.createdAt),
    check(
      'withdrawals_status_check',
      sql`${table.status} in ('pending', 'sending', 'sent', 'confirmed', 'failed')`,
    ),
    check('withdrawals_amount_check', sql`${table.amount} > 0 and ${table.fee} >= 0`),
  ],
);

/** Where each coin's chain watcher resumes (an adapter's cursor, such as a block hash). */
export const chainCursors = pgTable('chain_cursors', {
  coin: varchar('coin', { length: 8 }).primaryKey(),
  cursor: text('cursor'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The simulated chain's state: its height and the transfers it carries, per coin. */
export const simChainTransfers = pgTable(
  'sim_chain_transfers',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    coin: varchar('coin', { length: 8 }).notNull(),
    txid: text('txid').notNull(),
    direction: text('direction').notNull(),
    address: text('address').notNull(),
    amount: money('amount').notNull(),
    /** The block that carries it; null while in the mempool. */
    blockHeight: integer('block_height'),
    /** A send-out's idempotency reference: a second send with the same one answers the first. */
    reference: text('reference'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('sim_chain_transfers_coin_idx').on(table.coin, table.direction, table.id),
    // A send-out to another user's deposit address is one transaction seen from both sides.
    uniqueIndex('sim_chain_transfers_txid_idx').on(table.txid, table.direction),
    uniqueIndex('sim_chain_transfers_reference_idx')
      .on(table.coin, table.reference)
      .where(sql`${table.direction} = 'out' and ${table.reference} is not null`),
    check('sim_chain_transfers_direction_check', sql`${table.direction} in ('in', 'out')`),
  ],
);

export const simChainHeights = pgTable('sim_chain_heights', {
  coin: varchar('coin', { length: 8 }).primaryKey(),
  height: integer('height').notNull().default(0),
});
