import type { CryptoCode } from '@p2p/shared';

export const WALLET_PATH = '/rest/v2/wallet';

import { walletQueryKey } from '@/lib/wallet/query-key';

export { walletQueryKey };

export const walletKeys = {
  balances: [...walletQueryKey, 'balances'] as const,
  depositAddress: (code: CryptoCode) => [...walletQueryKey, 'deposit-address', code] as const,
  sendOutInfo: (code: CryptoCode) => [...walletQueryKey, 'send-out-info', code] as const,
  transactions: (code: CryptoCode | null, page: number) =>
    [...walletQueryKey, 'transactions', code ?? 'all', page] as const,
};

/** Balances and send-out limits move with deposits being confirmed: they are polled this often. */
export const WALLET_REFETCH_MS = 10_000;
