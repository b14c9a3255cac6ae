import UkModulusChecking from 'uk-modulus-checking';

/**
 * Vocalink's modulus check of a UK sort code and account number (the published rules and weight
 * tables, with their exceptions and sort-code substitutions, as the `uk-modulus-checking` package
 * keeps them). A sort code the tables do not list cannot be checked and passes, as Vocalink says;
 * the bank is then the one the user names. Both inputs may carry separators.
 * @example passesUkModulusCheck('08-99-99', '66374958') // true
 */
export function passesUkModulusCheck(sortCode: string, accountNumber: string): boolean {
  return new UkModulusChecking({ sortCode, accountNumber }).isValid();
}
