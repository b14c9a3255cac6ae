import { describe, expect, it } from 'vitest';
import { BANAMEX, GTBANK } from '../test/fixtures';
import { bankOfClabe, lookupRequestOf } from './bank-lookup';

const empty = { routing_number: '', iban: '', swift_code: '', ifsc: '' };

describe('lookupRequestOf', () => {
  it('asks by routing number for a whole UK sort code, written with or without dashes', () => {
    expect(lookupRequestOf('GB', { ...empty, routing_number: '20-00-00' })).toEqual({
      kind: 'routing-number',
      value: '200000',
    });
    expect(lookupRequestOf('GB', { ...empty, routing_number: '20-00' })).toBeNull();
  });

  it('falls back to a valid UK IBAN when there is no sort code', () => {
    expect(lookupRequestOf('GB', { ...empty, iban: 'gb07 barc 2000 0031 9268 19' })).toEqual({
      kind: 'iban',
      value: 'GB07BARC20000031926819',
    });
    expect(lookupRequestOf('GB', { ...empty, iban: 'GB08BARC20000031926819' })).toBeNull();
  });

  it('asks only for ABA numbers whose checksum is right', () => {
    expect(lookupRequestOf('US', { ...empty, routing_number: '021000021' })).toEqual({
      kind: 'routing-number',
      value: '021000021',
    });
    expect(lookupRequestOf('US', { ...empty, routing_number: '021000022' })).toBeNull();
  });

  it('asks by routing number for an IFSC and a BIK', () => {
    expect(lookupRequestOf('IN', { ...empty, ifsc: 'sbin0000001' })).toEqual({
      kind: 'routing-number',
      value: 'SBIN0000001',
    });
    expect(lookupRequestOf('RU', { ...empty, routing_number: '044525225' })).toEqual({
      kind: 'routing-number',
      value: '044525225',
    });
    expect(lookupRequestOf('RU', { ...empty, routing_number: '144525225' })).toBeNull();
  });

  it('asks Finland by IBAN first, then by SWIFT; OTHER by SWIFT', () => {
    expect(lookupRequestOf('FI', { ...empty, iban: 'FI2112345600000785', swift_code: 'NDEAFIHH' })).toEqual({
      kind: 'iban',
      value: 'FI2112345600000785',
    });
    expect(lookupRequestOf('FI', { ...empty, swift_code: 'ndeafihh' })).toEqual({
      kind: 'swift',
      value: 'NDEAFIHH',
    });
    expect(lookupRequestOf('OTHER', { ...empty, swift_code: 'DEUTDEFF' })).toEqual({
      kind: 'swift',
      value: 'DEUTDEFF',
    });
    expect(lookupRequestOf('NG', { ...empty, routing_number: '058' })).toBeNull();
  });
});

describe('bankOfClabe', () => {
  it('finds the bank of a whole CLABE by its first three digits', () => {
    expect(bankOfClabe('002010077777777771', [GTBANK, BANAMEX])).toBe(BANAMEX);
    expect(bankOfClabe('00201007777777777', [BANAMEX])).toBeNull();
    expect(bankOfClabe('999010077777777771', [BANAMEX])).toBeNull();
  });
});
