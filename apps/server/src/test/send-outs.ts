import { sql } from 'drizzle-orm';
import type { CryptoCode } from '@p2p/shared';
import type { Database } from '../db/client.js';
import type { ChainAdapter, SentTransfer } from '../modules/chain/chain-adapter.js';
import { createWithdrawal } from '../modules/wallet/wallet.service.js';
import { fund, insertUsers } from './ledger.js';

// A valid bitcoin regtest address (BIP-173's P2WPKH example on regtest), not owned by anyone here.
export const OUTSIDE_ADDRESS = 'bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080';

/**
 * Wraps a chain so that a send "dies" at a chosen point, as a process killed there would: `before`
 * the chain is called, `after` the chain took the send but before the answer arrives; `pause`
 * calls `onPause` at that point and then never answers (the crash test kills the process there).
 * `lookup: 'unreachable'` makes every findSend fail as an unreachable node does.
 */
export class InterruptedChain implements ChainAdapter {
  constructor(
    private readonly inner: ChainAdapter,
    private readonly options: {
      send?: 'before' | 'after';
      pause?: () => void;
      lookup?: 'unreachable';
    },
  ) {}

  get coin() {
    return this.inner.coin;
  }
  get kind() {
    return this.inner.kind;
  }
  get requiredConfirmations() {
    return this.inner.requiredConfirmations;
  }
  newAddress(label: string) {
    return this.inner.newAddress(label);
  }
  checkAddress(address: string) {
    return this.inner.checkAddress(address);
  }
  listIncoming(cursor: string | null) {
    return this.inner.listIncoming(cursor);
  }
  confirmations(txid: string) {
    return this.inner.confirmations(txid);
  }
  sendMark() {
    return this.inner.sendMark();
  }

  async send(address: string, amount: bigint, reference: string): Promise<SentTransfer> {
    if (this.options.send === 'after') await this.inner.send(address, amount, reference);
    if (this.options.pause) {
      this.options.pause();
      return new Promise<never>(() => {});
    }
    if (this.options.send) throw new Error(`the process died ${this.options.send} the chain call`);
    return this.inner.send(address, amount, reference);
  }

  async findSend(reference: string, mark: string | null): Promise<SentTransfer | null> {
    if (this.options.lookup === 'unreachable') {
      const error = new Error('findSend: chain node unreachable (ECONNREFUSED)');
      error.name = 'ChainUnavailableError';
      throw error;
    }
    return this.inner.findSend(reference, mark);
  }
}

/** A user with `funds` on the coin and a pending send-out of `amount` plus `fee` to the outside address. */
export async function pendingSendOut(
  db: Database,
  input: { coin?: CryptoCode; funds?: bigint; amount?: bigint; fee?: bigint; userId?: number } = {},
): Promise<{ userId: number; id: string }> {
  const coin = input.coin ?? 'BTC';
  const userId = input.userId ?? (await insertUsers(db, 1))[0]!;
  if (input.funds !== 0n) await fund(db, userId, coin, input.funds ?? 10_000n);
  const withdrawal = await db.transaction((tx) =>
    createWithdrawal(tx, {
      userId,
      coin,
      address: OUTSIDE_ADDRESS,
      amount: input.amount ?? 1_000n,
      fee: input.fee ?? 10n,
    }),
  );
  return { userId, id: withdrawal.id };
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export async function sendOutRow(db: Database, id: string) {
  const [row] = rowsOf<{
    status: string;
    txid: string | null;
    attempts: number;
    send_reference: string | null;
    failure_reason: string | null;
  }>(
    await db.execute(
      sql`select status, txid, attempts, send_reference, failure_reason from withdrawals where id = ${id}`,
    ),
  );
  return row!;
}

/** The simulated chain's outgoing transfers carrying a send-out's reference. */
export async function transfersOnChain(
  db: Database,
  id: string,
): Promise<{ txid: string; amount: bigint }[]> {
  return rowsOf<{ txid: string; amount: string | bigint }>(
    await db.execute(
      sql`select txid, amount from sim_chain_transfers
          where direction = 'out' and reference = ${`p2p-send-out:${id}`}`,
    ),
  ).map((row) => ({ txid: row.txid, amount: BigInt(row.amount) }));
}

/** Ledger entries booked for a send-out, by kind. */
export async function sendOutEntries(db: Database, id: string): Promise<Record<string, number>> {
  const found = rowsOf<{ kind: string; n: unknown }>(
    await db.execute(
      sql`select kind, count(*) as n from ledger_entries where ref = ${`withdrawal:${id}`} group by kind`,
    ),
  );
  return Object.fromEntries(found.map((row) => [row.kind, Number(row.n)]));
}
