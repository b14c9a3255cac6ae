import { describe, expect, it } from 'vitest';
import { bicCountry, ibanCountry, isValidBicCode, isValidIbanNumber, normalizeIban } from './iban-bic.js';
import {
  clabeControlDigit,
  isValidAbaRoutingNumber,
  isValidBik,
  isValidClabe,
  isValidIfsc,
  isValidNuban,
  isValidRussianAccount,
  nubanCheckDigit,
} from './national-numbers.js';

/** Every single-digit change of `value` at `index` (the other nine digits). */
const otherDigits = (value: string, index: number) =>
  [...'0123456789']
    .filter((d) => d !== value[index])
    .map((d) => value.slice(0, index) + d + value.slice(index + 1));

describe('IBAN (mod 97) and BIC', () => {
  it('accepts published IBANs in any spacing and case, and refuses one changed digit', () => {
    expect(isValidIbanNumber('GB82WEST12345698765432')).toBe(true);
    expect(isValidIbanNumber('gb82 west 1234 5698 7654 32')).toBe(true);
    expect(isValidIbanNumber('FI2112345600000785')).toBe(true);
    expect(isValidIbanNumber('DE89370400440532013000')).toBe(true);
    expect(isValidIbanNumber('GB82WEST12345698765433')).toBe(false);
    expect(isValidIbanNumber('FI2112345600000786')).toBe(false);
    for (const changed of otherDigits('FI2112345600000785', 10))
      expect(isValidIbanNumber(changed)).toBe(false);
    expect(isValidIbanNumber('FI21123456000007')).toBe(false);
    expect(isValidIbanNumber('')).toBe(false);
    expect(normalizeIban(' gb82-west 1234 5698 7654 32 ')).toBe('GB82WEST12345698765432');
    expect(ibanCountry('FI2112345600000785')).toBe('FI');
  });

  it('checks the BIC structure and reads its country', () => {
    expect(isValidBicCode('NDEAFIHH')).toBe(true);
    expect(isValidBicCode('DEUTDEFF500')).toBe(true);
    expect(isValidBicCode('ndea fi hh')).toBe(true);
    expect(isValidBicCode('NDEA1IHH')).toBe(false);
    expect(isValidBicCode('NDEAFIH')).toBe(false);
    expect(isValidBicCode('NDEAXXHH')).toBe(false);
    expect(bicCountry('NDEAFIHH')).toBe('FI');
  });
});

describe('ABA routing number (3, 7, 1)', () => {
  it('accepts published routing numbers and refuses each one-digit change', () => {
    for (const routing of ['021000021', '011000015', '121000248', '026009593']) {
      expect(isValidAbaRoutingNumber(routing)).toBe(true);
      for (let i = 0; i < 9; i += 1)
        for (const changed of otherDigits(routing, i)) expect(isValidAbaRoutingNumber(changed)).toBe(false);
    }
    expect(isValidAbaRoutingNumber('02100002')).toBe(false);
    expect(isValidAbaRoutingNumber('02100002a')).toBe(false);
  });
});

describe('IFSC', () => {
  it('is 4 letters, a zero and 6 letters or digits', () => {
    expect(isValidIfsc('SBIN0000001')).toBe(true);
    expect(isValidIfsc('HDFC0000240')).toBe(true);
    expect(isValidIfsc('SBIN1000001')).toBe(false);
    expect(isValidIfsc('SBIN000001')).toBe(false);
    expect(isValidIfsc('sbin0000001')).toBe(false);
    expect(isValidIfsc('5BIN0000001')).toBe(false);
  });
});

describe('CLABE control digit (3, 7, 1 mod 10)', () => {
  it('computes the published example and refuses one changed digit', () => {
    expect(clabeControlDigit('03218000011835971')).toBe(9);
    expect(isValidClabe('032180000118359719')).toBe(true);
    for (let i = 0; i < 18; i += 1)
      for (const changed of otherDigits('032180000118359719', i)) expect(isValidClabe(changed)).toBe(false);
    expect(isValidClabe('03218000011835971')).toBe(false);
  });
});

describe('Russian BIK and account control key', () => {
  it('accepts a Sberbank account and refuses a changed digit or another bank', () => {
    expect(isValidBik('044525225')).toBe(true);
    expect(isValidBik('144525225')).toBe(false);
    expect(isValidBik('04452522')).toBe(false);
    expect(isValidRussianAccount('044525225', '40817810438000000001')).toBe(true);
    for (let i = 0; i < 20; i += 1)
      for (const changed of otherDigits('40817810438000000001', i))
        expect(isValidRussianAccount('044525225', changed)).toBe(false);
    // The key depends on the bank: the same account at VTB (BIK ...187) does not check.
    expect(isValidRussianAccount('044525187', '40817810438000000001')).toBe(false);
  });
});

describe('NUBAN check digit', () => {
  it('computes the CBN example (First Bank 011, serial 000001457 → 9) and refuses other digits', () => {
    expect(nubanCheckDigit('011', '000001457')).toBe(9);
    expect(isValidNuban('011', '0000014579')).toBe(true);
    for (let i = 0; i < 10; i += 1)
      for (const changed of otherDigits('0000014579', i)) expect(isValidNuban('011', changed)).toBe(false);
    expect(isValidNuban('058', '0000014579')).toBe(false);
  });

  it('writes a check of 10 as 0', () => {
    // Find a serial whose weighted sum ends in 0 and check the digit is 0, not 10.
    const serial = '000000000';
    expect(nubanCheckDigit('000', serial)).toBe(0);
    expect(isValidNuban('000', '0000000000')).toBe(true);
  });
});
