/** Unprefixed paths of the app's pages; build links with `localizePath` or `LocalizedLink`. */
export const paths = {
  home: '/',
  login: '/login',
  register: '/register',
  account: {
    settings: '/account/settings',
    security: '/account/security',
    verification: '/account/verification',
    trusted: '/account/contacts/trusted',
    blocked: '/account/contacts/blocked',
    recentPartners: '/account/contacts/recent-partners',
  },
  /** The public profile page of a user. */
  user: (username: string) => `/user/${encodeURIComponent(username)}`,
} as const;

export const REDIRECT_QUERY_PARAM = 'redirectTo';
