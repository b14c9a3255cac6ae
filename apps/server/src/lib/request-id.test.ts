import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { createTestApp, registerUser, type TestContext } from '../test/app.js';
import { isSafeRequestId } from './request-id.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('isSafeRequestId', () => {
  it('takes short tokens of safe characters only', () => {
    for (const id of ['a', 'req-42', 'f0e1d2c3-b4a5-4678-9abc-def012345678', 'lb.1:7_x', 'x'.repeat(64)])
      expect(isSafeRequestId(id), id).toBe(true);
    for (const id of [
      '',
      'x'.repeat(65),
      'two words',
      'line\nbreak',
      '"quoted"',
      'a/b',
      'é',
      ['a', 'b'],
      undefined,
    ])
      expect(isSafeRequestId(id), String(id)).toBe(false);
  });
});

describe('X-Request-Id', () => {
  it('echoes a safe incoming id in the header and the error body', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/rest/v1/users/current_user',
      headers: { 'x-request-id': 'balancer-7f3a' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.headers['x-request-id']).toBe('balancer-7f3a');
    expect(response.json().error.requestId).toBe('balancer-7f3a');
  });

  it('replaces an unsafe id with a fresh UUID', async () => {
    for (const incoming of ['has spaces in it', 'x'.repeat(65), 'semi;colon']) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: '/rest/v1/no-such-route',
        headers: { 'x-request-id': incoming },
      });
      expect(response.statusCode).toBe(404);
      const id = response.headers['x-request-id'] as string;
      expect(id).toMatch(UUID);
      expect(response.json().error.requestId).toBe(id);
    }
  });

  it('gives every answer an id, success included, and validation errors carry it', async () => {
    const ok = await ctx.app.inject({ method: 'GET', url: '/healthz' });
    const other = await ctx.app.inject({ method: 'GET', url: '/healthz' });
    expect(ok.headers['x-request-id']).toMatch(UUID);
    expect(other.headers['x-request-id']).not.toBe(ok.headers['x-request-id']);
    const { client } = await registerUser(ctx.app);
    const invalid = await client.post(
      '/rest/v1/auth/login',
      { login: '' },
      { headers: { 'x-request-id': 'val-1' } },
    );
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error).toMatchObject({ code: 'ERROR_INPUT_VALIDATION', requestId: 'val-1' });
  });

  it('is the reqId of the log lines of that request', async () => {
    const lines: string[] = [];
    const logged = await buildApp({
      config: ctx.config,
      database: ctx.database,
      closeDatabase: false,
      logger: { level: 'info', stream: { write: (line: string) => void lines.push(line) } },
    });
    try {
      await logged.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'trace-me-1' } });
      const mine = lines.map((line) => JSON.parse(line) as { reqId?: string; msg: string });
      const ofRequest = mine.filter((line) => line.reqId === 'trace-me-1');
      expect(ofRequest.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
    } finally {
      await logged.close();
    }
  });
});
