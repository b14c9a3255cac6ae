import { CRYPTO_CURRENCIES, type CryptoCode } from '@p2p/shared';

export const COIN_CODES: readonly CryptoCode[] = CRYPTO_CURRENCIES.map((coin) => coin.code);

/** The coin's name as the marketplace writes it (Bitcoin, Tether, Ethereum). */
export function coinName(code: CryptoCode): string {
  return CRYPTO_CURRENCIES.find((coin) => coin.code === code)!.name;
}

/** The coin's colour in badges and tiles, the same as on the home page. */
export const COIN_BADGE_CLASS: Record<CryptoCode, string> = {
  BTC: 'bg-amber-100 text-amber-800 dark:bg-amber-500/15 dark:text-amber-300',
  USDT: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-500/15 dark:text-emerald-300',
  ETH: 'bg-indigo-100 text-indigo-800 dark:bg-indigo-500/15 dark:text-indigo-300',
};
