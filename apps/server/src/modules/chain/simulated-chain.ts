import { randomBytes } from 'node:crypto';
import { bech32 } from '@scure/base';
import { sql } from 'drizzle-orm';
import type { CryptoCode } from '@p2p/shared';
import type { Database, Executor } from '../../db/client.js';
import { checkAddress } from './address.js';
import type { AddressCheck, ChainAdapter, IncomingTransfer, SentTransfer } from './chain-adapter.js';

/** The simulated chains' fixed cost of a send-out, paid by the platform (minor units). */
const SIMULATED_NETWORK_FEE: Record<CryptoCode, bigint> = { BTC: 1_410n, ETH: 420_000n, USDT: 1_000_000n };

type Row = Record<string, unknown>;
async function rows<T extends Row>(db: Executor, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * A blockchain kept in the database, for the embedded default and tests: deposits enter its
 * mempool (`inject`), blocks are mined on command (`mine`), and send-outs are recorded as outgoing
 * transfers. BTC addresses are real bitcoin regtest addresses, ETH and USDT real-format 0x addresses,
 * so that address checks behave as on a real network.
 */
export class SimulatedChain implements ChainAdapter {
  readonly kind = 'simulated' as const;
  static readonly BTC_NETWORK = 'regtest' as const;

  constructor(
    private readonly db: Database,
    readonly coin: CryptoCode,
    readonly requiredConfirmations: number,
  ) {}

  get network(): string {
    return this.coin === 'BTC' ? SimulatedChain.BTC_NETWORK : 'simulated';
  }

  async newAddress(): Promise<string> {
    const hash = randomBytes(20);
    if (this.coin === 'BTC') return bech32.encode('bcrt', [0, ...bech32.toWords(hash)]);
    return `0x${hash.toString('hex')}`;
  }

  async checkAddress(address: string): Promise<AddressCheck> {
    return checkAddress(this.coin, address, SimulatedChain.BTC_NETWORK);
  }

  async height(db: Executor = this.db): Promise<number> {
    const found = await rows<{ height: number }>(
      db,
      sql`select height from sim_chain_heights where coin = ${this.coin}`,
    );
    return Number(found[0]?.height ?? 0);
  }

  /** A transfer from the outside world into `address`, waiting in the mempool. */
  async inject(address: string, amount: bigint): Promise<string> {
    const txid = randomBytes(32).toString('hex');
    await this.db.execute(
      sql`insert into sim_chain_transfers (coin, txid, direction, address, amount)
          values (${this.coin}, ${txid}, 'in', ${address}, ${amount})`,
    );
    return txid;
  }

  /** Mines `blocks` blocks; the first carries every transfer waiting in the mempool. Answers the new height. */
  async mine(blocks: number): Promise<number> {
    return this.db.transaction(async (tx) => {
      const found = await rows<{ height: number }>(
        tx,
        sql`insert into sim_chain_heights (coin, height) values (${this.coin}, ${blocks})
            on conflict (coin) do update set height = sim_chain_heights.height + ${blocks}
            returning height`,
      );
      const height = Number(found[0]!.height);
      await tx.execute(
        sql`update sim_chain_transfers set block_height = ${height - blocks + 1}
            where coin = ${this.coin} and block_height is null`,
      );
      return height;
    });
  }

  /**
   * Incoming transfers whose confirmations may have changed since the height in the cursor and still
   * matter: in the mempool, or mined in a block that was less than fully confirmed at that height.
   */
  async listIncoming(
    sinceCursor: string | null,
  ): Promise<{ transfers: IncomingTransfer[]; cursor: string | null }> {
    const height = await this.height();
    const since = sinceCursor === null ? null : Number(sinceCursor);
    const floor = since === null || !Number.isInteger(since) ? -1 : since - this.requiredConfirmations;
    const found = await rows<{
      txid: string;
      address: string;
      amount: string | bigint;
      block_height: number | null;
    }>(
      this.db,
      sql`select txid, address, amount, block_height from sim_chain_transfers
          where coin = ${this.coin} and direction = 'in' and (block_height is null or block_height > ${floor})
          order by id`,
    );
    return {
      transfers: found.map((row) => ({
        txid: row.txid,
        vout: 0,
        address: row.address,
        amount: BigInt(row.amount),
        confirmations: row.block_height === null ? 0 : height - Number(row.block_height) + 1,
      })),
      cursor: String(height),
    };
  }

  /** The simulated chain finds a send by its reference alone. */
  async sendMark(): Promise<string | null> {
    return null;
  }

  /**
   * Records the outgoing transfer; when it pays a deposit address of this platform (another user's),
   * the same transaction also arrives there, as it would on a real chain. Idempotent by reference,
   * as a custodian's send API with a client reference is: a second send with the same reference
   * answers the first transfer and moves nothing.
   */
  async send(address: string, amount: bigint, reference: string): Promise<SentTransfer> {
    const networkFee = SIMULATED_NETWORK_FEE[this.coin];
    const txid = await this.db.transaction(async (tx) => {
      const fresh = randomBytes(32).toString('hex');
      const inserted = await rows<{ txid: string }>(
        tx,
        sql`insert into sim_chain_transfers (coin, txid, direction, address, amount, reference)
            values (${this.coin}, ${fresh}, 'out', ${address}, ${amount}, ${reference})
            on conflict (coin, reference) where direction = 'out' and reference is not null do nothing
            returning txid`,
      );
      if (inserted.length === 0) {
        const [earlier] = await this.sendsCarrying(tx, reference);
        if (!earlier || earlier.address !== address || BigInt(earlier.amount) !== amount) {
          throw new Error(`Reference ${reference} was sent before with another address or amount`);
        }
        return earlier.txid;
      }
      await tx.execute(
        sql`insert into sim_chain_transfers (coin, txid, direction, address, amount)
            select ${this.coin}, ${fresh}, 'in', a.address, ${amount} from deposit_addresses a
            where a.coin = ${this.coin} and lower(a.address) = lower(${address})`,
      );
      return fresh;
    });
    return { txid, networkFee };
  }

  async findSend(reference: string): Promise<SentTransfer | null> {
    const [found] = await this.sendsCarrying(this.db, reference);
    return found ? { txid: found.txid, networkFee: SIMULATED_NETWORK_FEE[this.coin] } : null;
  }

  private sendsCarrying(db: Executor, reference: string) {
    return rows<{ txid: string; address: string; amount: string | bigint }>(
      db,
      sql`select txid, address, amount from sim_chain_transfers
          where coin = ${this.coin} and direction = 'out' and reference = ${reference}`,
    );
  }

  async confirmations(txid: string): Promise<number> {
    const found = await rows<{ block_height: number | null }>(
      this.db,
      sql`select block_height from sim_chain_transfers
          where coin = ${this.coin} and txid = ${txid} and direction = 'out'`,
    );
    if (!found[0]) return -1;
    if (found[0].block_height === null) return 0;
    return (await this.height()) - Number(found[0].block_height) + 1;
  }
}
