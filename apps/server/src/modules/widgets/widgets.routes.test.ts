import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import type { DatabaseHandle } from '../../db/client.js';
import { PUBLIC_READ_ROUTES, WIDGET_ERRORS_ROUTE } from '../../plugins/public-cors.js';
import { testConfig } from '../../test/app.js';
import { createTestDatabase } from '../../test/database.js';
import { WIDGET_ERROR_REPORTS_PER_MINUTE } from './widgets.routes.js';

const HOST_PAGE = 'https://vendor.example';
const report = {
  code: 'LOCATION_ROUTE_INVALID',
  message:
    'Bad location attribute: route field invalid (route must be one of converter, vendor-offers, offer-button)',
  elementId: 'broken',
  page: 'https://vendor.example/shop',
  version: '1.0.0',
};

/** A concrete address of each public route pattern (an offer or user that does not exist still answers). */
const concrete = (route: string) =>
  route
    .replace(':id', 'nohash')
    .replace(':username', 'nobody')
    .replace(':slug', 'bank-transfer')
    .replace(':code', 'USD');

describe('public CORS and the widget error report', () => {
  let app: FastifyInstance;
  let database: DatabaseHandle;
  const logLines: Record<string, unknown>[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logLines.push(JSON.parse(chunk.toString('utf8')) as Record<string, unknown>);
        done();
      },
    });
    app = await buildApp({
      config: testConfig(),
      database,
      closeDatabase: false,
      logger: { level: 'warn', stream },
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const post = (payload: unknown, headers: Record<string, string> = {}, remoteAddress = '10.1.0.1') =>
    app.inject({
      method: 'POST',
      url: WIDGET_ERRORS_ROUTE,
      remoteAddress,
      headers: { origin: HOST_PAGE, 'content-type': 'application/json', ...headers },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });

  it('lists only GET routes that exist', () => {
    for (const route of PUBLIC_READ_ROUTES)
      expect(app.hasRoute({ method: 'GET', url: route }), route).toBe(true);
  });

  it.each(PUBLIC_READ_ROUTES)('lets any origin read GET %s without credentials', async (route) => {
    const response = await app.inject({
      method: 'GET',
      url: concrete(route),
      headers: { origin: HOST_PAGE },
    });
    expect(response.statusCode).toBeLessThan(500);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['access-control-allow-credentials']).toBeUndefined();
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it.each([
    ['GET', '/rest/v1/users/current_user'],
    ['GET', '/rest/v1/users/settings'],
    ['GET', '/rest/v1/users/nobody'],
    ['GET', '/rest/v2/countries/phone-verification'],
    ['GET', '/rest/v1/dispute/reasons'],
    ['GET', '/rest/v1/auth/csrf'],
    ['POST', '/rest/v1/offers'],
    ['OPTIONS', '/rest/v1/offers'],
    ['GET', '/'],
  ])('does not open %s %s to other origins', async (method, url) => {
    const response = await app.inject({
      method: method as 'GET',
      url,
      headers: { origin: HOST_PAGE, 'access-control-request-method': 'GET' },
    });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers the preflight of a report', async () => {
    const response = await app.inject({
      method: 'OPTIONS',
      url: WIDGET_ERRORS_ROUTE,
      headers: {
        origin: HOST_PAGE,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['access-control-allow-methods']).toBe('POST');
    expect(response.headers['access-control-allow-headers']).toBe('content-type');
  });

  it('logs a report with the page origin, without cookies or a CSRF token', async () => {
    const response = await post(report);
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ data: { accepted: true } });
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['set-cookie']).toBeUndefined();
    const line = logLines.find((entry) => entry.msg === 'widget error reported');
    expect(line?.widgetError).toEqual({ ...report, origin: HOST_PAGE });
    expect(line?.level).toBe(40);
  });

  it('logs no origin that is not one', async () => {
    logLines.length = 0;
    expect((await post(report, { origin: 'https://x.example/\nforged' })).statusCode).toBe(202);
    const line = logLines.find((entry) => entry.msg === 'widget error reported');
    expect((line?.widgetError as { origin: unknown }).origin).toBeNull();
  });

  it.each([
    ['no code', { ...report, code: undefined }, 'code'],
    ['an unknown code', { ...report, code: 'BOOM' }, 'code'],
    ['an empty message', { ...report, message: ' ' }, 'message'],
    ['a page that is not an http address', { ...report, page: 'javascript:alert(1)' }, 'page'],
    ['an unknown route', { ...report, route: 'wallet' }, 'route'],
    ['an unknown field', { ...report, cookie: 'x' }, 'cookie'],
  ])('refuses a report with %s, naming the field', async (_case, body, field) => {
    const response = await post(body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('ERROR_INPUT_VALIDATION');
    expect(Object.keys(response.json().error.details)).toContain(field);
    expect(response.headers['access-control-allow-origin']).toBe('*');
  });

  it('refuses bodies that are not JSON or too large, never with a 500', async () => {
    expect((await post('{"code":')).statusCode).toBe(400);
    expect((await post('code=x', { 'content-type': 'application/x-www-form-urlencoded' })).statusCode).toBe(
      415,
    );
    const large = await post({ ...report, message: 'x'.repeat(5000) });
    expect(large.statusCode).toBe(413);
    expect(large.headers['access-control-allow-origin']).toBe('*');
  });

  it('limits each client to its reports a minute', async () => {
    const address = '10.9.9.9';
    for (let index = 0; index < WIDGET_ERROR_REPORTS_PER_MINUTE; index += 1) {
      expect((await post(report, {}, address)).statusCode).toBe(202);
    }
    const limited = await post(report, {}, address);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('ERROR_RATE_LIMITED');
    expect((await post(report, {}, '10.9.9.10')).statusCode).toBe(202);
  });
});
