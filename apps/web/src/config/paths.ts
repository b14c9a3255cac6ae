/** Unprefixed paths of the app's pages; build links with `localizePath` or `LocalizedLink`. */
export const paths = {
  home: '/',
  login: '/login',
  register: '/register',
  /** The signed-in user's wallet: balances, deposit, send-out, bonds and history. */
  wallet: '/wallet',
  account: {
    settings: '/account/settings',
    security: '/account/security',
    verification: '/account/verification',
    trusted: '/account/contacts/trusted',
    blocked: '/account/contacts/blocked',
    recentPartners: '/account/contacts/recent-partners',
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
    offerReports: '/admin/offer-reports',
  },
  /** The BTC converter for a fiat currency, e.g. `/calculator/btc-to-ngn`. */
  calculator: (fiatCode: string) => `/calculator/btc-to-${encodeURIComponent(fiatCode.toLowerCase())}`,
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
  /** The user dashboard's "my offers" page; `myOffersTab` (buy or sell) is the spec's query key. */
  myOffers: (tab?: 'buy' | 'sell') => `/dashboard/my-offers${tab ? `?myOffersTab=${tab}` : ''}`,
  /** The view-offer page of an offer (its public hash). */
  offer: (offerHash: string) => `/offer/${encodeURIComponent(offerHash)}`,
  /** The dashboard's favourite offers, 10 a page. */
  favoriteOffers: '/dashboard/favorite-offers',
  /** The public profile page of a user. */
  user: (username: string) => `/user/${encodeURIComponent(username)}`,
} as const;

export const REDIRECT_QUERY_PARAM = 'redirectTo';
