import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import cookie from '@fastify/cookie';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { DatabaseHandle } from './db/client.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { accountCloseRoutes } from './modules/account-close/account-close.routes.js';
import { accountSessionsRoutes } from './modules/account-sessions/account-sessions.routes.js';
import { credentialsRoutes } from './modules/auth/credentials.routes.js';
import { passwordResetRoutes } from './modules/auth/password-reset.routes.js';
import { bankAccountsRoutes } from './modules/bank-accounts/bank-accounts.routes.js';
import { mobileMoneyRoutes } from './modules/mobile-money/mobile-money.routes.js';
import { healthRoutes } from './modules/health.routes.js';
import { contactsRoutes } from './modules/contacts/contacts.routes.js';
import { corporateRoutes } from './modules/corporate/corporate.routes.js';
import { kycRoutes } from './modules/kyc/kyc.routes.js';
import { favoritesRoutes } from './modules/favorites/favorites.routes.js';
import { offerReportsRoutes } from './modules/offer-reports/offer-reports.routes.js';
import { offerSearchRoutes } from './modules/offer-search/offer-search.routes.js';
import { offersRoutes } from './modules/offers/offers.routes.js';
import { outboxRoutes } from './modules/outbox/outbox.routes.js';
import { testHooksRoutes } from './modules/outbox/test-hooks.routes.js';
import { profileRoutes } from './modules/profile/profile.routes.js';
import { restrictionsRoutes } from './modules/restrictions/restrictions.routes.js';
import { stepUpRoutes } from './modules/step-up/step-up.routes.js';
import { twoFactorRoutes } from './modules/two-factor/two-factor.routes.js';
import { tradesRoutes } from './modules/trades/trades.routes.js';
import { demoPlugin } from './modules/demo/demo.routes.js';
import { verificationRoutes } from './modules/verification/verification.routes.js';
import { referenceRoutes } from './modules/reference/reference.routes.js';
import { ratesOptionsFromConfig } from './modules/rates/rates-config.js';
import { ratesPlugin } from './modules/rates/rates.plugin.js';
import { usersRoutes } from './modules/users/users.routes.js';
import { disputesRoutes } from './modules/disputes/disputes.routes.js';
import { feedbackRoutes } from './modules/feedback/feedback.routes.js';
import { tradeListsRoutes } from './modules/trade-lists/trade-lists.routes.js';
import { tradeExportsPlugin } from './modules/trade-exports/trade-exports.plugin.js';
import { tradeStatisticsRoutes } from './modules/trade-statistics/trade-statistics.routes.js';
import { walletPlugin } from './modules/wallet/wallet.plugin.js';
import { webPushPlugin } from './modules/web-push/web-push.plugin.js';
import { telegramPlugin } from './modules/telegram/telegram.plugin.js';
import { notificationsPlugin } from './modules/notifications/notifications.plugin.js';
import { webhooksPlugin } from './modules/webhooks/webhooks.plugin.js';
import { partnersPlugin } from './modules/partners/partners.plugin.js';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes.js';
import { staffBadgesRoutes } from './modules/staff-badges/staff-badges.routes.js';
import { swapRoutes } from './modules/swap/swap.routes.js';
import { publicPagesRoutes } from './modules/public-pages/public-pages.routes.js';
import { widgetsRoutes } from './modules/widgets/widgets.routes.js';
import { realtimePlugin } from './modules/realtime/realtime.plugin.js';
import { platformControlsPlugin } from './modules/platform-controls/platform-controls.plugin.js';
import { accessRulesPlugin } from './modules/access-rules/access-rules.plugin.js';
import { tradeChatRoutes } from './modules/trade-chat/trade-chat.plugin.js';
import { giftCardsRoutes } from './modules/gift-cards/gift-cards.routes.js';
import { messengerPlugin } from './modules/messenger/messenger.plugin.js';
import { apiAppsPlugin } from './modules/api-apps/api-apps.plugin.js';
import { recordApiCall } from './modules/api-apps/api-calls.js';
import { compatApiPlugin } from './modules/compat-api/compat-api.plugin.js';
import { openFileStores } from './adapters/storage/open-file-storage.js';
import { supportPlugin } from './modules/support/support.plugin.js';
import { walletTestHooksRoutes } from './modules/wallet/wallet-test-hooks.routes.js';
import { usersTestHooksRoutes } from './modules/users/users-test-hooks.routes.js';
import { compressionPlugin } from './plugins/compression.js';
import { csrfPlugin } from './plugins/csrf.js';
import { deliveryPlugin } from './plugins/delivery.js';
import { dbPlugin } from './plugins/db.js';
import { errorsPlugin } from './plugins/errors.js';
import { inputValidationPlugin } from './plugins/input-validation.js';
import { openapiPlugin } from './plugins/openapi.js';
import { publicCorsPlugin } from './plugins/public-cors.js';
import { rateLimitPlugin } from './plugins/rate-limit.js';
import { responseCasePlugin } from './plugins/response-case.js';
import { securityHeadersPlugin } from './plugins/security-headers.js';
import { sessionPlugin } from './plugins/session.js';
import { webAppPlugin } from './plugins/web-app.js';
import { shareCardRoutes } from './modules/share-card/share-card.routes.js';
import { kycDemandsRoutes } from './modules/kyc-demands/kyc-demands.routes.js';
import { userNoticesRoutes } from './modules/user-notices/user-notices.routes.js';
import { requestIdFor } from './lib/request-id.js';
import { metricsPlugin } from './modules/metrics/metrics.plugin.js';

export interface BuildAppOptions {
  config: Config;
  database: DatabaseHandle;
  /** Close the database when the app closes (the server does; tests that share one do not). */
  closeDatabase?: boolean;
  logger?: FastifyServerOptions['logger'];
}

/** Builds the whole application without listening, so tests can `inject` requests. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    logger: options.logger ?? { level: config.LOG_LEVEL },
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    routerOptions: { maxParamLength: 200 },
    // The id is checked before it is trusted (lib/request-id); log lines carry it as reqId.
    requestIdHeader: false,
    genReqId: requestIdFor,
  });
  app.setSerializerCompiler(serializerCompiler);

  await app.register(errorsPlugin);
  await app.register(securityHeadersPlugin, { config });
  // Other sites may read the public catalogue and report widget errors (decision 045).
  await app.register(publicCorsPlugin);
  await app.register(compressionPlugin);
  await app.register(inputValidationPlugin);
  await app.register(cookie);
  await app.register(dbPlugin, { handle: options.database, closeOnShutdown: options.closeDatabase ?? true });
  await app.register(metricsPlugin, { config });
  await app.register(responseCasePlugin);
  await app.register(rateLimitPlugin, { config });
  await app.register(sessionPlugin, { config });
  await app.register(csrfPlugin, { config });
  // Demo mode's guard refuses what demo sessions may not do, on every route (decision 044).
  await app.register(demoPlugin, { config });
  // Before the routes: its maintenance hook answers 503 ahead of them (decision 036).
  await app.register(platformControlsPlugin, { config });
  // After it: a blocked place is told so only when the platform is up (decision 041).
  await app.register(accessRulesPlugin);
  await app.register(deliveryPlugin, { config });
  await app.register(openapiPlugin);
  // Every uploaded file goes through these stores: a local folder, or a bucket shared by the nodes.
  const files = openFileStores(config);
  app.addHook('onClose', () => files.close());

  await app.register(healthRoutes);
  await app.register(ratesPlugin, { options: ratesOptionsFromConfig(config) });
  await app.register(referenceRoutes);
  await app.register(authRoutes, { config });
  await app.register(accountSessionsRoutes);
  await app.register(accountCloseRoutes, { config, avatars: files.avatars });
  await app.register(passwordResetRoutes, { config });
  await app.register(credentialsRoutes, { config });
  await app.register(usersRoutes);
  await app.register(shareCardRoutes, { config });
  await app.register(verificationRoutes, { config });
  await app.register(twoFactorRoutes, { config });
  await app.register(stepUpRoutes, { config });
  await app.register(kycRoutes, { config, storage: files.private });
  await app.register(profileRoutes, { config, avatars: files.avatars });
  await app.register(contactsRoutes, { config });
  await app.register(restrictionsRoutes, { config });
  await app.register(kycDemandsRoutes);
  await app.register(userNoticesRoutes, { config });
  await app.register(outboxRoutes);
  await app.register(corporateRoutes);
  await app.register(offerSearchRoutes, { config });
  await app.register(favoritesRoutes);
  await app.register(offerReportsRoutes);
  await app.register(offersRoutes, { config });
  await app.register(bankAccountsRoutes);
  await app.register(mobileMoneyRoutes);
  await app.register(feedbackRoutes);
  await app.register(tradeListsRoutes);
  await app.register(tradeExportsPlugin, { config, storage: files.private });
  await app.register(tradeStatisticsRoutes);
  await app.register(disputesRoutes);
  await app.register(walletPlugin, { config, prices: app.rates });
  await app.register(tradesRoutes, { config });
  await app.register(realtimePlugin, { config });
  await app.register(notificationsPlugin, { config });
  await app.register(webhooksPlugin, { config });
  await app.register(partnersPlugin, { config });
  await app.register(staffBadgesRoutes);
  await app.register(dashboardRoutes, { prices: app.rates });
  await app.register(swapRoutes, { config });
  await app.register(publicPagesRoutes, { config });
  await app.register(widgetsRoutes);
  await app.register(webPushPlugin, { config });
  await app.register(telegramPlugin, { config });
  await app.register(tradeChatRoutes, { config, storage: files.private });
  await app.register(giftCardsRoutes, { config, storage: files.private });
  await app.register(messengerPlugin, { config, storage: files.private });
  await app.register(apiAppsPlugin, { config });
  await app.register(compatApiPlugin, {
    config,
    storage: files.private,
    authenticate: app.apiAuthenticator,
    recordCall: (call) => recordApiCall(app.db, call),
  });
  await app.register(supportPlugin, { config, storage: files.private });
  if (config.E2E_TEST_HOOKS) {
    await app.register(testHooksRoutes);
    await app.register(walletTestHooksRoutes);
    await app.register(usersTestHooksRoutes);
  }

  await app.register(webAppPlugin, { distDir: config.WEB_DIST_DIR });
  return app;
}
