import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app.js';
import { startTestTrade } from '../../test/trades.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

describe('smoke', () => {
  it('starts and releases', async () => {
    const trade = await startTestTrade(ctx.app, { advanceTo: 'released' });
    const view = await trade.view();
    console.log(JSON.stringify(view, null, 1));
    expect(view.status).toBe('released');
  });
});
