import type { ApiAppScope } from '@p2p/shared';

// i18next reads `:` as its namespace separator, so the catalogue keys spell scopes with `_`.
const LABEL_KEYS = {
  'profile:read': 'apiApps.scopes.names.profile_read',
  'trades:read': 'apiApps.scopes.names.trades_read',
  'trades:write': 'apiApps.scopes.names.trades_write',
  chat: 'apiApps.scopes.names.chat',
  offers: 'apiApps.scopes.names.offers',
  'wallet:read': 'apiApps.scopes.names.wallet_read',
  'wallet:send': 'apiApps.scopes.names.wallet_send',
  webhooks: 'apiApps.scopes.names.webhooks',
} as const satisfies Record<ApiAppScope, string>;

/** The catalogue key of a scope's label. */
export const scopeLabelKey = (scope: ApiAppScope) => LABEL_KEYS[scope];
