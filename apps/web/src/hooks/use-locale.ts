import type { Locale } from '@p2p/shared';
import { useCallback } from 'react';
import { useLocation } from 'react-router';
import { localeFromPath, localizePath } from '@/lib/locale-path';

/** The locale of the current URL (`/es/...` → `es`, unprefixed → the default). */
export function useLocale(): Locale {
  return localeFromPath(useLocation().pathname);
}

/** Returns a function that adds the current locale's prefix to an app path. */
export function useLocalizePath(): (path: string) => string {
  const locale = useLocale();
  return useCallback((path: string) => localizePath(path, locale), [locale]);
}
