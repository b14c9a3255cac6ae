/**
 * The crypto currencies the marketplace trades. Precision is the number of decimals of the minor
 * unit the ledger counts in (spec: BTC 8, USDT 6, ETH 9); ids are the spec's, BTC (1) is the default.
 */
export const CRYPTO_CURRENCIES = [
  {
    id: 1,
    code: 'BTC',
    name: 'Bitcoin',
    urlParam: 'bitcoin',
    precision: 8,
    isStablecoin: false,
    blockchainId: 1,
  },
  {
    id: 4,
    code: 'USDT',
    name: 'Tether',
    urlParam: 'tether',
    precision: 6,
    isStablecoin: true,
    blockchainId: 3,
  },
  {
    id: 3,
    code: 'ETH',
    name: 'Ethereum',
    urlParam: 'ethereum',
    precision: 9,
    isStablecoin: false,
    blockchainId: 3,
  },
] as const;
export type CryptoCode = (typeof CRYPTO_CURRENCIES)[number]['code'];
