import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { verificationRequests } from '../../db/schema.js';
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
const addressBody = {
  country_iso3: 'NGA',
  document_type: 'utility_bill',
  region_name: 'Lagos',
  city_name: 'Ikeja',
  address_line_1: '12 Allen Avenue',
  zip_code: '100271',
  nga_nin: '12345678901',
  nga_bvn: '22345678901',
};

/** Rejects every request of the user directly (the review routes have their own tests). */
async function rejectAll(userId: number) {
  await ctx.database.db
    .update(verificationRequests)
    .set({ status: 'rejected', rejectReason: 'Blurry photo', reviewedAt: new Date() })
    .where(eq(verificationRequests.userId, userId));
}

describe('POST /account/verification/start/id', () => {
  it('creates a pending ID request with the submitted fields', async () => {
    const { client } = await registerUser(ctx.app);
    const response = await client.post('/account/verification/start/id', idBody);
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({
      kind: 'id',
      status: 'pending',
      rejectReason: null,
      files: [],
      data: {
        issueCountryIso3: 'USA',
        documentType: 'passport',
        firstNameOriginal: 'Ana María',
        middleNameOriginal: null,
        lastNameOriginal: "O'Neil-Núñez",
        documentNumber: 'X1234567',
      },
    });
    expect(response.json().data.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('refuses a second request while one is under review', async () => {
    const { client } = await registerUser(ctx.app);
    expect((await client.post('/account/verification/start/id', idBody)).statusCode).toBe(201);
    const second = await client.post('/account/verification/start/id', idBody);
    expect(second.statusCode).toBe(409);
    expect(second.json().error.code).toBe('ERROR_CONFLICT');
  });

  it('lets only one of two simultaneous submissions through', async () => {
    const { client } = await registerUser(ctx.app);
    await client.fetchCsrf();
    const answers = await Promise.all([
      client.post('/account/verification/start/id', idBody),
      client.post('/account/verification/start/id', idBody),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
  });

  it('stops after three rejected attempts', async () => {
    const { client, user } = await registerUser(ctx.app);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await client.post('/account/verification/start/id', idBody)).statusCode).toBe(201);
      await rejectAll(user.id);
    }
    const fourth = await client.post('/account/verification/start/id', idBody);
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json().error.code).toBe('ERROR_VERIFICATION_ATTEMPTS_EXHAUSTED');
  });

  it('names bad fields: document type, names, number, unknown and unsupported countries', async () => {
    const { client } = await registerUser(ctx.app);
    const bad = await client.post('/account/verification/start/id', {
      ...idBody,
      document_type: 'library_card',
      first_name_original: 'R2D2',
      last_name_original: '',
      document_number: 'x'.repeat(51),
      extra: true,
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.details).sort()).toEqual([
      'document_number',
      'document_type',
      'extra',
      'first_name_original',
      'last_name_original',
    ]);
    for (const country of ['ZZZ', 'CUB', 'US']) {
      const response = await client.post('/account/verification/start/id', {
        ...idBody,
        issue_country_iso3: country,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.details).toHaveProperty('issue_country_iso3');
    }
  });

  it('needs a session', async () => {
    const response = await new TestClient(ctx.app).post('/account/verification/start/id', idBody);
    expect(response.statusCode).toBe(401);
  });
});

describe('POST /account/verification/start/document', () => {
  it('creates a pending address request; Nigerian NIN and BVN are kept', async () => {
    const { client } = await registerUser(ctx.app);
    const response = await client.post('/account/verification/start/document', addressBody);
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({
      kind: 'address',
      status: 'pending',
      data: { countryIso3: 'NGA', cityName: 'Ikeja', addressLine2: null, ngaNin: '12345678901' },
    });
  });

  it('accepts NIN and BVN only for NGA, as 11 digits', async () => {
    const { client } = await registerUser(ctx.app);
    const elsewhere = await client.post('/account/verification/start/document', {
      ...addressBody,
      country_iso3: 'GBR',
    });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().error.details).toHaveProperty('nga_nin');
    const short = await client.post('/account/verification/start/document', {
      ...addressBody,
      nga_bvn: '12345',
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().error.details).toHaveProperty('nga_bvn');
    const { nga_nin: _nin, nga_bvn: _bvn, ...withoutNigerianIds } = addressBody;
    const plain = await client.post('/account/verification/start/document', {
      ...withoutNigerianIds,
      country_iso3: 'GBR',
    });
    expect(plain.statusCode).toBe(201);
  });

  it('names missing and bad fields', async () => {
    const { client } = await registerUser(ctx.app);
    const response = await client.post('/account/verification/start/document', {
      country_iso3: 'NGA',
      document_type: 'passport',
      zip_code: '<script>',
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.details).sort()).toEqual([
      'address_line_1',
      'city_name',
      'document_type',
      'zip_code',
    ]);
  });

  it('needs a session', async () => {
    const response = await new TestClient(ctx.app).post('/account/verification/start/document', addressBody);
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /rest/v1/verification/left-attempt/{type}', () => {
  it('starts at three per kind and counts rejected attempts only', async () => {
    const { client, user } = await registerUser(ctx.app);
    const fresh = (await client.get('/rest/v1/verification/left-attempt/id')).json().data;
    expect(fresh).toEqual({
      type: 'id',
      maxAttempts: 3,
      usedAttempts: 0,
      attemptsLeft: 3,
      hasPending: false,
      verified: false,
    });
    await client.post('/account/verification/start/id', idBody);
    const pending = (await client.get('/rest/v1/verification/left-attempt/id')).json().data;
    expect(pending).toMatchObject({ attemptsLeft: 3, hasPending: true });
    await rejectAll(user.id);
    const rejected = (await client.get('/rest/v1/verification/left-attempt/id')).json().data;
    expect(rejected).toMatchObject({ usedAttempts: 1, attemptsLeft: 2, hasPending: false });
    const address = (await client.get('/rest/v1/verification/left-attempt/address')).json().data;
    expect(address).toMatchObject({ type: 'address', attemptsLeft: 3 });
  });

  it('refuses an unknown type, naming it', async () => {
    const { client } = await registerUser(ctx.app);
    const response = await client.get('/rest/v1/verification/left-attempt/selfie');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details).toHaveProperty('type');
  });

  it('needs a session', async () => {
    expect((await new TestClient(ctx.app).get('/rest/v1/verification/left-attempt/video')).statusCode).toBe(
      401,
    );
  });
});
