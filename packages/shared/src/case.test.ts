import { describe, expect, it } from 'vitest';
import { camelToSnake, mapKeysDeep, snakeToCamel } from './case.js';

describe('key case', () => {
  it('turns camelCase keys into snake_case', () => {
    expect(camelToSnake('avatarUrl')).toBe('avatar_url');
    expect(camelToSnake('isAdminOrSupermodOrModerator')).toBe('is_admin_or_supermod_or_moderator');
    expect(camelToSnake('addressLine1')).toBe('address_line_1');
    expect(camelToSnake('issueCountryIso3')).toBe('issue_country_iso3');
    expect(camelToSnake('already_snake')).toBe('already_snake');
  });

  it('turns snake_case keys into camelCase', () => {
    expect(snakeToCamel('avatar_url')).toBe('avatarUrl');
    expect(snakeToCamel('fiat_currency_id')).toBe('fiatCurrencyId');
  });

  it('converts nested objects and arrays but leaves values alone', () => {
    const input = { userInfo: { avatarUrl: 'a_b', tags: [{ tagSlug: 'cash-only' }] }, total: 2 };
    expect(mapKeysDeep(input, camelToSnake)).toEqual({
      user_info: { avatar_url: 'a_b', tags: [{ tag_slug: 'cash-only' }] },
      total: 2,
    });
  });

  it('treats keys named like Object.prototype members as plain keys', () => {
    expect(camelToSnake('constructor')).toBe('constructor');
    expect(camelToSnake('toString')).toBe('to_string');
    expect(camelToSnake('__proto__')).toBe('__proto__');
    const input = JSON.parse('{"__proto__":{"polluted":true},"constructor":1,"hasOwnProperty":2}') as unknown;
    const output = mapKeysDeep(input, camelToSnake) as Record<string, unknown>;
    expect(Object.keys(output)).toEqual(['__proto__', 'constructor', 'has_own_property']);
    expect(Object.getPrototypeOf(output)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
