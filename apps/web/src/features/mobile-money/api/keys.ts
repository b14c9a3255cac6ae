/** Every mobile money query lives under this key: a change here refreshes the offer editor's list too. */
export const mobileMoneyQueryKey = ['mobile-money'] as const;
export const WALLETS_PATH = '/rest/v1/mobile-money-wallets';
export const REFERENCE_STALE_MS = 60 * 60_000;
