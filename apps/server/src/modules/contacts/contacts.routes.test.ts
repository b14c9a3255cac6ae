import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema.js';
import { createTestApp, registerUser, TestClient, type TestContext } from '../../test/app.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const relations = (username: string) => `/rest/v1/users/${encodeURIComponent(username)}/relations`;
const TRUSTED = '/rest/v1/users/me/contacts/trusted-list';
const BLOCKED = '/rest/v1/users/me/contacts/blocked-list';
const RECENT = '/rest/v1/users/me/contacts/recent-trades';

describe('PUT /rest/v1/users/{username}/relations', () => {
  it('trusts, blocks (lifting the trust), unblocks and untrusts', async () => {
    const alice = await registerUser(ctx.app);
    const bob = await registerUser(ctx.app);
    const trusted = await alice.client.send('PUT', relations(bob.user.username), { action: 'trusted' });
    expect(trusted.statusCode).toBe(200);
    expect(trusted.json().data).toEqual({
      username: bob.user.username,
      relation: 'trusted',
      isTrusted: true,
      isBlocked: false,
      message: expect.any(String),
    });

    const blocked = await alice.client.send('PUT', relations(bob.user.username), { action: 'blocked' });
    expect(blocked.json().data).toMatchObject({ relation: 'blocked', isTrusted: false, isBlocked: true });
    expect((await alice.client.get(TRUSTED)).json().meta.total).toBe(0);
    expect((await alice.client.get(BLOCKED)).json().data).toHaveLength(1);

    const untrusted = await alice.client.send('PUT', relations(bob.user.username), { action: 'untrusted' });
    expect(untrusted.json().data.relation).toBe('blocked');
    const unblocked = await alice.client.send('PUT', relations(bob.user.username), { action: 'unblocked' });
    expect(unblocked.json().data).toMatchObject({ relation: null, isTrusted: false, isBlocked: false });
    expect((await alice.client.get(BLOCKED)).json().meta.total).toBe(0);
  });

  it('finds the user whatever the letter case, and repeating an action keeps its date', async () => {
    const alice = await registerUser(ctx.app);
    const bob = await registerUser(ctx.app);
    await alice.client.send('PUT', relations(bob.user.username.toUpperCase()), { action: 'trusted' });
    const first = (await alice.client.get(TRUSTED)).json().data[0];
    await alice.client.send('PUT', relations(bob.user.username), { action: 'trusted' });
    const again = (await alice.client.get(TRUSTED)).json().data;
    expect(again).toHaveLength(1);
    expect(again[0].relationDate).toBe(first.relationDate);
  });

  it('refuses yourself with 400 on username and an unknown user with 404', async () => {
    const alice = await registerUser(ctx.app);
    const self = await alice.client.send('PUT', relations(alice.user.username), { action: 'blocked' });
    expect(self.statusCode).toBe(400);
    expect(self.json().error.details).toHaveProperty('username');
    const unknown = await alice.client.send('PUT', relations('nobody_by_that_name'), { action: 'trusted' });
    expect(unknown.statusCode).toBe(404);
  });

  it.each([{ action: 'friend' }, {}, { action: 'trusted', note: 'x' }, { action: ['trusted'] }])(
    'refuses %j naming the field',
    async (body) => {
      const alice = await registerUser(ctx.app);
      const bob = await registerUser(ctx.app);
      const response = await alice.client.send('PUT', relations(bob.user.username), body);
      expect(response.statusCode).toBe(400);
      const fields = Object.keys(response.json().error.details);
      expect(fields.some((field) => field === 'action' || field === 'note')).toBe(true);
    },
  );

  it('refuses an over-long username in the path on username', async () => {
    const alice = await registerUser(ctx.app);
    const response = await alice.client.send('PUT', relations('x'.repeat(60)), { action: 'trusted' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details).toHaveProperty('username');
  });

  it('needs a session', async () => {
    const bob = await registerUser(ctx.app);
    const response = await new TestClient(ctx.app).send('PUT', relations(bob.user.username), {
      action: 'trusted',
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('contact lists', () => {
  it('shows each contact with country, last-seen status and relation date', async () => {
    const alice = await registerUser(ctx.app);
    const bob = await registerUser(ctx.app);
    await bob.client.post('/rest/v1/users/settings', { country_iso: 'NG' });
    await ctx.database.db
      .update(users)
      .set({ lastSeenAt: new Date(Date.now() - 5 * 60_000) })
      .where(eq(users.id, bob.user.id));
    await alice.client.send('PUT', relations(bob.user.username), { action: 'trusted' });
    const response = await alice.client.get(TRUSTED);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: [
        {
          username: bob.user.username,
          avatarUrl: null,
          country: { iso: 'NG', code: expect.any(String), name: expect.any(String) },
          lastSeenAt: expect.any(String),
          lastSeen: { variant: 'success', text: '5 minutes ago', unit: 'minute', count: 5 },
          isTrusted: true,
          isBlocked: false,
          relationDate: expect.any(String),
        },
      ],
      meta: { total: 1, currentPage: 1, perPage: 10, lastPage: 1 },
    });
  });

  it('pages 10 at a time, newest first', async () => {
    const alice = await registerUser(ctx.app);
    const others = [];
    for (let i = 0; i < 12; i += 1) others.push(await registerUser(ctx.app));
    for (const other of others) {
      await alice.client.send('PUT', relations(other.user.username), { action: 'blocked' });
    }
    const first = (await alice.client.get(BLOCKED)).json();
    expect(first.data).toHaveLength(10);
    expect(first.meta).toEqual({ total: 12, currentPage: 1, perPage: 10, lastPage: 2 });
    expect(first.data[0].isBlocked).toBe(true);
    const second = (await alice.client.get(`${BLOCKED}?page=2`)).json();
    expect(second.data).toHaveLength(2);
    expect(second.meta.currentPage).toBe(2);
    const seen = [...first.data, ...second.data].map((contact: { username: string }) => contact.username);
    expect(new Set(seen).size).toBe(12);
    expect((await alice.client.get(`${BLOCKED}?page=3`)).json().data).toEqual([]);
  });

  it.each(['0', '-1', 'abc', '1.5', '100001'])('refuses page=%s on page', async (page) => {
    const alice = await registerUser(ctx.app);
    const response = await alice.client.get(`${TRUSTED}?page=${page}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details).toHaveProperty('page');
  });

  it("shows only the caller's own contacts", async () => {
    const alice = await registerUser(ctx.app);
    const bob = await registerUser(ctx.app);
    const carol = await registerUser(ctx.app);
    await alice.client.send('PUT', relations(carol.user.username), { action: 'trusted' });
    await alice.client.send('PUT', relations(bob.user.username), { action: 'blocked' });
    expect((await bob.client.get(TRUSTED)).json().data).toEqual([]);
    expect((await bob.client.get(BLOCKED)).json().data).toEqual([]);
  });

  it('answers an empty page of recent trade partners: there are no trades yet', async () => {
    const alice = await registerUser(ctx.app);
    const response = await alice.client.get(`${RECENT}?page=1`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: [],
      meta: { total: 0, currentPage: 1, perPage: 10, lastPage: 1 },
    });
    expect((await alice.client.get(`${RECENT}?page=x`)).statusCode).toBe(400);
  });

  it('needs a session', async () => {
    const anonymous = new TestClient(ctx.app);
    for (const url of [TRUSTED, BLOCKED, RECENT]) {
      expect((await anonymous.get(url)).statusCode).toBe(401);
    }
  });
});
