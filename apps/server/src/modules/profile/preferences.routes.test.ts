import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { outboxMessages } from '../../db/schema.js';
import { createTestApp, registerUser, TestClient, type TestContext } from '../../test/app.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const CHAT = '/proxy/messenger/v3/profile';
const TOUR = '/rest/v1/users/tour/completed';
const FEATURE = '/rest/v1/feedback/feature-request';

describe('chat acceptance', () => {
  it('is EVERYONE by default and changes with the snake_case or camelCase key', async () => {
    const { client } = await registerUser(ctx.app);
    expect((await client.get(CHAT)).json().data).toEqual({ acceptChatMessages: 'EVERYONE' });
    const put = await client.send('PUT', CHAT, { accept_chat_messages: 'TRUSTED_ONLY' });
    expect(put.statusCode).toBe(200);
    expect(put.json().data).toEqual({ acceptChatMessages: 'TRUSTED_ONLY' });
    await client.send('PUT', CHAT, { acceptChatMessages: 'NOBODY' });
    const snake = await client.get(`${CHAT}?responseCase=snakeCase`);
    expect(snake.json().data).toEqual({ accept_chat_messages: 'NOBODY' });
  });

  it.each([{ accept_chat_messages: 'FRIENDS' }, {}, { accept_chat_messages: 'EVERYONE', x: 1 }])(
    'refuses %j naming the field',
    async (body) => {
      const { client } = await registerUser(ctx.app);
      const response = await client.send('PUT', CHAT, body);
      expect(response.statusCode).toBe(400);
      const details = Object.keys(response.json().error.details);
      expect(details.some((key) => key === 'accept_chat_messages' || key === 'x')).toBe(true);
    },
  );

  it("needs a session and changes only the caller's setting", async () => {
    const anonymous = new TestClient(ctx.app);
    expect((await anonymous.get(CHAT)).statusCode).toBe(401);
    expect((await anonymous.send('PUT', CHAT, { accept_chat_messages: 'NOBODY' })).statusCode).toBe(401);
    const alice = await registerUser(ctx.app);
    const bob = await registerUser(ctx.app);
    await alice.client.send('PUT', CHAT, { accept_chat_messages: 'NOBODY' });
    expect((await bob.client.get(CHAT)).json().data.acceptChatMessages).toBe('EVERYONE');
  });
});

describe('guided tours', () => {
  it('answers not completed, then completed once marked; marking twice keeps one entry', async () => {
    const { client } = await registerUser(ctx.app);
    const before = await client.get(`${TOUR}?tourName=first-offer`);
    expect(before.statusCode).toBe(200);
    expect(before.json().data).toEqual({
      tourName: 'first-offer',
      completed: false,
      completedTourGuides: [],
    });
    expect((await client.post(TOUR, { tourName: 'first-offer' })).json().data.completed).toBe(true);
    await client.post(TOUR, { tourName: 'first-offer' });
    await client.post(TOUR, { tourName: 'first-trade' });
    const after = await client.get(`${TOUR}?tourName=first-offer`);
    expect(after.json().data).toEqual({
      tourName: 'first-offer',
      completed: true,
      completedTourGuides: ['first-offer', 'first-trade'],
    });
  });

  it('refuses a missing or malformed tour name on tourName', async () => {
    const { client } = await registerUser(ctx.app);
    for (const response of [
      await client.get(TOUR),
      await client.get(`${TOUR}?tourName=${encodeURIComponent('<script>')}`),
      await client.post(TOUR, { tourName: '' }),
      await client.post(TOUR, { tourName: 'x'.repeat(65) }),
      // Only the tours the app runs: an unknown name would fill completedTourGuides with noise.
      await client.post(TOUR, { tourName: 'dashboard' }),
      await client.get(`${TOUR}?tourName=offer-wizard`),
    ]) {
      expect(response.statusCode).toBe(400);
      expect(response.json().error.details).toHaveProperty('tourName');
    }
  });

  it("needs a session and keeps each user's tours apart", async () => {
    const anonymous = new TestClient(ctx.app);
    expect((await anonymous.get(`${TOUR}?tourName=first-offer`)).statusCode).toBe(401);
    expect((await anonymous.post(TOUR, { tourName: 'first-offer' })).statusCode).toBe(401);
    const alice = await registerUser(ctx.app);
    const bob = await registerUser(ctx.app);
    await alice.client.post(TOUR, { tourName: 'first-trade' });
    expect((await bob.client.get(`${TOUR}?tourName=first-trade`)).json().data.completed).toBe(false);
  });
});

describe('feature requests', () => {
  it('answers 201 and sends the text to the operators through the outbox', async () => {
    const { client, user } = await registerUser(ctx.app);
    const response = await client.post(FEATURE, { text: '  Please add a dark theme to the receipts  ' });
    expect(response.statusCode).toBe(201);
    expect(response.json().data.message).toEqual(expect.any(String));
    const sent = await ctx.database.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.template, 'feature-request'), eq(outboxMessages.userId, user.id)));
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ channel: 'email', recipient: ctx.config.MAIL_FROM });
    expect(sent[0]?.body).toContain('Please add a dark theme to the receipts');
    expect(sent[0]?.body).toContain(user.username);
  });

  it.each([{ text: '   ' }, { text: 'x'.repeat(2001) }, { text: 'nul \u0000' }, {}, { text: 5 }])(
    'refuses %j naming text',
    async (body) => {
      const { client } = await registerUser(ctx.app);
      const response = await client.post(FEATURE, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.details).toHaveProperty('text');
    },
  );

  it('needs a session', async () => {
    expect((await new TestClient(ctx.app).post(FEATURE, { text: 'hi' })).statusCode).toBe(401);
  });

  it('limits each user to a few requests an hour', async () => {
    const { client } = await registerUser(ctx.app);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1)
      statuses.push((await client.post(FEATURE, { text: `idea ${i}` })).statusCode);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });
});
