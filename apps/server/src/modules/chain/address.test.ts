import { sha256 } from '@noble/hashes/sha2.js';
import { bech32, createBase58check } from '@scure/base';
import { describe, expect, it } from 'vitest';
import { checkAddress, type BitcoinNetworkName } from './address.js';

const btc = (address: string, network: BitcoinNetworkName = 'mainnet') =>
  checkAddress('BTC', address, network);
const eth = (address: string) => checkAddress('ETH', address, 'mainnet');
const VALID = { valid: true };
const because = (reason: string) => ({ valid: false, reason });

/** Replaces the character at `index` by the next one of `alphabet` (a one-character typo). */
function typo(address: string, index: number, alphabet: string): string {
  const at = index < 0 ? address.length + index : index;
  const char = address[at]!;
  const lowerAlphabet = alphabet.toLowerCase() === alphabet;
  const pos = alphabet.indexOf(lowerAlphabet ? char.toLowerCase() : char);
  let next = alphabet[(pos + 1) % alphabet.length]!;
  if (lowerAlphabet && char !== char.toLowerCase()) next = next.toUpperCase();
  return address.slice(0, at) + next + address.slice(at + 1);
}
const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const BECH32 = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';

describe('checkAddress BTC base58check', () => {
  it.each([
    ['1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa', 'mainnet'], // the genesis block's coinbase
    ['3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy', 'mainnet'], // P2SH, Bitcoin wiki
    ['mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn', 'testnet'],
    ['2MzQwSSnBHWHqSAqtTVQ6v47XtaisrJa1Vc', 'testnet'],
    ['mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn', 'regtest'], // regtest shares testnet's version bytes
    // Printed by `litecoind -regtest` 0.21.2: legacy, p2sh-segwit (version 58), and a `2…` it accepts.
    ['myxHo9Fyd9uruuAZqqWVaoGR2Stsvhjh29', 'litecoin-regtest'],
    ['QcqYbqdnTfBcyya81oLxYPtQ2mGRy7V3Nx', 'litecoin-regtest'],
    ['2MzQwSSnBHWHqSAqtTVQ6v47XtaisrJa1Vc', 'litecoin-regtest'],
  ] as const)('%s is valid on %s', (address, network) => {
    expect(btc(address, network)).toEqual(VALID);
  });

  it('answers wrong_network for an address of another known network', () => {
    expect(btc('1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa', 'testnet')).toEqual(because('wrong_network'));
    expect(btc('3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy', 'regtest')).toEqual(because('wrong_network'));
    expect(btc('mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn', 'mainnet')).toEqual(because('wrong_network'));
    expect(btc('2MzQwSSnBHWHqSAqtTVQ6v47XtaisrJa1Vc', 'mainnet')).toEqual(because('wrong_network'));
    expect(btc('QcqYbqdnTfBcyya81oLxYPtQ2mGRy7V3Nx', 'regtest')).toEqual(because('wrong_network'));
    expect(btc('1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa', 'litecoin-regtest')).toEqual(because('wrong_network'));
  });

  it('answers wrong_network for a Litecoin mainnet address on Bitcoin', () => {
    // The genesis address's key hash under Litecoin's P2PKH version 48 (an `L…` address).
    const check = createBase58check(sha256);
    const hash = check.decode('1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa').slice(1);
    const litecoin = check.encode(Uint8Array.from([48, ...hash]));
    expect(litecoin[0]).toBe('L');
    expect(btc(litecoin, 'mainnet')).toEqual(because('wrong_network'));
    // An unknown version byte (Dogecoin's 30) with a good checksum is not an address we know.
    expect(btc(check.encode(Uint8Array.from([30, ...hash])), 'mainnet')).toEqual(because('malformed'));
  });

  it('answers checksum for every one-character change of the genesis address', () => {
    const address = '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa';
    for (let index = 0; index < address.length; index++) {
      expect(btc(typo(address, index, BASE58)), `position ${index}`).toEqual(because('checksum'));
    }
    // A dropped character still decodes to 25 bytes here, so it too fails the checksum.
    expect(btc(address.slice(0, -1))).toEqual(because('checksum'));
  });

  it('answers malformed for strings that are not base58check addresses', () => {
    for (const address of [
      '',
      ' 1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa',
      '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa ',
      '1A1zP1eP5QGefi2DMPTfTL5SLmv7Di', // decodes to fewer than 25 bytes
      '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNaa',
      '0A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa', // '0' is not base58
      '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNl',
      '1'.repeat(250),
      'not an address',
    ]) {
      expect(btc(address), JSON.stringify(address)).toEqual(because('malformed'));
    }
  });
});

describe('checkAddress BTC bech32 and bech32m', () => {
  // BIP-350's valid addresses (BIP-173's v0 ones are among them).
  it.each([
    ['BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4', 'mainnet'],
    ['bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', 'mainnet'],
    ['tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sl5k7', 'testnet'],
    ['tb1qqqqqp399et2xygdj5xreqhjjvcmzhxw4aywxecjdzew6hylgvsesrxh6hy', 'testnet'],
    ['tb1pqqqqp399et2xygdj5xreqhjjvcmzhxw4aywxecjdzew6hylgvsesf3hn0c', 'testnet'],
    ['bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0', 'mainnet'],
    ['bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080', 'regtest'], // Bitcoin Core key_io_valid.json
    ['rltc1q7gudufku8xzrtjr9raq604v2xhztl0n8kthpee', 'litecoin-regtest'], // printed by litecoind -regtest
  ] as const)('%s is valid on %s', (address, network) => {
    expect(btc(address, network)).toEqual(VALID);
  });

  it('answers unsupported for witness programs that decode but no wallet can spend yet', () => {
    // BIP-350 valid: v1 with a 40-byte program, v16, v2.
    expect(btc('bc1pw508d6qejxtdg4y5r3zarvary0c5xw7kw508d6qejxtdg4y5r3zarvary0c5xw7kt5nd6y')).toEqual(
      because('unsupported'),
    );
    expect(btc('BC1SW50QGDZ25J')).toEqual(because('unsupported'));
    expect(btc('bc1zw508d6qejxtdg4y5r3zarvaryvaxxpcs')).toEqual(because('unsupported'));
  });

  it('answers unsupported for a Litecoin MWEB address on litecoin-regtest', () => {
    const mweb =
      'tmweb1qq27velft6etdqk3x5j03dag98e8tvkndw6qkz866gqtuqc5pwd78gquw8m3f8kn9a73yrrzc452d0lwrashdxafwamt5ms7cm6zzgkr23g084gfn';
    expect(btc(mweb, 'litecoin-regtest')).toEqual(because('unsupported'));
    expect(btc(mweb, 'mainnet')).toEqual(because('wrong_network'));
  });

  it.each([
    // BIP-350 invalid addresses, with the reason the BIP gives.
    ['tc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vq5zuyut', 'malformed'], // unknown hrp
    ['bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqh2y7hd', 'checksum'], // bech32 for v1
    ['tb1z0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqglt7rf', 'checksum'], // bech32 for v2
    ['BC1S0XLXVLHEMJA6C4DQV22UAPCTQUPFHLXM9H8Z3K2E72Q4K9HCZ7VQ54WELL', 'checksum'], // bech32 for v16
    ['bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kemeawh', 'checksum'], // bech32m for v0
    ['tb1q0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vq24jc47', 'checksum'], // bech32m for v0
    ['bc1p38j9r5y49hruaue7wxjce0updqjuyyx0kh56v8s25huc6995vvpql3jow4', 'malformed'], // 'o' in checksum
    ['BC130XLXVLHEMJA6C4DQV22UAPCTQUPFHLXM9H8Z3K2E72Q4K9HCZ7VQ7ZWS8R', 'malformed'], // version 17
    ['bc1pw5dgrnzv', 'malformed'], // 1-byte program
    ['bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7v8n0nx0muaewav253zgeav', 'malformed'], // 41 bytes
    ['BC1QR508D6QEJXTDG4Y5R3ZARVARYV98GJ9P', 'malformed'], // v0 with 16 bytes
    ['tb1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vq47Zagq', 'malformed'], // mixed case
    ['bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7v07qwwzcrf', 'malformed'], // > 4 padding bits
    ['tb1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vpggkg4j', 'malformed'], // non-zero padding
    ['bc1gmk9yu', 'malformed'], // empty data
    // BIP-173 invalid addresses.
    ['tc1qw508d6qejxtdg4y5r3zarvary0c5xw7kg3g4ty', 'malformed'], // unknown hrp
    ['bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5', 'checksum'],
    ['BC13W508D6QEJXTDG4Y5R3ZARVARY0C5XW7KN40WF2', 'malformed'], // version 17
    ['bc1rw5uspcuh', 'malformed'], // 1-byte program
    ['bc10w508d6qejxtdg4y5r3zarvary0c5xw7kw508d6qejxtdg4y5r3zarvary0c5xw7kw5rljs90', 'malformed'], // 41 bytes
    ['tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sL5k7', 'malformed'], // mixed case
    ['bc1zw508d6qejxtdg4y5r3zarvaryvqyzf3du', 'malformed'], // > 4 padding bits
    ['tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3pjxtptv', 'malformed'], // non-zero padding
  ] as const)('%s is refused as %s', (address, reason) => {
    const network = address.toLowerCase().startsWith('tb') ? 'testnet' : 'mainnet';
    expect(btc(address, network)).toEqual(because(reason));
  });

  it('answers wrong_network for a segwit address of another network', () => {
    expect(btc('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', 'testnet')).toEqual(because('wrong_network'));
    expect(btc('bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080', 'litecoin-regtest')).toEqual(
      because('wrong_network'),
    );
    expect(btc('rltc1q7gudufku8xzrtjr9raq604v2xhztl0n8kthpee', 'regtest')).toEqual(because('wrong_network'));
    expect(btc('tb1pqqqqp399et2xygdj5xreqhjjvcmzhxw4aywxecjdzew6hylgvsesf3hn0c', 'mainnet')).toEqual(
      because('wrong_network'),
    );
    // The same program under Litecoin mainnet's hrp.
    const words = bech32.decode('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4').words;
    expect(btc(bech32.encode('ltc', words), 'mainnet')).toEqual(because('wrong_network'));
  });

  it('answers checksum for every one-character change in the data part', () => {
    for (const [address, network] of [
      ['bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', 'mainnet'],
      ['bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0', 'mainnet'],
      ['rltc1q7gudufku8xzrtjr9raq604v2xhztl0n8kthpee', 'litecoin-regtest'],
    ] as const) {
      const dataStart = address.lastIndexOf('1') + 1;
      for (let index = dataStart; index < address.length; index++) {
        expect(btc(typo(address, index, BECH32), network), `${address} @${index}`).toEqual(
          because('checksum'),
        );
      }
    }
  });
});

describe('checkAddress ETH and USDT', () => {
  // EIP-55's examples.
  it.each([
    '0x52908400098527886E0F7030069857D2E4169EE7',
    '0x8617E340B3D01FA5F11F306F4090FD50E238070D',
    '0xde709f2102306220921060314715629080e2fb77',
    '0x27b1fdb04752bbc536007a920d24acb045561c26',
    '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
    '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
    '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
  ])('%s is valid', (address) => {
    expect(eth(address)).toEqual(VALID);
    expect(checkAddress('USDT', address, 'mainnet')).toEqual(VALID);
  });

  it('answers checksum when the case of one letter is flipped', () => {
    const address = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
    for (let index = 2; index < address.length; index++) {
      const char = address[index]!;
      if (!/[a-f]/i.test(char)) continue;
      const flipped = char === char.toLowerCase() ? char.toUpperCase() : char.toLowerCase();
      const changed = address.slice(0, index) + flipped + address.slice(index + 1);
      expect(eth(changed), changed).toEqual(because('checksum'));
    }
  });

  it('answers checksum for a changed digit in a checksummed address, and accepts it in lower case', () => {
    const changed = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAee';
    expect(eth(changed)).toEqual(because('checksum'));
    expect(eth(changed.toLowerCase())).toEqual(VALID);
  });

  it('answers malformed for anything but 0x and 40 hex digits', () => {
    for (const address of [
      '5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
      '0X5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
      '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAe',
      '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed0',
      '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeg',
      ' 0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
      '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa',
    ]) {
      expect(eth(address), address).toEqual(because('malformed'));
    }
  });

  it('does not take an Ethereum address for a Bitcoin one', () => {
    expect(btc('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed')).toEqual(because('malformed'));
  });
});
