import { BLOCKED_KYC_ACTIONS, type BlockedKycAction } from '../enums.js';
import { levelRank, type LevelName } from './verification-levels.js';

/** The spec's registration groups: 1 needs an ID verification before trading, 2 does not. */
export const REGISTRATION_GROUP_ID_REQUIRED = 1;

/** What a level without enough verification may not do: trade, publish offers, send from the wallet. */
const TRADING_ACTIONS: readonly BlockedKycAction[] = [
  'start-trade-buy',
  'start-trade-sell',
  'create-offer',
  'activate-offer',
  'use-wallet',
];

export interface KycActionFlags {
  /** The user's registration group (users.registration_group); 2 when unknown. */
  registrationGroup?: number;
  /** Staff forced an identity verification that is not approved yet (kyc_demands, decision 040). */
  idVerificationForced?: boolean;
}

/**
 * The BLOCKED_KYC_ACTIONS a verification level forbids, in the spec's order. Restrictions (banned,
 * frozen, restricted) block actions too; the restrictions module adds those.
 * @example blockedKycActions('L0') // ['create-offer', 'start-trade-buy', 'start-trade-sell', 'use-wallet', 'activate-offer']
 * @example blockedKycActions('L1', { registrationGroup: 1 }) // the same: group 1 needs an ID (L2)
 * @example blockedKycActions('L1') // []
 * @example blockedKycActions('L3', { idVerificationForced: true }) // the trading actions again
 */
export function blockedKycActions(level: LevelName, flags: KycActionFlags = {}): BlockedKycAction[] {
  const unverified = level === 'L0';
  const idRequired =
    flags.registrationGroup === REGISTRATION_GROUP_ID_REQUIRED && levelRank(level) < levelRank('L2');
  if (!unverified && !idRequired && !flags.idVerificationForced) return [];
  return BLOCKED_KYC_ACTIONS.filter((action) => TRADING_ACTIONS.includes(action));
}
