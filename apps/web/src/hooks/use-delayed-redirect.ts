import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { localizePath } from '@/lib/locale-path';
import { safeRedirectTarget } from '@/lib/safe-redirect';
import { useLocale } from './use-locale';

/**
 * Follows a server-given address after a delay (the spec's redirects after e-mail verification and
 * account conversion). Only same-site paths are followed; they keep the current language prefix.
 */
export function useDelayedRedirect(): (target: string, delayMs: number) => void {
  const navigate = useNavigate();
  const locale = useLocale();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback(
    (target, delayMs) => {
      clearTimeout(timer.current);
      const path = safeRedirectTarget(target, '');
      if (!path) return;
      timer.current = setTimeout(() => {
        void navigate(localizePath(path, locale), { replace: true });
      }, delayMs);
    },
    [navigate, locale],
  );
}
