import { describe, expect, it } from 'vitest';
import {
  AccessRuleInputError,
  compileRules,
  decideAccess,
  normaliseRuleValue,
  parseAddress,
  type AccessRuleLike,
} from './access-rules.evaluate.js';

let nextId = 1;
const rule = (kind: 'country' | 'cidr', value: string, action: 'allow' | 'deny'): AccessRuleLike => ({
  id: nextId++,
  kind,
  value: normaliseRuleValue(kind, value),
  action,
});
const decide = (rules: AccessRuleLike[], ip: string, country: string | null = null) =>
  decideAccess(compileRules(rules), { ip, country });

describe('normaliseRuleValue', () => {
  it('writes countries upper-case and keeps the wildcard', () => {
    expect(normaliseRuleValue('country', ' ng ')).toBe('NG');
    expect(normaliseRuleValue('country', '*')).toBe('*');
  });

  it('writes ranges as network address and prefix, v4 and v6', () => {
    expect(normaliseRuleValue('cidr', '10.1.2.3/8')).toBe('10.0.0.0/8');
    expect(normaliseRuleValue('cidr', '203.0.113.7')).toBe('203.0.113.7/32');
    expect(normaliseRuleValue('cidr', '2001:DB8:0:0:1::/32')).toBe('2001:db8::/32');
    expect(normaliseRuleValue('cidr', '2001:db8::1')).toBe('2001:db8::1/128');
    expect(normaliseRuleValue('cidr', '::ffff:198.51.100.0/120')).toBe('198.51.100.0/24');
  });

  it.each([
    ['country', 'NGA'],
    ['country', 'N1'],
    ['country', ''],
    ['cidr', '10.0.0.0/33'],
    ['cidr', '2001:db8::/129'],
    ['cidr', '300.1.1.1'],
    ['cidr', 'example.com'],
    ['cidr', '10.0.0.0/'],
    ['cidr', '1.2.3.4/-1'],
  ] as const)('refuses %s %j with a reason', (kind, value) => {
    expect(() => normaliseRuleValue(kind, value)).toThrow(AccessRuleInputError);
  });
});

describe('parseAddress', () => {
  it('reads v4, v6, IPv4-mapped v6 as v4, brackets and zone ids; null for anything else', () => {
    expect(parseAddress('198.51.100.4')?.toString()).toBe('198.51.100.4');
    expect(parseAddress('::ffff:198.51.100.4')?.toString()).toBe('198.51.100.4');
    expect(parseAddress('[2001:db8::1]')?.toString()).toBe('2001:db8::1');
    expect(parseAddress('fe80::1%eth0')?.toString()).toBe('fe80::1');
    expect(parseAddress('not an ip')).toBeNull();
    expect(parseAddress('')).toBeNull();
  });
});

describe('decideAccess', () => {
  it('allows everyone without rules', () => {
    expect(decide([], '198.51.100.4', 'NG')).toEqual({ action: 'allow', rule: null });
  });

  it('denies a country, and only it', () => {
    const rules = [rule('country', 'NG', 'deny')];
    expect(decide(rules, '198.51.100.4', 'NG').action).toBe('deny');
    expect(decide(rules, '198.51.100.4', 'GH').action).toBe('allow');
  });

  it('matches IPv4 and IPv6 ranges, and IPv4-mapped addresses against v4 ranges', () => {
    const rules = [rule('cidr', '203.0.113.0/24', 'deny'), rule('cidr', '2001:db8::/32', 'deny')];
    expect(decide(rules, '203.0.113.200').action).toBe('deny');
    expect(decide(rules, '::ffff:203.0.113.9').action).toBe('deny');
    expect(decide(rules, '203.0.114.1').action).toBe('allow');
    expect(decide(rules, '2001:db8:ffff::1').action).toBe('deny');
    expect(decide(rules, '2001:db9::1').action).toBe('allow');
  });

  it('lets the longest matching range win, whatever the order the rules were added in', () => {
    const wide = rule('cidr', '10.0.0.0/8', 'deny');
    const narrow = rule('cidr', '10.1.0.0/16', 'allow');
    const narrower = rule('cidr', '10.1.2.0/24', 'deny');
    for (const order of [
      [wide, narrow, narrower],
      [narrower, narrow, wide],
    ]) {
      expect(decide(order, '10.1.2.3').rule?.id).toBe(narrower.id);
      expect(decide(order, '10.1.3.3')).toMatchObject({ action: 'allow', rule: { id: narrow.id } });
      expect(decide(order, '10.9.9.9')).toMatchObject({ action: 'deny', rule: { id: wide.id } });
    }
  });

  it('puts ranges before countries: an allowed range opens a denied country, a denied range closes an allowed one', () => {
    const rules = [
      rule('country', 'NG', 'deny'),
      rule('cidr', '198.51.100.0/24', 'allow'),
      rule('cidr', '192.0.2.0/24', 'deny'),
    ];
    expect(decide(rules, '198.51.100.7', 'NG').action).toBe('allow');
    expect(decide(rules, '198.51.101.7', 'NG').action).toBe('deny');
    expect(decide(rules, '192.0.2.1', 'GB').action).toBe('deny');
  });

  it('puts a country before the * rule: an allow-list of countries', () => {
    const rules = [
      rule('country', '*', 'deny'),
      rule('country', 'GB', 'allow'),
      rule('country', 'ke', 'allow'),
    ];
    expect(decide(rules, '198.51.100.7', 'GB').action).toBe('allow');
    expect(decide(rules, '198.51.100.7', 'KE').action).toBe('allow');
    expect(decide(rules, '198.51.100.7', 'US')).toMatchObject({ action: 'deny', rule: { value: '*' } });
  });

  it('never applies country rules, * included, to an address without a country', () => {
    const rules = [rule('country', '*', 'deny')];
    expect(decide(rules, '127.0.0.1', null)).toEqual({ action: 'allow', rule: null });
    expect(decide([...rules, rule('cidr', '127.0.0.0/8', 'deny')], '127.0.0.1', null).action).toBe('deny');
  });

  it('lets deny win between two ranges of the same length', () => {
    const a = { id: 901, kind: 'cidr', value: '10.0.0.0/8', action: 'allow' };
    const b = { id: 902, kind: 'cidr', value: '10.0.0.0/8', action: 'deny' };
    expect(decide([a, b], '10.2.3.4').action).toBe('deny');
    expect(decide([b, a], '10.2.3.4').action).toBe('deny');
  });

  it('ignores a visitor address that is not an address, and v4 ranges for v6 visitors', () => {
    const rules = [rule('cidr', '0.0.0.0/0', 'deny')];
    expect(decide(rules, 'garbage').action).toBe('allow');
    expect(decide(rules, '2001:db8::1').action).toBe('allow');
    expect(decide(rules, '8.8.8.8').action).toBe('deny');
  });
});
