import type { CryptoCode } from '@p2p/shared';

/**
 * What the wallet needs from a blockchain, per coin. Amounts are minor units of the coin (satoshis
 * for BTC). Implementations: the simulated chain (embedded default and tests) and a Bitcoin-Core-style
 * JSON-RPC node (production BTC). The wallet never calls an adapter inside a database transaction.
 */
export interface ChainAdapter {
  readonly coin: CryptoCode;
  readonly kind: 'simulated' | 'rpc';
  /** Confirmations a deposit needs before it is credited. */
  readonly requiredConfirmations: number;
  /** A fresh deposit address; the wallet stores one per user and coin. */
  newAddress(label: string): Promise<string>;
  /** Whether an address is valid for this coin on this adapter's network. */
  checkAddress(address: string): Promise<AddressCheck>;
  /**
   * Transfers paying into this adapter's deposit addresses, newest state of each (confirmations
   * grow as blocks arrive). `sinceCursor` is what the previous call answered as `cursor`; the
   * adapter may return transfers it returned before (the wallet upserts by txid and output).
   */
  listIncoming(sinceCursor: string | null): Promise<{ transfers: IncomingTransfer[]; cursor: string | null }>;
  /**
   * Where the chain stands now (a block hash on a node), recorded with a send-out's intent before
   * the send so that `findSend` can look from there; null when the adapter needs no such mark.
   */
  sendMark(): Promise<string | null>;
  /**
   * Sends `amount` to `address`, carrying `reference` with the transaction (a wallet comment on a
   * node); answers the transaction id and the network fee the node paid.
   */
  send(address: string, amount: bigint, reference: string): Promise<SentTransfer>;
  /**
   * Asks the chain whether a send carrying `reference` exists, looking from `mark` (what `sendMark`
   * answered before that send; null looks through everything): the transfer, or null when the
   * chain certainly does not know it. Throws when it cannot tell (node unreachable, the mark
   * unknown to the node, several transactions carrying the reference).
   */
  findSend(reference: string, mark: string | null): Promise<SentTransfer | null>;
  /** Confirmations of a transaction this adapter sent (0 while unconfirmed, -1 when it was dropped). */
  confirmations(txid: string): Promise<number>;
}

export interface SentTransfer {
  txid: string;
  /** What the network fee cost the platform; null when the chain did not say. */
  networkFee: bigint | null;
}

export type AddressCheck =
  { valid: true } | { valid: false; reason: 'malformed' | 'checksum' | 'wrong_network' | 'unsupported' };

export interface IncomingTransfer {
  txid: string;
  /** Output index within the transaction (or log index on account-based chains). */
  vout: number;
  address: string;
  amount: bigint;
  confirmations: number;
}
