import { describe, expect, it } from 'vitest';
import { bankAccountInputSchema } from '../../schemas/bank-accounts.js';
import { bankFormForCountry } from './codes.js';
import { bankAccountFieldErrors, normalizeBankAccountInput } from './forms.js';

describe('bank account forms', () => {
  it('refuses control characters and bidirectional overrides in the free-text fields', () => {
    const base = {
      fiat_currency_id: 144,
      country_id: 840,
      holder_name: 'John Smith',
      routing_number: '021000021',
      account_number: '123456789',
    };
    const errors = (extra: object) =>
      bankAccountFieldErrors(normalizeBankAccountInput({ ...base, ...extra }));
    expect(errors({ bank_name: 'Chase\u0000' })).toEqual({ bank_name: ['default'] });
    expect(errors({ additional_info: 'pay \u202e001' })).toEqual({ additional_info: ['default'] });
    expect(errors({ additional_info: 'Line one\nLine two\tend' })).toEqual({});
    expect(bankAccountInputSchema.safeParse({ ...base, fiat_currency_id: 2 ** 31 }).success).toBe(false);
  });

  it('picks the form from the country, OTHER for the rest', () => {
    expect(bankFormForCountry(566)).toBe('NG');
    expect(bankFormForCountry(826)).toBe('GB');
    expect(bankFormForCountry(276)).toBe('OTHER');
  });

  it('normalizes as the spec says: trims, upper-cases the GB IBAN, sends the MX CLABE as the account number', () => {
    const gb = normalizeBankAccountInput({
      fiat_currency_id: 47,
      country_id: 826,
      holder_name: '  Jane   Doe ',
      routing_number: '20-00-00',
      account_number: ' 55779911 ',
      iban: 'gb60 barc 2000 0055 7799 11',
      clabe: '032180000118359719',
    });
    expect(gb).toMatchObject({
      form: 'GB',
      holderName: 'Jane Doe',
      routingNumber: '200000',
      accountNumber: '55779911',
      iban: 'GB60BARC20000055779911',
      clabe: null,
      accountType: 'User',
      isPersonal: true,
    });
    expect(bankAccountFieldErrors(gb)).toEqual({});

    const mx = normalizeBankAccountInput({
      fiat_currency_id: 94,
      country_id: 484,
      holder_name: 'María García',
      account_number: '0321 8000 0118 3597 19',
      is_personal: false,
    });
    expect(mx).toMatchObject({ clabe: '032180000118359719', accountNumber: '032180000118359719' });
    expect(mx.accountType).toBe('Business');
    expect(bankAccountFieldErrors(mx)).toEqual({});
  });

  it('answers the spec codes per field through the zod schema the web uses', () => {
    const result = bankAccountInputSchema.safeParse({
      fiat_currency_id: 61,
      country_id: 356,
      holder_name: 'Priya Sharma',
      ifsc: 'SBIN000001',
      account_number: '',
    });
    expect(result.success).toBe(false);
    const issues = result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(issues).toEqual([
      ['ifsc', 'ifscInvalid'],
      ['account_number', 'accountNumberRequired'],
    ]);
    expect(
      bankAccountInputSchema.safeParse({
        fiat_currency_id: 61,
        country_id: 356,
        holder_name: 'Priya Sharma',
        ifsc: 'sbin0000001',
        account_number: '12345678901',
      }).success,
    ).toBe(true);
  });
});
