import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerUser, type TestContext } from '../../test/app.js';
import { relationBetween, relationCounts, setRelation } from './contacts.service.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('figures for the public profile', () => {
  it('counts who trusts and who blocks a user, and tells the relation of a viewer', async () => {
    const db = ctx.database.db;
    const [target, a, b, c] = await Promise.all([0, 1, 2, 3].map(() => registerUser(ctx.app)));
    const set = (from: typeof a, action: 'trusted' | 'blocked') =>
      setRelation(db, { userId: from!.user.id, username: target!.user.username, action });
    expect(await relationCounts(db, target!.user.id)).toEqual({ trustedBy: 0, blockedBy: 0 });
    await set(a, 'trusted');
    await set(b, 'trusted');
    await set(c, 'blocked');
    expect(await relationCounts(db, target!.user.id)).toEqual({ trustedBy: 2, blockedBy: 1 });
    expect(await relationBetween(db, a!.user.id, target!.user.id)).toBe('trusted');
    expect(await relationBetween(db, c!.user.id, target!.user.id)).toBe('blocked');
    expect(await relationBetween(db, target!.user.id, a!.user.id)).toBeNull();
    expect(await relationBetween(db, a!.user.id, a!.user.id)).toBeNull();
    await set(b, 'blocked');
    expect(await relationCounts(db, target!.user.id)).toEqual({ trustedBy: 1, blockedBy: 2 });
  });
});
