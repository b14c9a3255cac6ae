/**
 * The schemas every visitor's shell checks its answers with (current user, platform status, place
 * access, the CSRF token): a chunk of their own, fetched alongside the first answers instead of with
 * the entry. The signed-in shell's own are in lib/account-shell-schemas.ts. Load them through
 * `loadShellSchemas()`; a static import from code the entry loads would put them back in it.
 */
export { csrfTokenSchema, currentUserSchema, placeAccessSchema, platformStatusSchema } from '@p2p/shared';
