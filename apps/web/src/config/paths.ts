/** Unprefixed paths of the app's pages; build links with `localizePath` or `LocalizedLink`. */
export const paths = {
  home: '/',
  login: '/login',
  register: '/register',
  /** Demo mode (decision 044): try the demo as a guest, or end it as a demo account. */
  demo: '/demo',
  /** Forgotten password: ask for a link by e-mail, then choose a new password from it (`?token=`). */
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  /** Where both e-mail change links lead (`?token=`): confirm or cancel, no sign-in needed. */
  emailChange: '/email-change',
  /** The signed-in user's wallet: balances, deposit, send-out, bonds and history. */
  wallet: '/wallet',
  /** The spec's `convert` route: swap BTC, USDT and ETH inside the wallet (decision 030). */
  convert: '/convert',
  /** The partner programme: landing and terms (public), and the dashboard's `partnerProgram` page. */
  partnerProgram: {
    landing: '/partner-program',
    terms: '/partner-program/terms',
    dashboard: '/dashboard/partner-program',
  },
  /** The dashboard's trade statistics and the public statistic dashboard (decision 039). */
  statistics: { trader: '/dashboard/trade-statistics', platform: '/statistics' },
  /** The built-in support chat (`open-support-chat` opens it unless Zendesk is configured). */
  support: { chat: '/support' },
  /** The notification centre, its settings (`user-notifications-settings`) and the e-mails' unsubscribe link. */
  notifications: {
    list: '/notifications',
    settings: '/account/notifications',
    unsubscribe: '/notifications/unsubscribe',
  },
  account: {
    settings: '/account/settings',
    security: '/account/security',
    /** Every sign-in attempt of the account, paged. */
    loginHistory: '/account/security/login-history',
    verification: '/account/verification',
    trusted: '/account/contacts/trusted',
    blocked: '/account/contacts/blocked',
    recentPartners: '/account/contacts/recent-partners',
    /** The user's bank accounts (trading.md §2): list, add, edit. */
    bankAccounts: '/account/bank-accounts',
    newBankAccount: '/account/bank-accounts/new',
    editBankAccount: (id: number | string) => `/account/bank-accounts/${encodeURIComponent(String(id))}/edit`,
    /** Mobile money wallets: phone numbers with their providers, one selected (decision 043). */
    mobileMoney: '/account/mobile-money',
    /** The webhook of the account (platform.md's webhooksSection): endpoint, events, secret, delivery log. */
    webhooks: '/account/webhooks',
    /** API apps: OAuth 2.0 clients and apiseal keys, their secrets, scopes and recent calls. */
    developers: '/account/developers',
  },
  /** The staff area (moderators, supermoderators and admins; the outbox for admins only). */
  admin: {
    home: '/admin',
    verifications: '/admin/verifications',
    verification: (requestId: string) => `/admin/verifications/${encodeURIComponent(requestId)}`,
    users: '/admin/users',
    /** The user admin page opened on one account. */
    user: (idOrUsername: string) => `/admin/users?user=${encodeURIComponent(idOrUsername)}`,
    outbox: '/admin/outbox',
    /** Swap liquidity per coin and its top-up (admins). */
    swapLiquidity: '/admin/swap-liquidity',
    /** Maintenance, emergency halts and the message to all users (admins, decision 036). */
    platform: '/admin/platform',
    offerReports: '/admin/offer-reports',
    /** The moderators' disputes console: open disputes, and one dispute to settle. */
    disputes: '/admin/disputes',
    /** The support inbox (decision 023) and one conversation in it. */
    support: '/admin/support',
    supportConversation: (id: string) => `/admin/support/${encodeURIComponent(id)}`,
    dispute: (tradeHash: string) => `/admin/disputes/${encodeURIComponent(tradeHash)}`,
  },
  /** The converter of a coin (BTC unless given) to a fiat currency, e.g. `/calculator/eth-to-ngn`. */
  calculator: (fiatCode: string, coin = 'BTC') =>
    `/calculator/${encodeURIComponent(coin.toLowerCase())}-to-${encodeURIComponent(fiatCode.toLowerCase())}`,
  /**
   * The offer manager (trading.md §2): the stepped editor, creating without an id; `skipLite` keeps
   * the full editor for an offer of the lite flow type.
   */
  offerManager: {
    create: '/offer-manager/edit',
    edit: (offerId: string, { skipLite = true }: { skipLite?: boolean } = {}) =>
      `/offer-manager/edit/${encodeURIComponent(offerId)}${skipLite ? '?skipLite=true' : ''}`,
    editLite: (offerId: string) => `/offer-manager/lite/edit/${encodeURIComponent(offerId)}`,
  },
  /** The user dashboard (decision 038): its home, the trader level badges, and pages other features own. */
  dashboard: {
    home: '/dashboard',
    badges: '/dashboard/badges',
    tradeStatistics: '/dashboard/trade-statistics',
    shareProfile: '/dashboard/share-profile',
  },
  /** The user dashboard's "my offers" page; `myOffersTab` (buy or sell) is the spec's query key. */
  myOffers: (tab?: 'buy' | 'sell') => `/dashboard/my-offers${tab ? `?myOffersTab=${tab}` : ''}`,
  /** The view-offer page of an offer (its public hash). */
  offer: (offerHash: string) => `/offer/${encodeURIComponent(offerHash)}`,
  /** The dashboard's favourite offers, 10 a page. */
  favoriteOffers: '/dashboard/favorite-offers',
  /** The trade page (trading.md §2). */
  trade: (tradeHash: string) => `/trade/${encodeURIComponent(tradeHash)}`,
  /** The signed-in user's open trades (buy and sell tabs), polled. */
  activeTrades: '/dashboard/active-trades',
  /** Recent trades and the completed-trade history with exports. */
  tradeHistory: '/dashboard/trade-history',
  /** The public receipt of a completed trade (no sign-in needed). */
  tradeReceipt: (invoiceUuid: string) => `/trade/receipt/${encodeURIComponent(invoiceUuid)}`,
  /** The public pages (decision 037): operator-editable text, the fees as configured, the landings. */
  publicPages: {
    about: '/about',
    fees: '/fees',
    terms: '/terms-of-service',
    privacy: '/privacy-policy',
    vendorTerms: '/vendor-terms',
    walletLanding: '/crypto-wallet',
    giftCardsLanding: '/gift-cards',
    p2pGiftCardLanding: '/p2p-gift-cards',
    refugeesLanding: '/refugees',
    /** `country-landing`: a country by ISO code or name, e.g. `/buy-bitcoin-in/ng` or `/buy-bitcoin-in/nigeria`. */
    country: (country: string) => `/buy-bitcoin-in/${encodeURIComponent(country.toLowerCase())}`,
    /** `error-ip-blocked`: where a visitor refused by place is sent. */
    ipBlocked: '/access-blocked',
  },
  /** The public profile page of a user. */
  user: (username: string) => `/user/${encodeURIComponent(username)}`,
} as const;

export const REDIRECT_QUERY_PARAM = 'redirectTo';
