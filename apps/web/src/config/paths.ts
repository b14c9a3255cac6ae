/** Unprefixed paths of the app's pages; build links with `localizePath` or `LocalizedLink`. */
export const paths = {
  home: '/',
  login: '/login',
  register: '/register',
} as const;

export const REDIRECT_QUERY_PARAM = 'redirectTo';
