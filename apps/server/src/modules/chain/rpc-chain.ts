import type { CryptoCode } from '@p2p/shared';
import { z } from 'zod';
import { checkAddress, type BitcoinNetworkName } from './address.js';
import type { AddressCheck, ChainAdapter, IncomingTransfer, SentTransfer } from './chain-adapter.js';

/** The node answered a JSON-RPC error (Bitcoin Core codes: -6 insufficient funds, -5 invalid address or txid, …). */
export class ChainRpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly method: string,
  ) {
    super(`${method}: ${message} (${code})`);
    this.name = 'ChainRpcError';
  }
}

/**
 * The node could not be reached or did not answer usably (refused, timed out, bad credentials, not
 * JSON). `outcomeUnknown` is true when the request may have reached the node: for `send` the coins
 * may have left, so the caller must not simply send again.
 */
export class ChainUnavailableError extends Error {
  constructor(
    message: string,
    readonly outcomeUnknown: boolean,
    options?: { cause?: unknown; txid?: string },
  ) {
    super(message, options);
    this.name = 'ChainUnavailableError';
    this.txid = options?.txid;
  }

  /** Set when `send` did send (this transaction) but could not read its fee afterwards. */
  readonly txid: string | undefined;
}

export interface RpcChainOptions {
  coin: CryptoCode;
  /** `http://user:pass@host:port`, optionally ending in `/wallet/NAME`. */
  url: string;
  network: BitcoinNetworkName;
  requiredConfirmations: number;
  /** Per request; default 30 s. */
  timeoutMs?: number;
}

/** Bitcoin Core amounts have 8 decimals. */
const COIN_DECIMALS = 8;
/**
 * Below 2^26 coins a double's spacing is under 1e-8, so the double nearest to an 8-decimal JSON
 * number prints back to that exact number with toFixed(8). 2^26 coins (67 million) is more than
 * bitcoin's 21 million supply; larger values are refused rather than rounded.
 */
const MAX_EXACT_COINS = 2 ** 26;

/**
 * Converts a coin amount the node sent as a JSON number into minor units, exactly (see
 * MAX_EXACT_COINS). `1.23456789` → 123456789n, `-0.0000282` → -2820n.
 */
export function coinsToMinorUnits(value: number): bigint {
  if (!Number.isFinite(value) || Math.abs(value) >= MAX_EXACT_COINS) {
    throw new RangeError(`Amount ${value} is outside the exactly representable range`);
  }
  const text = value.toFixed(COIN_DECIMALS);
  const negative = text.startsWith('-');
  const digits = BigInt(text.replace('-', '').replace('.', ''));
  return negative ? -digits : digits;
}

/** Minor units as the decimal string the node's amount arguments accept (no float on the way). */
export function minorUnitsToCoins(amount: bigint): string {
  const negative = amount < 0n;
  const digits = (negative ? -amount : amount).toString().padStart(COIN_DECIMALS + 1, '0');
  return `${negative ? '-' : ''}${digits.slice(0, -COIN_DECIMALS)}.${digits.slice(-COIN_DECIMALS)}`;
}

const rpcResponseSchema = z.object({
  result: z.unknown(),
  error: z.object({ code: z.number(), message: z.string() }).nullish(),
});
const sinceBlockSchema = z.object({
  transactions: z.array(
    z.object({
      category: z.string(),
      txid: z.string(),
      // Receive entries always carry these; other categories may not.
      address: z.string().optional(),
      vout: z.number().int().nonnegative().optional(),
      amount: z.number(),
      confirmations: z.number().int(),
    }),
  ),
  lastblock: z.string(),
});
const blockHashSchema = z.string().regex(/^[0-9a-f]{64}$/);
const sinceMarkSchema = z.object({
  transactions: z.array(
    z.object({ txid: z.string(), comment: z.string().optional(), fee: z.number().optional() }),
  ),
});
const transactionSchema = z.object({
  txid: z.string(),
  confirmations: z.number().int(),
  fee: z.number().optional(),
});

/**
 * A Bitcoin-Core-style JSON-RPC node (Bitcoin Core, or litecoind in tests). Credentials stay in a
 * private field and never appear in errors or logs.
 *
 * listIncoming uses `listsinceblock(cursor, target_confirmations = requiredConfirmations)`: the
 * answered `lastblock` is the block `requiredConfirmations - 1` below the tip, so a transfer is
 * listed again on every call until one call has shown it with at least `requiredConfirmations`
 * confirmations. The wallet thus sees confirmations grow until it credits, and re-listing is
 * harmless (it upserts by txid and output).
 */
export class RpcChainAdapter implements ChainAdapter {
  readonly kind = 'rpc' as const;
  readonly coin: CryptoCode;
  readonly requiredConfirmations: number;
  readonly network: BitcoinNetworkName;
  /** Where requests go, without credentials; safe to print. */
  readonly endpoint: string;
  readonly #authorization: string | undefined;
  readonly #timeoutMs: number;
  #nextId = 1;

  constructor(options: RpcChainOptions) {
    if (options.coin !== 'BTC') throw new Error(`A Bitcoin-Core-style node does not serve ${options.coin}`);
    if (!Number.isInteger(options.requiredConfirmations) || options.requiredConfirmations < 0) {
      throw new Error('requiredConfirmations must be a non-negative integer');
    }
    let url: URL;
    try {
      url = new URL(options.url);
    } catch {
      throw new Error('The chain RPC URL is not a URL'); // the text may hold a password: not echoed
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
      throw new Error('The chain RPC URL must be http(s)');
    this.#authorization =
      url.username || url.password
        ? `Basic ${Buffer.from(`${decodeURIComponent(url.username)}:${decodeURIComponent(url.password)}`).toString('base64')}`
        : undefined;
    url.username = '';
    url.password = '';
    this.endpoint = url.toString();
    this.coin = options.coin;
    this.network = options.network;
    this.requiredConfirmations = options.requiredConfirmations;
    this.#timeoutMs = options.timeoutMs ?? 30_000;
  }

  async newAddress(label: string): Promise<string> {
    return parseAnswer(z.string(), await this.call('getnewaddress', [label, 'bech32']), 'getnewaddress');
  }

  async checkAddress(address: string): Promise<AddressCheck> {
    return checkAddress('BTC', address, this.network);
  }

  async listIncoming(
    sinceCursor: string | null,
  ): Promise<{ transfers: IncomingTransfer[]; cursor: string | null }> {
    const targetConfirmations = Math.max(1, this.requiredConfirmations);
    const answer = parseAnswer(
      sinceBlockSchema,
      await this.call('listsinceblock', [sinceCursor ?? '', targetConfirmations, false, false]),
      'listsinceblock',
    );
    const transfers: IncomingTransfer[] = [];
    for (const entry of answer.transactions) {
      if (entry.category !== 'receive' || entry.address === undefined || entry.vout === undefined) continue;
      transfers.push({
        txid: entry.txid,
        vout: entry.vout,
        address: entry.address,
        amount: coinsToMinorUnits(entry.amount),
        // Negative while a conflicting transaction is confirmed instead.
        confirmations: entry.confirmations,
      });
    }
    return { transfers, cursor: answer.lastblock };
  }

  async sendMark(): Promise<string | null> {
    return parseAnswer(blockHashSchema, await this.call('getbestblockhash', []), 'getbestblockhash');
  }

  /** `reference` goes into the wallet transaction's comment, which the node keeps and lists. */
  async send(
    address: string,
    amount: bigint,
    reference: string,
  ): Promise<{ txid: string; networkFee: bigint }> {
    if (amount <= 0n) throw new RangeError('The amount to send must be positive');
    const answer = await this.call('sendtoaddress', [address, minorUnitsToCoins(amount), reference]);
    const txid = parseAnswer(z.string().regex(/^[0-9a-f]{64}$/), answer, 'sendtoaddress', true);
    let transaction: z.infer<typeof transactionSchema>;
    try {
      transaction = parseAnswer(
        transactionSchema,
        await this.call('gettransaction', [txid]),
        'gettransaction',
      );
    } catch (error) {
      // The coins have left: the caller must record this txid, not send again.
      throw new ChainUnavailableError(
        `sent ${txid} but could not read its fee: ${(error as Error).message}`,
        true,
        {
          cause: error,
          txid,
        },
      );
    }
    // The wallet reports the fee it paid as a negative amount.
    const networkFee = transaction.fee === undefined ? 0n : -coinsToMinorUnits(transaction.fee);
    return { txid, networkFee };
  }

  /**
   * Every wallet transaction since the block `mark` (the tip before the send) and all unconfirmed
   * ones: a transaction created after the mark is either unconfirmed or in a later block (after a
   * reorganisation, the node lists from the fork point), so a reference absent from this list was
   * never sent by this wallet. Without a mark the whole wallet history is searched. A mark the node
   * does not know (-5) is an error, never "absent".
   */
  async findSend(reference: string, mark: string | null): Promise<SentTransfer | null> {
    const answer = parseAnswer(
      sinceMarkSchema,
      await this.call('listsinceblock', [mark ?? '', 1, false, false]),
      'listsinceblock',
    );
    const carrying = answer.transactions.filter((entry) => entry.comment === reference);
    const txids = [...new Set(carrying.map((entry) => entry.txid))];
    if (txids.length === 0) return null;
    if (txids.length > 1) {
      throw new Error(`Several wallet transactions carry ${reference}: ${txids.join(', ')}`);
    }
    // Send entries carry the (negative) fee the wallet paid.
    const fee = carrying.find((entry) => entry.fee !== undefined)?.fee;
    return { txid: txids[0]!, networkFee: fee === undefined ? null : -coinsToMinorUnits(fee) };
  }

  /**
   * Refuses a node on another chain than the configured network (`getblockchaininfo.chain` is
   * main, test or regtest; litecoind names its chains the same way).
   */
  async assertNetwork(): Promise<void> {
    const info = parseAnswer(
      z.object({ chain: z.string() }),
      await this.call('getblockchaininfo', []),
      'getblockchaininfo',
    );
    const expected = { mainnet: 'main', testnet: 'test', regtest: 'regtest', 'litecoin-regtest': 'regtest' }[
      this.network
    ];
    if (info.chain !== expected) {
      throw new Error(`The chain node runs on "${info.chain}" but BTC_NETWORK is ${this.network}`);
    }
  }

  async confirmations(txid: string): Promise<number> {
    const transaction = parseAnswer(
      transactionSchema,
      await this.call('gettransaction', [txid]),
      'gettransaction',
    );
    // Bitcoin Core answers -depth of the conflicting transaction; the interface says -1 for dropped.
    return transaction.confirmations < 0 ? -1 : transaction.confirmations;
  }

  /** One JSON-RPC 1.0 call; the node answers errors with HTTP 500 (404 for an unknown method) and a JSON body. */
  private async call(method: string, params: unknown[]): Promise<unknown> {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (this.#authorization) headers.authorization = this.#authorization;
    let response: Response;
    let text: string;
    try {
      response = await fetch(this.endpoint, {
        method: 'POST',
        headers,
        body: JSON.stringify({ jsonrpc: '1.0', id: this.#nextId++, method, params }),
        signal: AbortSignal.timeout(this.#timeoutMs),
      });
      text = await response.text();
    } catch (error) {
      throw new ChainUnavailableError(
        `${method}: chain node ${this.endpoint} unreachable (${describeFetchError(error)})`,
        !refusedBeforeSending(error),
        { cause: error },
      );
    }
    if (response.status === 401 || response.status === 403) {
      throw new ChainUnavailableError(
        `${method}: chain node refused the credentials (HTTP ${response.status})`,
        false,
      );
    }
    let body: z.infer<typeof rpcResponseSchema>;
    try {
      body = rpcResponseSchema.parse(JSON.parse(text));
    } catch {
      // The request reached something that answered: whatever it did with it is unknown.
      throw new ChainUnavailableError(
        `${method}: chain node answered HTTP ${response.status} without a JSON-RPC body`,
        true,
      );
    }
    if (body.error) throw new ChainRpcError(body.error.code, body.error.message, method);
    return body.result;
  }
}

/** An answer of an unexpected shape means the node is not one this adapter can work with. */
function parseAnswer<T>(schema: z.ZodType<T>, value: unknown, method: string, outcomeUnknown = false): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    throw new ChainUnavailableError(`${method}: unexpected answer from the chain node`, outcomeUnknown, {
      cause: parsed.error,
    });
  }
  return parsed.data;
}

/** Connection refused or the host unknown: the request never left, so nothing happened on the node. */
function refusedBeforeSending(error: unknown): boolean {
  const code = (error as { cause?: { code?: string } })?.cause?.code;
  return code === 'ECONNREFUSED' || code === 'ENOTFOUND' || code === 'EAI_AGAIN';
}

function describeFetchError(error: unknown): string {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError'))
    return 'timed out';
  const cause = (error as { cause?: { code?: string } })?.cause;
  return cause?.code ?? (error instanceof Error ? error.message : String(error));
}
