import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canonicalTimeZone, type Region, type TimeZoneItem } from '@p2p/shared';
import { createTestApp, type TestContext } from '../../test/app.js';
import { countStatements } from '../../test/statements.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const get = (url: string) => ctx.app.inject({ method: 'GET', url });

describe('GET /rest/v1/regions', () => {
  it('lists the card regions as id and name, WORLDWIDE first, built once', async () => {
    const first = await get('/rest/v1/regions');
    expect(first.statusCode).toBe(200);
    const regions = first.json().data as Region[];
    expect(regions[0]).toEqual({ id: 9999, name: expect.any(String) });
    expect(regions.length).toBeGreaterThan(100);
    expect(Object.keys(regions[1]!).sort()).toEqual(['id', 'name']);
    const { result: again, statements } = await countStatements(() => get('/rest/v1/regions'));
    expect(statements).toHaveLength(0);
    expect(again.body).toBe(first.body);
  });
});

describe('GET /rest/v1/timezones', () => {
  it('lists the IANA zones the settings accept, UTC first, with place and area', async () => {
    const response = await get('/rest/v1/timezones');
    const zones = response.json().data as TimeZoneItem[];
    expect(zones[0]).toEqual({ id: 'UTC', name: 'UTC', group: 'UTC' });
    expect(zones).toContainEqual({ id: 'Europe/London', name: 'London', group: 'Europe' });
    expect(zones).toContainEqual({
      id: 'America/Argentina/Rio_Gallegos',
      name: 'Rio Gallegos, Argentina',
      group: 'America',
    });
    expect(zones.every((zone) => canonicalTimeZone(zone.id) === zone.id)).toBe(true);
    expect(new Set(zones.map((zone) => zone.id)).size).toBe(zones.length);
    expect((await get('/rest/v1/timezones?responseCase=snakeCase')).statusCode).toBe(200);
    expect((await get('/rest/v1/timezones?page=2')).statusCode).toBe(400);
  });
});
