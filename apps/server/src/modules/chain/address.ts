import { sha256 } from '@noble/hashes/sha2.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { base58, bech32, bech32m, createBase58check } from '@scure/base';
import type { AddressCheck } from './chain-adapter.js';

/**
 * The Bitcoin-style networks an adapter can run on. `litecoin-regtest` is `litecoind -regtest`, a
 * Bitcoin Core 0.21 fork with the same RPC that tests run as a real node.
 */
export const BITCOIN_NETWORK_NAMES = ['mainnet', 'testnet', 'regtest', 'litecoin-regtest'] as const;
export type BitcoinNetworkName = (typeof BITCOIN_NETWORK_NAMES)[number];

export type AddressCoin = 'BTC' | 'ETH' | 'USDT';

interface NetworkParams {
  /** Base58check version bytes of pay-to-pubkey-hash addresses. */
  pubKeyHash: readonly number[];
  /** Base58check version bytes of pay-to-script-hash addresses (Litecoin decodes two). */
  scriptHash: readonly number[];
  bech32Hrp: string;
  /** Litecoin's MimbleWimble extension blocks: real addresses the wallet does not handle. */
  mwebHrp?: string;
}

/**
 * Version bytes and prefixes from Bitcoin Core's and Litecoin Core's chainparams.cpp; the
 * litecoin-regtest values were read from a running `litecoind -regtest` 0.21.2 (getnewaddress legacy
 * `m…`, p2sh-segwit `Q…` (58), and validateaddress accepting `2…` (196)).
 */
const NETWORKS: Record<BitcoinNetworkName, NetworkParams> = {
  mainnet: { pubKeyHash: [0], scriptHash: [5], bech32Hrp: 'bc' },
  testnet: { pubKeyHash: [111], scriptHash: [196], bech32Hrp: 'tb' },
  regtest: { pubKeyHash: [111], scriptHash: [196], bech32Hrp: 'bcrt' },
  'litecoin-regtest': { pubKeyHash: [111], scriptHash: [196, 58], bech32Hrp: 'rltc', mwebHrp: 'tmweb' },
};

/** Networks no adapter runs on, known only so that their addresses answer `wrong_network`. */
const OTHER_KNOWN_NETWORKS: readonly NetworkParams[] = [
  { pubKeyHash: [48], scriptHash: [5, 50], bech32Hrp: 'ltc', mwebHrp: 'ltcmweb' },
  { pubKeyHash: [111], scriptHash: [196, 58], bech32Hrp: 'tltc', mwebHrp: 'tmweb' },
];

const ALL_NETWORKS: readonly NetworkParams[] = [...Object.values(NETWORKS), ...OTHER_KNOWN_NETWORKS];

const BECH32_CHARSET = /^[qpzry9x8gf2tvdw0s3jn54khce6mua7l]+$/;
/** Longer than any address (MWEB ones are about 150 characters); keeps base58's quadratic decode cheap. */
const MAX_ADDRESS_LENGTH = 200;
const base58check = createBase58check(sha256);

const VALID: AddressCheck = { valid: true };
const invalid = (reason: Exclude<AddressCheck, { valid: true }>['reason']): AddressCheck => ({
  valid: false,
  reason,
});

/**
 * Whether `address` is a valid address of `coin`: for BTC on `network`, for ETH and USDT (ERC-20)
 * on any Ethereum network (their addresses carry no network). Nothing is trimmed: surrounding spaces
 * make an address malformed.
 * @example checkAddress('BTC', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa', 'mainnet'); // { valid: true }
 */
export function checkAddress(coin: AddressCoin, address: string, network: BitcoinNetworkName): AddressCheck {
  if (typeof address !== 'string' || address.length === 0 || address.length > MAX_ADDRESS_LENGTH) {
    return invalid('malformed');
  }
  switch (coin) {
    case 'BTC':
      return checkBitcoinAddress(address, network);
    case 'ETH':
    case 'USDT':
      return checkEthereumAddress(address);
    default:
      return invalid('unsupported');
  }
}

export function checkBitcoinAddress(address: string, network: BitcoinNetworkName): AddressCheck {
  const params = NETWORKS[network];
  if (!params) throw new Error(`Unknown network ${String(network)}`);
  const separator = address.lastIndexOf('1');
  const hrp = separator > 0 ? address.slice(0, separator).toLowerCase() : '';
  if (ALL_NETWORKS.some((known) => known.bech32Hrp === hrp || known.mwebHrp === hrp)) {
    return checkSegwitAddress(address, hrp, params);
  }
  return checkBase58Address(address, params);
}

function checkBase58Address(address: string, params: NetworkParams): AddressCheck {
  let raw: Uint8Array;
  try {
    raw = base58.decode(address);
  } catch {
    return invalid('malformed');
  }
  // Version byte, 20-byte hash, 4-byte checksum.
  if (raw.length !== 25) return invalid('malformed');
  try {
    base58check.decode(address);
  } catch {
    return invalid('checksum');
  }
  const version = raw[0]!;
  const isOn = (known: NetworkParams) =>
    known.pubKeyHash.includes(version) || known.scriptHash.includes(version);
  if (isOn(params)) return VALID;
  return ALL_NETWORKS.some(isOn) ? invalid('wrong_network') : invalid('malformed');
}

/**
 * BIP-173 (bech32, witness v0) and BIP-350 (bech32m, v1+). Supported: v0 key and script hashes and
 * v1 taproot (32 bytes). Other programs that decode (v1 of another length, v2–16) are valid by the
 * BIPs but answer `unsupported`: coins sent there are spendable by anyone until a soft fork gives
 * them meaning.
 */
function checkSegwitAddress(address: string, hrp: string, params: NetworkParams): AddressCheck {
  const isMweb = hrp === params.mwebHrp || OTHER_KNOWN_NETWORKS.some((known) => known.mwebHrp === hrp);
  const lowered = address.toLowerCase();
  const data = lowered.slice(hrp.length + 1);
  if (address !== lowered && address !== address.toUpperCase()) return invalid('malformed');
  if (!isMweb && address.length > 90) return invalid('malformed');
  if (data.length < 6 || !BECH32_CHARSET.test(data)) return invalid('malformed');

  const limit = isMweb ? false : 90;
  const asBech32 = bech32.decodeUnsafe(lowered, limit);
  const asBech32m = bech32m.decodeUnsafe(lowered, limit);
  const decoded = asBech32 ?? asBech32m;
  if (!decoded) return invalid('checksum');

  const onThisNetwork = hrp === params.bech32Hrp || hrp === params.mwebHrp;
  if (isMweb) return onThisNetwork ? invalid('unsupported') : invalid('wrong_network');

  const [version, ...programWords] = decoded.words;
  if (version === undefined || version > 16) return invalid('malformed');
  // Strict 5-to-8-bit conversion: excess or non-zero padding bits are invalid.
  const program = bech32.fromWordsUnsafe(programWords);
  if (!program || program.length < 2 || program.length > 40) return invalid('malformed');
  if (version === 0 && program.length !== 20 && program.length !== 32) return invalid('malformed');
  // BIP-350: v0 must use bech32 and v1+ bech32m; the other constant is a checksum failure.
  if ((version === 0 && !asBech32) || (version > 0 && !asBech32m)) return invalid('checksum');

  if (!onThisNetwork) return invalid('wrong_network');
  const supported = version === 0 || (version === 1 && program.length === 32);
  return supported ? VALID : invalid('unsupported');
}

/** `0x` and 40 hex digits; mixed case must carry the EIP-55 checksum (keccak-256 of the lower-case hex). */
export function checkEthereumAddress(address: string): AddressCheck {
  if (!/^0x[0-9a-fA-F]{40}$/.test(address)) return invalid('malformed');
  const body = address.slice(2);
  const lower = body.toLowerCase();
  if (body === lower || body === body.toUpperCase()) return VALID;
  return body === toChecksumCase(lower) ? VALID : invalid('checksum');
}

function toChecksumCase(lowerHex: string): string {
  const hash = bytesToHex(keccak_256(utf8ToBytes(lowerHex)));
  let out = '';
  for (let i = 0; i < lowerHex.length; i++) {
    const char = lowerHex[i]!;
    out += Number.parseInt(hash[i]!, 16) >= 8 ? char.toUpperCase() : char;
  }
  return out;
}
