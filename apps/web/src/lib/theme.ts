import { THEME_COOKIE_MAX_AGE_SECONDS, THEME_COOKIE_NAME } from '@p2p/shared';
import { createStore, useStore } from './create-store';

export const THEMES = ['dark', 'light'] as const;
export type Theme = (typeof THEMES)[number];

const DARK_CLASS = 'dark';
/** The server swaps this placeholder for the theme class; the dev server leaves it in place. */
const THEME_CLASS_PLACEHOLDER = '__THEME_CLASS__';

export function parseThemeCookie(cookie: string): Theme | null {
  for (const part of cookie.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name !== THEME_COOKIE_NAME) continue;
    const value = decodeURIComponent(rest.join('='));
    return (THEMES as readonly string[]).includes(value) ? (value as Theme) : null;
  }
  return null;
}

/** The cookie is the user's choice; the class the server rendered is the fallback. */
export function readInitialTheme(doc: Document = document): Theme {
  return (
    parseThemeCookie(doc.cookie) ?? (doc.documentElement.classList.contains(DARK_CLASS) ? 'dark' : 'light')
  );
}

export function applyTheme(theme: Theme, doc: Document = document): void {
  const { classList } = doc.documentElement;
  classList.remove(THEME_CLASS_PLACEHOLDER);
  classList.toggle(DARK_CLASS, theme === 'dark');
  doc.documentElement.style.colorScheme = theme;
}

export function persistTheme(theme: Theme, doc: Document = document): void {
  const secure = doc.location?.protocol === 'https:' ? '; Secure' : '';
  doc.cookie = `${THEME_COOKIE_NAME}=${theme}; Max-Age=${THEME_COOKIE_MAX_AGE_SECONDS}; Path=/; SameSite=Lax${secure}`;
}

export const themeStore = createStore<Theme>('light');

export function initTheme(doc: Document = document): void {
  const theme = readInitialTheme(doc);
  applyTheme(theme, doc);
  themeStore.set(theme);
}

export function setTheme(theme: Theme, doc: Document = document): void {
  applyTheme(theme, doc);
  persistTheme(theme, doc);
  themeStore.set(theme);
}

export function useTheme(): Theme {
  return useStore(themeStore);
}
