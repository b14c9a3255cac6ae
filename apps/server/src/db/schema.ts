// The database schema, one file per area; drizzle-kit and the services import it from here.
export * from './schema/reference.js';
export * from './schema/accounts.js';
export * from './schema/wallet.js';
export * from './schema/offers.js';
export * from './schema/trades.js';
export * from './schema/gift-cards.js';
export * from './schema/bank-accounts.js';
export * from './schema/account-recovery.js';
export * from './schema/account-activity.js';
export * from './schema/notification-channels.js';
export * from './schema/notifications.js';
export * from './schema/webhooks.js';
export * from './schema/messenger.js';
export * from './schema/support.js';
export * from './schema/api-apps.js';
export * from './schema/partners.js';
export * from './schema/platform-controls.js';
