import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users, verificationRequests } from '../../db/schema.js';
import { createTestApp, registerUser, TestClient, type TestContext } from '../../test/app.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const idBody = {
  issue_country_iso3: 'usa',
  document_type: 'passport',
  first_name_original: 'Ana María',
  middle_name_original: '',
  last_name_original: "O'Neil-Núñez",
  document_number: 'X1234567',
};

describe('POST /account/verification/start/basic', () => {
  const basic = { first_name: 'Ana', last_name: 'Silva', birthday: '1990-05-17' };

  it('records full name and birthday as approved and raises a verified L1 user to L1+', async () => {
    const { client, user } = await registerUser(ctx.app);
    const now = new Date();
    await ctx.database.db
      .update(users)
      .set({ emailVerifiedAt: now, phoneVerifiedAt: now, verificationLevel: 'L1' })
      .where(eq(users.id, user.id));
    const response = await client.post('/account/verification/start/basic', basic);
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({ kind: 'fullname_birthday', status: 'approved' });
    const status = (await client.get('/rest/v1/verification/status')).json().data;
    expect(status).toMatchObject({ level: 'L1+', levelNumber: 1.5 });
    expect(status.verification.fullnameBirthday.verified).toBe(true);
    expect((await client.post('/account/verification/start/basic', basic)).statusCode).toBe(409);
  });

  it('refuses minors, impossible dates and bad names', async () => {
    const { client } = await registerUser(ctx.app);
    const thisYear = new Date().getUTCFullYear();
    for (const birthday of [`${thisYear - 10}-01-01`, '1850-01-01', '3000-01-01', '1990-02-30']) {
      const response = await client.post('/account/verification/start/basic', { ...basic, birthday });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.details).toHaveProperty('birthday');
    }
    const name = await client.post('/account/verification/start/basic', { ...basic, last_name: '<b>' });
    expect(name.json().error.details).toHaveProperty('last_name');
  });

  it('needs a session', async () => {
    expect((await new TestClient(ctx.app).post('/account/verification/start/basic', basic)).statusCode).toBe(
      401,
    );
  });
});

describe('POST /account/verification/video/upload', () => {
  it('records the video link for review', async () => {
    const { client } = await registerUser(ctx.app);
    const response = await client.post('/account/verification/video/upload', {
      url: 'https://video.example.com/v/123',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({
      kind: 'video',
      status: 'pending',
      data: { url: 'https://video.example.com/v/123' },
    });
  });

  it('accepts only http(s) links', async () => {
    const { client } = await registerUser(ctx.app);
    for (const url of ['ftp://example.com/v', 'javascript:alert(1)', 'not a url', '']) {
      const response = await client.post('/account/verification/video/upload', { url });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.details).toHaveProperty('url');
    }
  });

  it('needs a session', async () => {
    const response = await new TestClient(ctx.app).post('/account/verification/video/upload', {
      url: 'https://example.com/v',
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('POST /rest/v3/kyc/verifications/sumsub/start and mark-pending', () => {
  const START = '/rest/v3/kyc/verifications/sumsub/start';
  const MARK = '/rest/v3/kyc/verifications/sumsub/mark-pending';
  const issue = async (client: TestClient) => {
    const response = await client.post(START);
    expect(response.statusCode).toBe(201);
    return response.json().data.verificationReference as string;
  };

  it('records an issued reference once; the same reference answers the same request', async () => {
    const { client } = await registerUser(ctx.app);
    const reference = await issue(client);
    expect(reference).toMatch(/^sumsub\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    const first = await client.post(MARK, { verificationReference: reference });
    expect(first.statusCode).toBe(201);
    expect(first.json().data).toMatchObject({
      kind: 'provider',
      status: 'pending',
      data: { provider: 'sumsub', verificationReference: reference },
    });
    const again = await client.post(MARK, { verificationReference: reference });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.id).toBe(first.json().data.id);
    const status = (await client.get('/rest/v1/verification/status')).json().data;
    expect(status.verification.id).toMatchObject({ pending: true, verified: false });
  });

  it('refuses references it never issued, or issued to someone else, and records nothing', async () => {
    const { client } = await registerUser(ctx.app);
    const other = await registerUser(ctx.app);
    const othersReference = await issue(other.client);
    const mine = await issue(client);
    const [provider, nonce, signature] = mine.split('.') as [string, string, string];
    const forged = [
      'applicant-42:abc',
      othersReference,
      `${provider}.${nonce.split('').reverse().join('')}.${signature}`,
      `${provider}.${nonce}.${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`,
      `${provider}.${nonce}`,
    ];
    for (const verificationReference of forged) {
      const response = await client.post(MARK, { verificationReference });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.details.verificationReference[0]).toMatch(/not issued to you/);
    }
    const status = (await client.get('/rest/v1/verification/status')).json().data;
    expect(status.verification.id).toMatchObject({ pending: false, verified: false });
  });

  it('names a malformed reference', async () => {
    const { client } = await registerUser(ctx.app);
    for (const body of [{ verificationReference: 'a b' }, { verificationReference: '' }, {}]) {
      const response = await client.post(MARK, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.details).toHaveProperty('verificationReference');
    }
  });

  it('issues no reference once the identity is verified', async () => {
    const { client } = await registerUser(ctx.app);
    const reference = await issue(client);
    const marked = await client.post(MARK, { verificationReference: reference });
    await ctx.database.db
      .update(verificationRequests)
      .set({ status: 'approved' })
      .where(eq(verificationRequests.id, marked.json().data.id));
    const refused = await client.post(START);
    expect(refused.statusCode).toBe(409);
  });

  it('needs a session', async () => {
    const guest = new TestClient(ctx.app);
    expect((await guest.post(START)).statusCode).toBe(401);
    expect((await guest.post(MARK, { verificationReference: 'x' })).statusCode).toBe(401);
  });
});

describe('GET /rest/v1/verification/supported-countries', () => {
  it('lists the countries verification accepts, to anyone', async () => {
    const response = await new TestClient(ctx.app).get('/rest/v1/verification/supported-countries');
    expect(response.statusCode).toBe(200);
    const isos = response.json().data.map((country: { iso: string }) => country.iso);
    expect(isos).toEqual(expect.arrayContaining(['US', 'NG', 'GB']));
    for (const blocked of ['CU', 'IR', 'KP', 'SY', null]) expect(isos).not.toContain(blocked);
  });
});

describe('GET /rest/v1/verification/document-country', () => {
  it('is null without hints, then the country of the ID document', async () => {
    const { client } = await registerUser(ctx.app);
    expect((await client.get('/rest/v1/verification/document-country')).json().data).toEqual({
      country: null,
      source: null,
    });
    await client.post('/account/verification/start/id', { ...idBody, issue_country_iso3: 'GBR' });
    const data = (await client.get('/rest/v1/verification/document-country')).json().data;
    expect(data).toMatchObject({ source: 'id_verification', country: { iso: 'GB', code: 'GBR' } });
  });

  it("falls back to the phone number's country", async () => {
    const { client, user } = await registerUser(ctx.app);
    await ctx.database.db.update(users).set({ phoneCountryIso: 'NG' }).where(eq(users.id, user.id));
    const data = (await client.get('/rest/v1/verification/document-country')).json().data;
    expect(data).toMatchObject({ source: 'phone', country: { iso: 'NG' } });
  });

  it('needs a session', async () => {
    expect((await new TestClient(ctx.app).get('/rest/v1/verification/document-country')).statusCode).toBe(
      401,
    );
  });
});

describe('GET /rest/v1/verification/status and /requests', () => {
  it("shows a new user's level, limits, states and blocked actions", async () => {
    const { client } = await registerUser(ctx.app);
    const data = (await client.get('/rest/v1/verification/status')).json().data;
    expect(data).toMatchObject({
      level: 'L0',
      levelNumber: 0,
      limits: { perTradeLimitUsd: '0.00', lifetimeLimitUsd: '0.00' },
      blockedKycActions: [
        'create-offer',
        'start-trade-buy',
        'start-trade-sell',
        'use-wallet',
        'activate-offer',
      ],
    });
    expect(data.verification.id).toEqual({
      verified: false,
      pending: false,
      rejected: false,
      forced: false,
      required: false,
      rejectReason: null,
    });
  });

  it("lists the user's own requests only, newest first", async () => {
    const { client } = await registerUser(ctx.app);
    const other = await registerUser(ctx.app);
    await other.client.post('/account/verification/start/id', idBody);
    await client.post('/account/verification/start/id', idBody);
    await client.post('/account/verification/video/upload', { url: 'https://example.com/v' });
    const list = (await client.get('/rest/v1/verification/requests')).json().data;
    expect(list.map((request: { kind: string }) => request.kind)).toEqual(['video', 'id']);
  });

  it('need a session', async () => {
    const anonymous = new TestClient(ctx.app);
    expect((await anonymous.get('/rest/v1/verification/status')).statusCode).toBe(401);
    expect((await anonymous.get('/rest/v1/verification/requests')).statusCode).toBe(401);
  });
});
