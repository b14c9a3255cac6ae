import { STAFF_ROLES, type FieldErrors, type UserRole } from '@p2p/shared';
import { AppError } from './app-error.js';

/** Moderators, supermoderators and admins: the roles of the console. */
export function isStaffRole(role: UserRole | string): boolean {
  return (STAFF_ROLES as readonly string[]).includes(role);
}

/**
 * A staff-only action: anyone else gets 403 with `message` (the console's routes answer so, as do the
 * other admin routes).
 * @example requireStaff(viewer, 'Only moderators may review verifications');
 */
export function requireStaff(viewer: { role: UserRole }, message = 'Only moderators may do this'): void {
  if (!isStaffRole(viewer.role)) throw AppError.forbidden(message);
}

/** The code of the 403 a staff member gets when the object of their action is their own. */
export const STAFF_OWN_OBJECT_ERROR_CODE = 'ERROR_STAFF_OWN_OBJECT';

/**
 * Staff never act on their own objects: a moderator who sets the fee of their own offer, features it,
 * decides a report on it, moderates their own trade's dispute, reviews their own verification or
 * restricts, unrestricts or re-roles their own account is judge in their own cause. Every staff action
 * calls this once it knows whose object it touches, before it changes anything, and answers 403
 * `ERROR_STAFF_OWN_OBJECT`: another staff member has to do it.
 *
 * `owners` are the user ids the object belongs to (an offer's owner, a trade's two parties, a
 * report's offer owner and reporter); null stands for an owner the object does not have. The message
 * goes under `_` and under each of `fields`; `details` adds members such as an offer's hash.
 * @example assertNotOwnObject(actor.userId, [offer.ownerId], 'You cannot feature your own offer');
 */
export function assertNotOwnObject(
  actorId: number,
  owners: readonly (number | null | undefined)[],
  message: string,
  options: { fields?: readonly string[]; details?: FieldErrors } = {},
): void {
  if (!owners.includes(actorId)) return;
  const text = `${message}: another staff member has to do this`;
  const details: FieldErrors = { _: [text] };
  for (const field of options.fields ?? []) details[field] = [text];
  throw new AppError(STAFF_OWN_OBJECT_ERROR_CODE, text, { ...details, ...options.details }, 403);
}
