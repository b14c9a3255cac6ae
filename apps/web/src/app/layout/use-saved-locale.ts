import type { CurrentUser, Locale } from '@p2p/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useEffectEvent } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { useLocation, useNavigate } from 'react-router';
import { useLocale } from '@/hooks/use-locale';
import { useUpdateSettings } from '@/features/settings/api/update-settings';
import { currentUserQueryKey, useCurrentUser } from '@/lib/current-user';
import { rememberLocale, rememberedLocale, savedLocaleToAdopt } from '@/lib/locale-preference';
import { switchLocalePath } from '@/lib/locale-path';

/**
 * A signed-in user's saved language (settings) is the page's: once the current user is known, a
 * saved language this browser does not remember yet is remembered and the page moves to it.
 */
export function useSavedLocale(): void {
  const { data: user } = useCurrentUser();
  const locale = useLocale();
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const { i18n } = useTranslation();
  const saved = user?.locale;

  const adopt = useEffectEvent((savedLocale: string | undefined) => {
    const next = savedLocaleToAdopt(savedLocale, rememberedLocale());
    if (!next) return;
    rememberLocale(next);
    if (next === locale) return;
    void i18n.changeLanguage(next);
    void navigate(switchLocalePath(pathname, next, search, hash), { replace: true });
  });

  useEffect(() => adopt(saved), [saved]);
}

/**
 * Saves a language picked in the header as a signed-in user's setting. The current user is updated
 * at once, so that {@link useSavedLocale} does not move the page back while the save is under way.
 */
export function useSaveLocaleChoice(): (locale: Locale) => void {
  const queryClient = useQueryClient();
  const { data: user } = useCurrentUser();
  const { mutate } = useUpdateSettings();
  return useCallback(
    (locale: Locale) => {
      if (!user) return;
      queryClient.setQueryData<CurrentUser>(currentUserQueryKey, { ...user, locale });
      mutate({ locale });
    },
    [mutate, queryClient, user],
  );
}
