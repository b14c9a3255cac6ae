import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerUser, type TestContext } from '../../test/app.js';
import { VALID_BODIES, type FormName } from './bank-account-fixtures.js';

let ctx: TestContext;
let client: Awaited<ReturnType<typeof registerUser>>['client'];
beforeAll(async () => {
  ctx = await createTestApp();
  client = (await registerUser(ctx.app)).client;
});
afterAll(() => ctx.close());

type Case = [label: string, form: FormName, changes: Record<string, unknown>, field: string, code: string];

/** Each case changes one valid body and expects exactly one field error with the spec's code. */
const CASES: Case[] = [
  // Every form: the holder and the extra information.
  ['holder name missing', 'US', { holder_name: '   ' }, 'holder_name', 'holderNameRequired'],
  [
    'holder name too short',
    'US',
    { holder_name: 'J' },
    'holder_name',
    'account_holder_name_not_correct_length',
  ],
  [
    'holder name too long',
    'FI',
    { holder_name: 'A'.repeat(101) },
    'holder_name',
    'account_holder_name_not_correct_length',
  ],
  [
    'holder name with symbols',
    'GB',
    { holder_name: 'Jane <Doe>' },
    'holder_name',
    'account_holder_name_invalid',
  ],
  [
    'additional info too long',
    'US',
    { additional_info: 'x'.repeat(501) },
    'additional_info',
    'additionalInfoLength',
  ],
  // NG: bank + NUBAN.
  ['NG bank missing', 'NG', { bank_id: '' }, 'bank_id', 'bankRequired'],
  ['NG bank id malformed', 'NG', { bank_id: 'First Bank' }, 'bank_id', 'bank_id_invalid'],
  ['NG bank id too long', 'NG', { bank_id: 'NG:' + '1'.repeat(30) }, 'bank_id', 'bank_id_not_correct_length'],
  ['NG bank of another country', 'NG', { bank_id: 'GB:BARC' }, 'bank_id', 'country_doesnt_match'],
  // 0000014572 checks against the code 999, which no bank has.
  [
    'NG bank unknown',
    'NG',
    { bank_id: 'NG:999', account_number: '0000014572' },
    'bank_id',
    'bank_id_not_exist',
  ],
  ['NG account missing', 'NG', { account_number: ' ' }, 'account_number', 'accountNumberRequired'],
  [
    'NG account 9 digits',
    'NG',
    { account_number: '000001457' },
    'account_number',
    'account_number_not_correct_length',
  ],
  ['NG account letters', 'NG', { account_number: '00000A4579' }, 'account_number', 'account_number_invalid'],
  [
    'NG NUBAN one digit changed',
    'NG',
    { account_number: '0000014578' },
    'account_number',
    'account_number_invalid',
  ],
  ['NG NUBAN of another bank', 'NG', { bank_id: 'NG:058' }, 'account_number', 'account_number_invalid'],
  // US: ABA routing number + account.
  ['US routing missing', 'US', { routing_number: null }, 'routing_number', 'routingNumberRequired'],
  [
    'US routing 8 digits',
    'US',
    { routing_number: '02100002' },
    'routing_number',
    'routing_number_not_correct_length',
  ],
  ['US routing letters', 'US', { routing_number: '02100002A' }, 'routing_number', 'routing_number_invalid'],
  [
    'US ABA one digit changed',
    'US',
    { routing_number: '021000022' },
    'routing_number',
    'routing_number_invalid',
  ],
  [
    'US Boston Fed ABA changed',
    'US',
    { routing_number: '011000016' },
    'routing_number',
    'routing_number_invalid',
  ],
  ['US account missing', 'US', { account_number: '' }, 'account_number', 'accountNumberRequired'],
  [
    'US account too short',
    'US',
    { account_number: '123' },
    'account_number',
    'account_number_not_correct_length',
  ],
  ['US account letters', 'US', { account_number: '12345X789' }, 'account_number', 'account_number_invalid'],
  [
    'US unknown ABA without a bank name',
    'US',
    { routing_number: '011000028' },
    'bank_name',
    'bankNameEmptyWithoutSwift',
  ],
  // FI: IBAN + BIC.
  ['FI IBAN missing', 'FI', { iban: '' }, 'iban', 'accountNumberRequired'],
  ['FI IBAN one digit changed', 'FI', { iban: 'FI2112345600000786' }, 'iban', 'account_number_invalid'],
  ['FI IBAN too short', 'FI', { iban: 'FI211234560000078' }, 'iban', 'account_number_not_correct_length'],
  ['FI IBAN of another country', 'FI', { iban: 'DE89370400440532013000' }, 'iban', 'country_doesnt_match'],
  ['FI BIC missing', 'FI', { swift_code: '' }, 'swift_code', 'swift_code_not_correct_length'],
  ['FI BIC wrong length', 'FI', { swift_code: 'NDEAFIH' }, 'swift_code', 'swift_code_not_correct_length'],
  ['FI BIC malformed', 'FI', { swift_code: 'NDEA1IHH' }, 'swift_code', 'swift_code_invalid'],
  ['FI BIC of another country', 'FI', { swift_code: 'DEUTDEFF' }, 'swift_code', 'swift_not_match_country'],
  [
    'FI IBAN of another bank than the BIC',
    'FI',
    { swift_code: 'OKOYFIHH' },
    'iban',
    'iban_dont_match_swift_code',
  ],
  // GB: sort code + account number (+ IBAN).
  ['GB sort code missing', 'GB', { routing_number: '' }, 'routing_number', 'routingNumberRequired'],
  [
    'GB sort code 5 digits',
    'GB',
    { routing_number: '20-00-0' },
    'routing_number',
    'sort_code_not_correct_length',
  ],
  [
    'GB sort code letters',
    'GB',
    { routing_number: '20-00-0A' },
    'routing_number',
    'sort_code_routing_number_invalid',
  ],
  [
    'GB bank the directory does not know, without its name',
    'GB',
    { routing_number: '11-87-65', account_number: '64371389', iban: null },
    'bank_name',
    'bankNameEmptyWithoutSwift',
  ],
  [
    'GB account failing the modulus check',
    'GB',
    { account_number: '55779912', iban: null },
    'account_number',
    'account_number_invalid',
  ],
  [
    'GB account failing the modulus check of an exception range',
    'GB',
    { routing_number: '11-87-65', account_number: '64371388', iban: null, bank_name: 'Halifax' },
    'account_number',
    'account_number_invalid',
  ],
  [
    'GB account 7 digits',
    'GB',
    { account_number: '5577991', iban: null },
    'account_number',
    'account_number_not_correct_length',
  ],
  ['GB IBAN one digit changed', 'GB', { iban: 'GB60BARC20000055779912' }, 'iban', 'account_number_invalid'],
  ['GB IBAN of other numbers', 'GB', { iban: 'GB82WEST12345698765432' }, 'iban', 'account_number_invalid'],
  ['GB IBAN of another country', 'GB', { iban: 'FI2112345600000785' }, 'iban', 'country_doesnt_match'],
  // IN: IFSC + account number.
  ['IN IFSC missing', 'IN', { ifsc: '' }, 'ifsc', 'ifscRequired'],
  ['IN IFSC 10 characters', 'IN', { ifsc: 'SBIN000001' }, 'ifsc', 'ifscInvalid'],
  ['IN IFSC without the zero', 'IN', { ifsc: 'SBIN1000001' }, 'ifsc', 'ifscInvalid'],
  [
    'IN account too short',
    'IN',
    { account_number: '12345678' },
    'account_number',
    'account_number_not_correct_length',
  ],
  ['IN unknown bank without a name', 'IN', { ifsc: 'ABCD0123456' }, 'bank_name', 'bankNameEmptyWithoutSwift'],
  // RU: BIK + 20-digit account with its control key.
  ['RU BIK missing', 'RU', { routing_number: '' }, 'routing_number', 'routingNumberRequired'],
  [
    'RU BIK 8 digits',
    'RU',
    { routing_number: '04452522' },
    'routing_number',
    'routing_number_not_correct_length',
  ],
  [
    'RU BIK not starting 04',
    'RU',
    { routing_number: '144525225' },
    'routing_number',
    'routing_number_invalid',
  ],
  [
    'RU account 19 digits',
    'RU',
    { account_number: '4081781043800000000' },
    'account_number',
    'account_number_not_correct_length',
  ],
  [
    'RU account one digit changed',
    'RU',
    { account_number: '40817810438000000002' },
    'account_number',
    'account_number_invalid',
  ],
  [
    'RU account at another bank',
    'RU',
    { routing_number: '044525187' },
    'account_number',
    'account_number_invalid',
  ],
  // MX: CLABE.
  ['MX CLABE missing', 'MX', { clabe: '' }, 'clabe', 'clabeRequired'],
  ['MX CLABE 17 digits', 'MX', { clabe: '03218000011835971' }, 'clabe', 'clabeInvalid'],
  ['MX CLABE one digit changed', 'MX', { clabe: '032180000118359718' }, 'clabe', 'clabeInvalid'],
  // OTHER: SWIFT transfer with the recipient's address.
  ['OTHER BIC missing', 'OTHER', { swift_code: null }, 'swift_code', 'swift_code_not_correct_length'],
  ['OTHER BIC malformed', 'OTHER', { swift_code: 'DEUT1EFF' }, 'swift_code', 'swift_code_invalid'],
  [
    'OTHER BIC of another country',
    'OTHER',
    { swift_code: 'BNPAFRPP', iban: null },
    'swift_code',
    'swift_not_match_country',
  ],
  [
    'OTHER IBAN of another country than the BIC',
    'OTHER',
    { iban: 'FI2112345600000785' },
    'iban',
    'iban_dont_match_swift_code',
  ],
  [
    'OTHER IBAN one digit changed',
    'OTHER',
    { iban: 'DE89370400440532013001' },
    'iban',
    'account_number_invalid',
  ],
  ['OTHER account missing', 'OTHER', { account_number: '' }, 'account_number', 'accountNumberRequired'],
  [
    'OTHER account too short',
    'OTHER',
    { account_number: '123' },
    'account_number',
    'account_number_not_correct_length',
  ],
  [
    'OTHER account symbols',
    'OTHER',
    { account_number: '0532#013000' },
    'account_number',
    'account_number_invalid',
  ],
  ['OTHER bank name missing', 'OTHER', { bank_name: '' }, 'bank_name', 'bankNameEmptyWithSwift'],
  [
    'OTHER residency missing',
    'OTHER',
    { residency: '' },
    'residency',
    'recipient_country_of_residency_not_correct_length',
  ],
  [
    'OTHER residency digits',
    'OTHER',
    { residency: '12' },
    'residency',
    'recipient_country_of_residency_invalid',
  ],
  [
    'OTHER residency unknown',
    'OTHER',
    { residency: 'XX' },
    'residency',
    'recipient_country_of_residency_invalid',
  ],
  [
    'OTHER state with digits',
    'OTHER',
    { state: 'Hessen 9' },
    'state',
    'error_recipient_state_country_invalid',
  ],
  ['OTHER city missing', 'OTHER', { city: '' }, 'city', 'recipient_city_not_correct_length'],
  ['OTHER city with digits', 'OTHER', { city: 'Frankfurt 1' }, 'city', 'recipient_city_invalid'],
  ['OTHER zip too short', 'OTHER', { zip: '6' }, 'zip', 'recipient_zip_not_correct_length'],
  ['OTHER zip symbols', 'OTHER', { zip: '60#25' }, 'zip', 'recipient_zip_invalid'],
  ['OTHER address too short', 'OTHER', { address: 'Str' }, 'address', 'recipient_address_not_correct_length'],
  [
    'OTHER address with markup',
    'OTHER',
    { address: 'Taunusanlage <12>' },
    'address',
    'recipient_address_invalid',
  ],
];

describe('country form rules', () => {
  it.each(CASES)('%s → %s.%s', async (_label, form, changes, field, code) => {
    const response = await client.post('/rest/v1/bankaccounts', { ...VALID_BODIES[form], ...changes });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error.code).toBe('ERROR_INPUT_VALIDATION');
    expect(response.json().error.details).toEqual({ [field]: [code] });
  });

  it('ignores fields another form uses and drops them', async () => {
    const response = await client.post('/rest/v1/bankaccounts', {
      ...VALID_BODIES.IN,
      clabe: '1',
      routing_number: 'x',
      account_number: '98765432101',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({ clabe: null, routingNumber: null, iban: null });
  });

  it('takes a bank name for a bank the directory does not know, and the directory’s name otherwise', async () => {
    const unknown = await client.post('/rest/v1/bankaccounts', {
      ...VALID_BODIES.US,
      routing_number: '011000028',
      bank_name: 'State Street Bank',
    });
    expect(unknown.statusCode).toBe(201);
    expect(unknown.json().data).toMatchObject({ bankName: 'State Street Bank', bankId: null });
    const known = await client.post('/rest/v1/bankaccounts', {
      ...VALID_BODIES.US,
      account_number: '55555555',
      bank_name: 'My bank',
    });
    expect(known.json().data).toMatchObject({ bankName: 'JPMorgan Chase Bank', bankId: 'US:CHAS' });
  });

  it('takes a UK account at any bank whose numbers pass the modulus check, named by the user', async () => {
    // Halifax (11-87-65, Vocalink's exception 1) and a sort code outside Vocalink's tables (no check possible).
    for (const [sortCode, accountNumber, bankName] of [
      ['11-87-65', '64371389', 'Halifax'],
      ['99-99-99', '12345678', 'Example Building Society'],
    ] as const) {
      const response = await client.post('/rest/v1/bankaccounts', {
        ...VALID_BODIES.GB,
        routing_number: sortCode,
        account_number: accountNumber,
        iban: null,
        bank_name: bankName,
      });
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json().data).toMatchObject({ bankName, bankId: null });
    }
  });

  it('reports every broken field at once', async () => {
    const response = await client.post('/rest/v1/bankaccounts', {
      fiat_currency_id: 144,
      country_id: 840,
      holder_name: '',
      routing_number: '021000022',
    });
    expect(response.json().error.details).toEqual({
      holder_name: ['holderNameRequired'],
      routing_number: ['routing_number_invalid'],
      account_number: ['accountNumberRequired'],
    });
  });
});
