/**
 * Every wallet query starts with this key, so one invalidation refreshes balances wherever they show
 * (the wallet page, the bond panel of my offers) after a money move.
 */
export const walletQueryKey = ['wallet'] as const;
