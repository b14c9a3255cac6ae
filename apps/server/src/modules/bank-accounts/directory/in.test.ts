import { describe, expect, it } from 'vitest';
import { IFSC_BANKS } from './in-ifsc.js';
import { findBankById, findByIfsc, findByRoutingNumber, listBanks } from './index.js';
import { widenDirectory } from './widen.js';

const INDIA = 356;

describe('Indian bank directory widened from the ifsc dataset (issue 15)', () => {
  it('names the bank of any IFSC bank code the dataset knows, not only the main banks', () => {
    expect(Object.keys(IFSC_BANKS).length).toBeGreaterThan(1000);
    expect(findByIfsc('ABHY0065001')).toMatchObject({
      id: 'IN:ABHY',
      name: 'Abhyudaya Co-operative Bank',
      nationalCode: 'ABHY',
      swiftCodes: [],
    });
    expect(findByRoutingNumber('fino0000001', INDIA)).toMatchObject({
      id: 'IN:FINO',
      name: 'Fino Payments Bank',
    });
    expect(findByIfsc('ABCD0123456')).toBeNull();
  });

  it('keeps the built-in entry (its name and BIC) for a bank both know', () => {
    expect(findByIfsc('SBIN0000001')).toMatchObject({
      id: 'IN:SBIN',
      name: 'State Bank of India',
      swiftCodes: ['SBININBB'],
    });
    expect(IFSC_BANKS.SBIN).toBeDefined();
  });

  it('lists commercial, payments and rural banks, finds co-operative and merged banks by IFSC only', () => {
    const ids = listBanks(INDIA, 1000).map((bank) => bank.id);
    expect(ids).toEqual(expect.arrayContaining(['IN:SBIN', 'IN:HDFC', 'IN:AIRP', 'IN:PYTM', 'IN:AUBL']));
    expect(ids).not.toContain('IN:ABHY'); // a co-operative bank
    expect(ids).not.toContain('IN:ALLA'); // Allahabad Bank, merged into Indian Bank
    expect(ids.length).toBeGreaterThan(100);
    expect(ids.length).toBeLessThan(200);
    expect(findBankById('IN:ABHY')?.name).toBe('Abhyudaya Co-operative Bank');
    expect(findBankById('in:alla')?.name).toBe('Allahabad Bank');
  });
});

describe('widenDirectory', () => {
  it('keeps every built-in bank and adds the source’s banks whose codes it lacks', () => {
    const builtIn = [{ code: '012', name: 'BBVA México', swiftCodes: ['BCMRMXMM'] }];
    const source = [
      { code: '012', name: 'BBVA Bancomer', swiftCodes: [] },
      { code: '638', name: 'Nu México', swiftCodes: [] },
    ];
    expect(widenDirectory(builtIn, source)).toEqual([builtIn[0], source[1]]);
    expect(widenDirectory(builtIn, [])).toEqual(builtIn);
  });
});
