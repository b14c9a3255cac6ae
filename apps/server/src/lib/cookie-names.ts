/**
 * The name a cookie is set and read under. With secure cookies (HTTPS), cookies that must come from
 * this origin only carry the `__Host-` prefix: a browser then accepts them only with Secure, Path=/
 * and no Domain, so neither a sibling subdomain nor a plain-HTTP page of the host can plant or
 * overwrite them (cookie tossing: a planted CSRF secret whose token the attacker fetched, or a
 * planted session). Over plain HTTP (development, tests) browsers refuse the prefix, so the bare
 * name is used.
 *
 * @example hostOnlyCookieName('sid', true) // '__Host-sid'
 */
export function hostOnlyCookieName(name: string, secure: boolean): string {
  return secure ? `__Host-${name}` : name;
}
