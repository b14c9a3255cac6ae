import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TestClient, type TestContext } from '../../test/app.js';

let ctx: TestContext;
let guest: TestClient;
beforeAll(async () => {
  ctx = await createTestApp();
  guest = new TestClient(ctx.app);
});
afterAll(() => ctx.close());

const bankOf = async (url: string) => {
  const response = await guest.get(url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.bank as { id: string; name: string } | null;
};

describe('bank directory (public)', () => {
  it('lists a country’s banks by name, limited, for guests too', async () => {
    for (const [countryId, iso] of [
      [566, 'NG'],
      [840, 'US'],
      [246, 'FI'],
      [826, 'GB'],
      [356, 'IN'],
      [643, 'RU'],
      [484, 'MX'],
    ] as const) {
      const response = await guest.get(`/rest/v1/banks?country_id=${countryId}`);
      expect(response.statusCode).toBe(200);
      const banks = response.json().data as { countryIso: string; name: string }[];
      expect(banks.length).toBeGreaterThan(5);
      expect(banks.every((bank) => bank.countryIso === iso)).toBe(true);
      const names = banks.map((bank) => bank.name);
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    }
    const two = await guest.get('/rest/v1/banks?country_id=566&limit=2&responseCase=snakeCase');
    expect(two.json().data).toHaveLength(2);
    expect(two.json().data[0]).toHaveProperty('swift_codes');
    expect((await guest.get('/rest/v1/banks?country_id=276')).json().data).toEqual([]);
  });

  it('refuses a missing country and a limit over 1000', async () => {
    for (const query of ['', '?country_id=abc', '?country_id=566&limit=1001', '?country_id=566&limit=0']) {
      const response = await guest.get(`/rest/v1/banks${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error.code).toBe('ERROR_INPUT_VALIDATION');
    }
    expect((await guest.get('/rest/v1/banks?country_id=566&limit=1000')).statusCode).toBe(200);
  });

  it('finds the bank of an IBAN', async () => {
    expect(await bankOf('/rest/v1/banks/by-iban?iban=FI2112345600000785')).toMatchObject({
      id: 'FI:NDEA',
      name: 'Nordea Bank',
    });
    expect(await bankOf('/rest/v1/banks/by-iban?iban=GB60BARC20000055779911')).toMatchObject({
      id: 'GB:BARC',
    });
    // A valid IBAN of a bank the directory does not know.
    expect(await bankOf('/rest/v1/banks/by-iban?iban=GB82WEST12345698765432')).toBeNull();
    const bad = await guest.get('/rest/v1/banks/by-iban?iban=FI2112345600000786');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details).toEqual({ iban: ['account_number_invalid'] });
    expect((await guest.get('/rest/v1/banks/by-iban')).statusCode).toBe(400);
  });

  it('finds the bank of an ABA routing number, sort code, BIK or IFSC', async () => {
    expect(await bankOf('/rest/v1/banks/by-routing-number?routing_number=021000021')).toMatchObject({
      id: 'US:CHAS',
    });
    expect(await bankOf('/rest/v1/banks/by-routing-number?routing_number=011000015')).toMatchObject({
      id: 'US:FRBB',
    });
    expect(await bankOf('/rest/v1/banks/by-routing-number?routing_number=20-00-00')).toMatchObject({
      id: 'GB:BARC',
    });
    // The narrowest range wins: Starling's sort code sits inside NatWest's 60 range.
    expect(await bankOf('/rest/v1/banks/by-routing-number?routing_number=608371')).toMatchObject({
      id: 'GB:SRLG',
    });
    expect(await bankOf('/rest/v1/banks/by-routing-number?routing_number=601234')).toMatchObject({
      id: 'GB:NWBK',
    });
    expect(
      await bankOf('/rest/v1/banks/by-routing-number?routing_number=044525225&country_id=643'),
    ).toMatchObject({
      id: 'RU:SABR',
    });
    // Without the country a BIK that is no known ABA still finds its bank.
    expect(await bankOf('/rest/v1/banks/by-routing-number?routing_number=044525225')).toMatchObject({
      id: 'RU:SABR',
    });
    expect(await bankOf('/rest/v1/banks/by-routing-number?routing_number=sbin0000001')).toMatchObject({
      id: 'IN:SBIN',
      name: 'State Bank of India',
    });
    // A bank outside the built-in main banks, from the ifsc dataset (issue 15).
    expect(
      await bankOf('/rest/v1/banks/by-routing-number?routing_number=ABHY0065001&country_id=356'),
    ).toMatchObject({ id: 'IN:ABHY', name: 'Abhyudaya Co-operative Bank' });
    expect(await bankOf('/rest/v1/banks/by-routing-number?routing_number=021000022')).toBeNull();
    expect(
      await bankOf('/rest/v1/banks/by-routing-number?routing_number=021000021&country_id=643'),
    ).toBeNull();
    expect((await guest.get('/rest/v1/banks/by-routing-number?routing_number=')).statusCode).toBe(400);
  });

  it('finds the bank of a SWIFT code and refuses a malformed one', async () => {
    expect(await bankOf('/rest/v1/banks/by-swift?swift_code=NDEAFIHH')).toMatchObject({ id: 'FI:NDEA' });
    expect(await bankOf('/rest/v1/banks/by-swift?swift_code=sabrrumm')).toMatchObject({ id: 'RU:SABR' });
    expect(await bankOf('/rest/v1/banks/by-swift?swift_code=CHASUS33XXX')).toMatchObject({ id: 'US:CHAS' });
    expect(await bankOf('/rest/v1/banks/by-swift?swift_code=DEUTDEFF')).toBeNull();
    const short = await guest.get('/rest/v1/banks/by-swift?swift_code=NDEAFI');
    expect(short.json().error.details).toEqual({ swift_code: ['swift_code_not_correct_length'] });
    const bad = await guest.get('/rest/v1/banks/by-swift?swift_code=NDEA1IHH');
    expect(bad.json().error.details).toEqual({ swift_code: ['swift_code_invalid'] });
  });

  it('is documented in the OpenAPI description with the bank account routes', async () => {
    const doc = (await guest.get('/rest/openapi.json')).json();
    for (const path of [
      '/rest/v1/bankaccounts',
      '/rest/v1/bankaccounts/{id}',
      '/rest/v1/banks',
      '/rest/v1/banks/by-iban',
      '/rest/v1/banks/by-routing-number',
      '/rest/v1/banks/by-swift',
      '/rest/v1/my-offers/{hash}/bank-accounts',
      '/rest/v1/trade/{id}/bank-account',
    ])
      expect(Object.keys(doc.paths)).toContain(path);
    expect(doc.paths['/rest/v1/bankaccounts'].post.requestBody).toBeDefined();
    expect(doc.paths['/rest/v1/bankaccounts/{id}'].delete.responses).toHaveProperty('422');
  });
});
