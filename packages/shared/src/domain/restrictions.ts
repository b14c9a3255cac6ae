/**
 * Account restrictions (platform.md §3 "restriction kinds") and what each one forbids. Services call
 * `forbiddenBy(kinds, action)` before acting; the web app shows the matching banner.
 */
export const RESTRICTION_KINDS = [
  'ban',
  'freeze',
  'suspend',
  'compromised',
  'compliance_hold',
  'on_hold',
  'restrict',
] as const;
export type RestrictionKind = (typeof RESTRICTION_KINDS)[number];

export const RESTRICTED_ACTIONS = [
  'login',
  'start-trade',
  'create-offer',
  'release',
  'wallet-send',
  'change-security',
  'chat',
] as const;
export type RestrictedAction = (typeof RESTRICTED_ACTIONS)[number];

const FORBIDS: Record<RestrictionKind, readonly RestrictedAction[]> = {
  // Banned accounts cannot sign in at all.
  ban: RESTRICTED_ACTIONS,
  // Frozen: funds stay where they are; no new trades, no sending out, no releasing escrow.
  freeze: ['start-trade', 'create-offer', 'release', 'wallet-send'],
  // Suspended: read-only while staff investigate; open trades are handled by moderators.
  suspend: ['start-trade', 'create-offer', 'wallet-send', 'chat'],
  // Compromised: someone else may hold the credentials; nothing leaves and security stays put.
  compromised: ['wallet-send', 'release', 'change-security', 'create-offer'],
  // Compliance and plain holds: no new business until the review ends.
  compliance_hold: ['start-trade', 'create-offer', 'wallet-send'],
  on_hold: ['start-trade', 'create-offer', 'wallet-send'],
  // Restricted: may finish what is open but not start anything new.
  restrict: ['start-trade', 'create-offer'],
};

/** The first active restriction that forbids `action`, if any. */
export function forbiddenBy(
  kinds: readonly RestrictionKind[],
  action: RestrictedAction,
): RestrictionKind | undefined {
  return kinds.find((kind) => FORBIDS[kind].includes(action));
}

/** The current-user flags the spec names for the active restrictions. */
export function restrictionFlags(kinds: readonly RestrictionKind[]) {
  const has = (kind: RestrictionKind) => kinds.includes(kind);
  return {
    banned: has('ban'),
    suspended: has('suspend'),
    onHold: has('on_hold') || has('compliance_hold'),
    frozen: has('freeze'),
    restricted: has('restrict') || has('compromised'),
  };
}
