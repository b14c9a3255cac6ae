import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { BIO_MAX_LENGTH, PROFILE_MESSAGES } from '@p2p/shared';
import { users } from '../../db/schema.js';
import { createTestApp, registerUser, TestClient, type TestContext } from '../../test/app.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const SETTINGS = '/rest/v1/users/settings';

describe('GET /rest/v1/users/settings', () => {
  it('answers the defaults of a new account', async () => {
    const { client } = await registerUser(ctx.app);
    const response = await client.get(SETTINGS);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      locale: 'en',
      fiatCurrencyCode: 'USD',
      fiatCurrencyId: 144,
      countryIso: null,
      timezone: 'UTC',
      profileVisibility: 'YES',
      fullNameVisibilityType: 'hide',
      firstName: null,
      lastName: null,
      bio: '',
      notifyTradeMessagesInterval: '10',
    });
  });

  it('needs a session', async () => {
    expect((await new TestClient(ctx.app).get(SETTINGS)).statusCode).toBe(401);
  });
});

describe('POST /rest/v1/users/settings', () => {
  it('changes every field and the current user shows them', async () => {
    const { client } = await registerUser(ctx.app);
    const response = await client.post(SETTINGS, {
      locale: 'es',
      fiat_currency_code: 'eur',
      country_iso: 'de',
      timezone: 'europe/berlin',
      profile_visibility: 'TRUSTED_ONLY',
      full_name_visibility_type: 'first_name_and_initial',
      first_name: '  Ana ',
      last_name: 'García',
      bio: 'Fast trader, online 24/7.\r\nLimits 1,000 USD to 50,000 USD.',
      notify_trade_messages_interval: '015',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      locale: 'es',
      fiatCurrencyCode: 'EUR',
      countryIso: 'DE',
      timezone: 'Europe/Berlin',
      profileVisibility: 'TRUSTED_ONLY',
      fullNameVisibilityType: 'first_name_and_initial',
      firstName: 'Ana',
      lastName: 'García',
      bio: 'Fast trader, online 24/7.\nLimits 1,000 USD to 50,000 USD.',
      notifyTradeMessagesInterval: '15',
    });
    const me = (await client.get('/rest/v1/users/current_user')).json().data;
    expect(me).toMatchObject({
      locale: 'es',
      urlLocale: 'es',
      currency: 'EUR',
      timezone: 'Europe/Berlin',
      country: { iso: 'DE' },
      firstName: 'Ana',
    });
    expect(me.settings.fiatCurrencyCode).toBe('EUR');
  });

  it('changes only the fields sent and takes camelCase keys too', async () => {
    const { client } = await registerUser(ctx.app);
    await client.post(SETTINGS, { first_name: 'Bo', bio: 'Hello' });
    const response = await client.post(SETTINGS, { notifyTradeMessagesInterval: 30, firstName: '' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      firstName: null,
      bio: 'Hello',
      notifyTradeMessagesInterval: '30',
      locale: 'en',
    });
  });

  it.each(['pt', 'fr', 'zh', 'vi', 'tr', 'ar'])('saves %s as the language', async (locale) => {
    const { client } = await registerUser(ctx.app);
    const response = await client.post(SETTINGS, { locale });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.locale).toBe(locale);
  });

  it('answers in snake_case on request', async () => {
    const { client } = await registerUser(ctx.app);
    const response = await client.post(`${SETTINGS}?responseCase=snakeCase`, { locale: 'ru' });
    expect(response.json().data).toMatchObject({ locale: 'ru', notify_trade_messages_interval: '10' });
  });

  it('names every unknown reference at once and saves nothing', async () => {
    const { client } = await registerUser(ctx.app);
    const response = await client.post(SETTINGS, {
      locale: 'es',
      fiat_currency_code: 'XQZ',
      country_iso: 'QQ',
      timezone: 'Mars/Olympus_Mons',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'ERROR_INPUT_VALIDATION',
      details: {
        fiat_currency_code: [expect.any(String)],
        country_iso: [expect.any(String)],
        timezone: [expect.any(String)],
      },
    });
    expect((await client.get(SETTINGS)).json().data.locale).toBe('en');
  });

  it.each([
    [{ locale: 'de' }, 'locale'],
    [{ locale: 'pt-BR' }, 'locale'],
    [{ fiat_currency_code: 'EURO' }, 'fiat_currency_code'],
    [{ country_iso: 'DEU' }, 'country_iso'],
    [{ timezone: 'EST' }, 'timezone'],
    [{ profile_visibility: 'FRIENDS' }, 'profile_visibility'],
    [{ full_name_visibility_type: 'nickname' }, 'full_name_visibility_type'],
    [{ first_name: 'x'.repeat(51) }, 'first_name'],
    [{ last_name: 42 }, 'last_name'],
    [{ bio: ['x'] }, 'bio'],
    [{ bio: 'nul \u0000 byte' }, 'bio'],
    [{ first_name: 'Ana\u0000' }, 'first_name'],
    [{ unknown_field: 1 }, 'unknown_field'],
    [{ fiatCurrencyCode: 'EUR', fiat_currency_code: 'EUR' }, 'fiatCurrencyCode'],
  ])('refuses %j naming %s', async (body, field) => {
    const { client } = await registerUser(ctx.app);
    const response = await client.post(SETTINGS, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details).toHaveProperty(field);
  });

  it('refuses a bio over the maximum with bio_max', async () => {
    const { client } = await registerUser(ctx.app);
    for (const length of [BIO_MAX_LENGTH + 1, 20_000]) {
      const response = await client.post(SETTINGS, { bio: 'a'.repeat(length) });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.details).toEqual({ bio: [PROFILE_MESSAGES.bio_max] });
    }
  });

  it.each(['Call +234 803 123 4567', 'mail me: me@example.com', 'see t.me/trader', 'telegram: @fast'])(
    'refuses contact details in the bio (%s) with bio_contact_error',
    async (bio) => {
      const { client } = await registerUser(ctx.app);
      const response = await client.post(SETTINGS, { bio });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.details).toEqual({ bio: [PROFILE_MESSAGES.bio_contact_error] });
    },
  );

  it('refuses a bio of too many lines with bio_limit', async () => {
    const { client } = await registerUser(ctx.app);
    const response = await client.post(SETTINGS, { bio: Array(20).fill('ok').join('\n') });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details).toEqual({ bio: [PROFILE_MESSAGES.bio_limit] });
  });

  it.each([
    [{ notify_trade_messages_interval: '1h' }, PROFILE_MESSAGES.notification_digits_error],
    [{ notifyTradeMessagesInterval: '-1' }, PROFILE_MESSAGES.notification_digits_error],
    [{ notify_trade_messages_interval: true }, PROFILE_MESSAGES.notification_digits_error],
    [{ notify_trade_messages_interval: '1441' }, PROFILE_MESSAGES.notification_error],
    [{ notifyTradeMessagesInterval: 5000 }, PROFILE_MESSAGES.notification_error],
  ])('refuses the interval %j under notify_trade_messages_interval', async (body, message) => {
    const { client } = await registerUser(ctx.app);
    const response = await client.post(SETTINGS, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details).toEqual({ notify_trade_messages_interval: [message] });
  });

  it('refuses an anonymous caller and a write without the CSRF token', async () => {
    expect((await new TestClient(ctx.app).post(SETTINGS, { locale: 'es' })).statusCode).toBe(401);
    const { client } = await registerUser(ctx.app);
    expect((await client.post(SETTINGS, { locale: 'es' }, { csrf: false })).statusCode).toBe(403);
  });

  it("changes only the caller's own settings", async () => {
    const alice = await registerUser(ctx.app);
    const bob = await registerUser(ctx.app);
    await alice.client.post(SETTINGS, { bio: 'Alice here' });
    const [row] = await ctx.database.db
      .select({ bio: users.bio })
      .from(users)
      .where(eq(users.id, bob.user.id));
    expect(row?.bio).toBe('');
  });
});
