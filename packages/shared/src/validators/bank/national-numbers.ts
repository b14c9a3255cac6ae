// Check digits of the national account and bank numbers the country forms ask for.

const digitsOnly = (value: string, length: number) => new RegExp(`^\\d{${length}}$`).test(value);

function weightedSum(digits: string, weights: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) sum += Number(digits[i]) * weights[i % weights.length]!;
  return sum;
}

/** Strips the spaces and dashes people type in grouped numbers (`20-00-00`, `0321 8000 ...`). */
export function stripSeparators(value: string): string {
  return value.replace(/[\s-]+/g, '');
}

/**
 * US ABA routing number: 9 digits, weights 3,7,1 repeated, sum divisible by 10.
 * @example isValidAbaRoutingNumber('021000021') // true (JPMorgan Chase, New York)
 */
export function isValidAbaRoutingNumber(value: string): boolean {
  return digitsOnly(value, 9) && weightedSum(value, [3, 7, 1]) % 10 === 0;
}

/** UK sort code without separators: exactly 6 digits (`20-00-00` → `200000`). */
export function normalizeSortCode(value: string): string {
  return stripSeparators(value);
}

export function isSortCodeShape(value: string): boolean {
  return digitsOnly(value, 6);
}

/** UK account number: 8 digits. */
export function isUkAccountNumber(value: string): boolean {
  return digitsOnly(value, 8);
}

export const IFSC_LENGTH = 11;
/** Indian IFSC: 4-letter bank code, a zero, 6-character branch code. */
export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;

export function isValidIfsc(value: string): boolean {
  return IFSC_PATTERN.test(value);
}

export const CLABE_LENGTH = 18;

/**
 * The CLABE's 18th digit: weights 3,7,1 over the first 17 digits, each product mod 10, then
 * (10 − sum mod 10) mod 10.
 */
export function clabeControlDigit(first17: string): number {
  let sum = 0;
  for (let i = 0; i < 17; i += 1) sum += (Number(first17[i]) * [3, 7, 1][i % 3]!) % 10;
  return (10 - (sum % 10)) % 10;
}

/**
 * Mexican CLABE: 18 digits (3 bank, 3 branch plaza, 11 account, 1 control).
 * @example isValidClabe('032180000118359719') // true
 */
export function isValidClabe(value: string): boolean {
  return digitsOnly(value, CLABE_LENGTH) && clabeControlDigit(value.slice(0, 17)) === Number(value[17]);
}

/** Russian BIK: 9 digits starting 04 (the country code of the Bank of Russia's numbering). */
export function isValidBik(value: string): boolean {
  return /^04\d{7}$/.test(value);
}

/**
 * A Russian 20-digit account's control key against the bank's BIK: the last three BIK digits and the
 * account, weights 7,1,3 repeated, the sum of the products' last digits divisible by 10.
 * @example isValidRussianAccount('044525225', '40817810438000000001') // true (Sberbank, Moscow)
 */
export function isValidRussianAccount(bik: string, account: string): boolean {
  if (!isValidBik(bik) || !digitsOnly(account, 20)) return false;
  const digits = bik.slice(-3) + account;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) sum += (Number(digits[i]) * [7, 1, 3][i % 3]!) % 10;
  return sum % 10 === 0;
}

const NUBAN_WEIGHTS = [3, 7, 3, 3, 7, 3, 3, 7, 3, 3, 7, 3] as const;

/**
 * The NUBAN check digit (CBN standard): weights 3,7,3,3,7,3,3,7,3,3,7,3 over the 3-digit bank code and
 * the 9-digit serial, 10 − sum mod 10, with 10 written 0.
 * @example nubanCheckDigit('011', '000001457') // 9
 */
export function nubanCheckDigit(bankCode: string, serial: string): number {
  const check = 10 - (weightedSum(bankCode + serial, NUBAN_WEIGHTS) % 10);
  return check === 10 ? 0 : check;
}

/** A 10-digit Nigerian account number (NUBAN) whose check digit fits the 3-digit bank code. */
export function isValidNuban(bankCode: string, account: string): boolean {
  if (!digitsOnly(bankCode, 3) || !digitsOnly(account, 10)) return false;
  return nubanCheckDigit(bankCode, account.slice(0, 9)) === Number(account[9]);
}
