import { clabe } from 'clabe-validator';
import { describe, expect, it } from 'vitest';
import { findBankById, findByClabe, listBanks } from './index.js';

const MEXICO = 484;

describe('Mexican bank directory widened from clabe-validator (issue 15)', () => {
  it('names the bank of a CLABE whose bank the built-in list does not have', () => {
    const nu = clabe.calculate(638, 180, 1234567);
    expect(findByClabe(nu)).toMatchObject({ id: 'MX:638', nationalCode: '638', swiftCodes: [] });
    expect(findByClabe(nu)?.name).toMatch(/Nu México/);
    expect(findByClabe(clabe.calculate(722, 180, 1))).toMatchObject({ id: 'MX:722' });
  });

  it('keeps the built-in entry (its name and BIC) for a bank both know', () => {
    expect(findByClabe('032180000118359719')).toMatchObject({ id: 'MX:032', name: 'IXE Banco' });
    expect(findByClabe(clabe.calculate(12, 180, 1))).toMatchObject({
      id: 'MX:012',
      name: 'BBVA México',
      swiftCodes: ['BCMRMXMM'],
    });
  });

  it('lists every bank once, without the settlement services and second codes', () => {
    const banks = listBanks(MEXICO, 1000);
    expect(banks.length).toBeGreaterThan(100);
    const codes = banks.map((bank) => bank.nationalCode);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes).toEqual(expect.arrayContaining(['012', '638', '646', '722']));
    for (const code of ['812', '846', '901', '999']) expect(codes).not.toContain(code);
    expect(findByClabe(clabe.calculate(999, 180, 1))).toBeNull();
    expect(findBankById('MX:646')?.name).toMatch(/STP/);
  });
});
