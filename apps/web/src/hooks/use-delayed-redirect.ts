import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { localizePath, stripLocale } from '@/lib/locale-path';
import { safeRedirectTarget } from '@/lib/safe-redirect';
import { useLocale } from './use-locale';

/**
 * Follows a server-given address after a delay (the spec's redirects after e-mail verification and
 * account conversion). Only same-site paths are followed; they keep the current language prefix.
 * Returns whether a redirect was scheduled: an unsafe target, or the page the user is already on,
 * is not followed, so the caller should not announce one.
 */
export function useDelayedRedirect(): (target: string, delayMs: number) => boolean {
  const navigate = useNavigate();
  const locale = useLocale();
  const { pathname } = useLocation();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback(
    (target, delayMs) => {
      clearTimeout(timer.current);
      const path = safeRedirectTarget(target, '');
      if (!path) return false;
      const targetPathname = path.split(/[?#]/)[0] ?? path;
      if (trimSlash(targetPathname) === trimSlash(stripLocale(pathname))) return false;
      timer.current = setTimeout(() => {
        void navigate(localizePath(path, locale), { replace: true });
      }, delayMs);
      return true;
    },
    [navigate, locale, pathname],
  );
}

function trimSlash(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}
