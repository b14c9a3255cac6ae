import ipaddr from 'ipaddr.js';

/**
 * Access by place, decided (decision 041). Rules are matched by specificity, not by their order:
 *
 * 1. IP range rules (CIDR, IPv4 and IPv6): the longest matching prefix decides;
 * 2. else the rule of the visitor's country (ISO alpha-2, from the bundled geo-IP data);
 * 3. else the `*` country rule (every visitor whose country is known);
 * 4. else allow.
 *
 * Two rules of the same specificity cannot disagree (a range or a country has one rule), except for
 * ranges written differently that cover the same prefix length: then deny wins. An address with no
 * known country (private, loopback, unassigned) is matched by range rules only, so a proxy set up
 * wrongly or a local check never falls under a country-wide deny.
 */

export type AccessAction = 'allow' | 'deny';
export type AccessRuleKind = 'country' | 'cidr';

export interface AccessRuleLike {
  id: number;
  kind: string;
  value: string;
  action: string;
}

interface CompiledRange {
  rule: AccessRuleLike;
  range: [ipaddr.IPv4 | ipaddr.IPv6, number];
}

export interface CompiledRules {
  ranges: CompiledRange[];
  countries: Map<string, AccessRuleLike>;
  anyCountry: AccessRuleLike | null;
  /** Whether a decision may need the visitor's country (a country rule exists). */
  needsCountry: boolean;
}

export interface AccessDecision {
  action: AccessAction;
  /** The rule that decided; null when none matched (allowed by default). */
  rule: AccessRuleLike | null;
}

/** The wildcard country: every visitor whose country is known. */
export const ANY_COUNTRY = '*';

export class AccessRuleInputError extends Error {}

/** An address as ipaddr parses it; IPv4-mapped IPv6 (`::ffff:1.2.3.4`) becomes the IPv4 address. */
export function parseAddress(ip: string): ipaddr.IPv4 | ipaddr.IPv6 | null {
  const bare = ip
    .trim()
    .replace(/^\[|\]$/g, '')
    .replace(/%.*$/, '');
  if (!ipaddr.isValid(bare)) return null;
  return ipaddr.process(bare);
}

/**
 * A rule's value checked and written one way: a country upper-cased (`ng` → `NG`, or `*`); a range
 * as its network address and prefix (`10.1.2.3/8` → `10.0.0.0/8`, a lone address → `/32` or `/128`,
 * IPv6 in its short form). Throws AccessRuleInputError saying what is wrong.
 */
export function normaliseRuleValue(kind: AccessRuleKind, value: string): string {
  const text = value.trim();
  if (kind === 'country') {
    const upper = text.toUpperCase();
    if (upper === ANY_COUNTRY || /^[A-Z]{2}$/.test(upper)) return upper;
    throw new AccessRuleInputError('must be a two-letter ISO country code (NG) or * for every country');
  }
  let address: ipaddr.IPv4 | ipaddr.IPv6;
  let prefix: number;
  try {
    if (text.includes('/')) {
      [address, prefix] = ipaddr.parseCIDR(text);
    } else {
      address = ipaddr.parse(text);
      prefix = address.kind() === 'ipv4' ? 32 : 128;
    }
  } catch {
    throw new AccessRuleInputError(
      'must be an IPv4 or IPv6 range in CIDR form (203.0.113.0/24, 2001:db8::/32)',
    );
  }
  if (address.kind() === 'ipv6' && (address as ipaddr.IPv6).isIPv4MappedAddress() && prefix >= 96) {
    address = (address as ipaddr.IPv6).toIPv4Address();
    prefix -= 96;
  }
  const network =
    address.kind() === 'ipv4'
      ? ipaddr.IPv4.networkAddressFromCIDR(`${address.toString()}/${prefix}`)
      : ipaddr.IPv6.networkAddressFromCIDR(`${address.toString()}/${prefix}`);
  return `${network.toString()}/${prefix}`;
}

/** Rules as stored, ready for per-request decisions (built once per reload). */
export function compileRules(rules: readonly AccessRuleLike[]): CompiledRules {
  const compiled: CompiledRules = { ranges: [], countries: new Map(), anyCountry: null, needsCountry: false };
  for (const rule of rules) {
    if (rule.kind === 'cidr') {
      compiled.ranges.push({ rule, range: ipaddr.parseCIDR(rule.value) });
    } else if (rule.value === ANY_COUNTRY) {
      compiled.anyCountry = rule;
    } else {
      compiled.countries.set(rule.value, rule);
    }
  }
  // Longest prefix first; at equal length deny first: the first match decides.
  compiled.ranges.sort(
    (a, b) => b.range[1] - a.range[1] || Number(b.rule.action === 'deny') - Number(a.rule.action === 'deny'),
  );
  compiled.needsCountry = compiled.countries.size > 0 || compiled.anyCountry !== null;
  return compiled;
}

const decided = (rule: AccessRuleLike | null): AccessDecision => ({
  action: rule ? (rule.action as AccessAction) : 'allow',
  rule,
});

/** The decision for one visitor: `ip` as Fastify resolved it, `country` its ISO code or null. */
export function decideAccess(
  rules: CompiledRules,
  visitor: { ip: string; country: string | null },
): AccessDecision {
  if (rules.ranges.length > 0) {
    const address = parseAddress(visitor.ip);
    if (address) {
      for (const entry of rules.ranges) {
        if (entry.range[0].kind() === address.kind() && address.match(entry.range))
          return decided(entry.rule);
      }
    }
  }
  if (visitor.country === null) return decided(null);
  return decided(rules.countries.get(visitor.country) ?? rules.anyCountry);
}
