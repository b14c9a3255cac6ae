import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerUser, TestClient, type TestContext } from '../../test/app.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('GET /rest/v1/users/{id}: what a public profile keeps to its owner', () => {
  it('shows the bio but not the trade-message notification interval, which stays in the settings', async () => {
    const owner = await registerUser(ctx.app);
    const saved = await owner.client.post('/rest/v1/users/settings', {
      bio: 'Fast and honest.',
      notifyTradeMessagesInterval: '30',
    });
    expect(saved.statusCode).toBe(200);
    const visitor = await registerUser(ctx.app);
    const viewers = [new TestClient(ctx.app), visitor.client, owner.client];
    for (const client of viewers) {
      for (const query of ['', '?responseCase=snakeCase']) {
        const response = await client.get(`/rest/v1/users/${owner.user.username}${query}`);
        expect(response.statusCode).toBe(200);
        expect(response.json().data.profile).toEqual({ bio: 'Fast and honest.' });
        expect(response.body).not.toMatch(/notify_?trade_?messages_?interval/i);
      }
    }
    // The owner still reads and changes it in their own settings.
    const settings = (await owner.client.get('/rest/v1/users/settings')).json().data;
    expect(settings.notifyTradeMessagesInterval).toBe('30');
  });
});
