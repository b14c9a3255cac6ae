import { MOBILE_MONEY_ERROR_CODES, type MobileMoneyErrorCode } from '@p2p/shared';
import type { TFunction } from 'i18next';

const isCode = (value: string): value is MobileMoneyErrorCode =>
  (MOBILE_MONEY_ERROR_CODES as readonly string[]).includes(value);

/** The message of a field error code of the wallet contract; a server sentence passes through. */
export function walletErrorMessage(t: TFunction, codes: readonly string[] | undefined): string | undefined {
  if (!codes || codes.length === 0) return undefined;
  return codes.map((code) => (isCode(code) ? t(`mobileMoney.errors.${code}`) : code)).join(' ');
}
