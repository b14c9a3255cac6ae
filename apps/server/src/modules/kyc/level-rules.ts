import {
  LEVEL_NAMES,
  LEVEL_REQUIREMENTS,
  levelRank,
  type LevelName,
  type VerificationState,
} from '@p2p/shared';
import type { RequestRow } from './kyc.repository.js';

/** What a user has proven: e-mail and phone (users table) and the kinds of approved requests. */
export interface LevelFacts {
  emailVerified: boolean;
  phoneVerified: boolean;
  approvedKinds: ReadonlySet<string>;
}

/** The requirement names of LEVEL_REQUIREMENTS a user meets. A provider (Sumsub) approval proves the ID. */
export function metRequirements(facts: LevelFacts): Set<string> {
  const met = new Set(['registered']);
  if (facts.emailVerified) met.add('email');
  if (facts.phoneVerified) met.add('phone');
  if (facts.approvedKinds.has('fullname_birthday')) met.add('fullnameBirthday');
  if (facts.approvedKinds.has('id') || facts.approvedKinds.has('provider')) met.add('id');
  if (facts.approvedKinds.has('address')) met.add('address');
  if (facts.approvedKinds.has('video')) met.add('video');
  return met;
}

/**
 * The highest level whose every requirement is met. L4 is never derived: only an admin grants it,
 * and it stays while `keepL4` (the user has it now and nobody asked to drop it).
 */
export function deriveLevel(facts: LevelFacts, current: string, keepL4 = true): LevelName {
  if (keepL4 && current === 'L4') return 'L4';
  const met = metRequirements(facts);
  let level: LevelName = 'L0';
  for (const name of LEVEL_NAMES) {
    if (name === 'L4') continue;
    if (
      LEVEL_REQUIREMENTS[name].every((requirement) => met.has(requirement)) &&
      levelRank(name) > levelRank(level)
    )
      level = name;
  }
  return level;
}

/**
 * One verification flag of the current user from the requests of its kinds (newest first): verified
 * once any was approved; pending or rejected as the newest one stands.
 */
export function verificationState(
  requests: readonly Pick<RequestRow, 'status' | 'rejectReason'>[],
  options: { required?: boolean } = {},
): VerificationState {
  const verified = requests.some((request) => request.status === 'approved');
  const newest = requests[0];
  const rejected = !verified && newest?.status === 'rejected';
  return {
    verified,
    pending: newest?.status === 'pending',
    rejected,
    forced: false,
    required: !verified && (options.required ?? false),
    rejectReason: rejected ? (newest?.rejectReason ?? null) : null,
  };
}
