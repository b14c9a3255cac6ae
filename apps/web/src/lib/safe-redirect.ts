/** Accepts only same-site paths, so a crafted `?redirectTo=` cannot send users to another site. */
export function safeRedirectTarget(value: string | null | undefined, fallback: string): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  return value;
}
