import { THEME_COOKIE_MAX_AGE_SECONDS } from '@p2p/shared';
import { afterEach, describe, expect, it } from 'vitest';
import {
  applyTheme,
  initTheme,
  parseThemeCookie,
  persistTheme,
  readInitialTheme,
  setTheme,
  themeStore,
} from './theme';

function fakeDocument(protocol = 'http:') {
  const written: string[] = [];
  const doc = {
    documentElement: document.createElement('html'),
    location: { protocol },
    get cookie() {
      return '';
    },
    set cookie(value: string) {
      written.push(value);
    },
  } as unknown as Document;
  return { doc, written };
}

describe('theme', () => {
  afterEach(() => {
    document.cookie = 'theme=; Max-Age=0; Path=/';
    document.documentElement.className = '';
  });

  it('reads the theme cookie among others and ignores unknown values', () => {
    expect(parseThemeCookie('a=1; theme=dark; b=2')).toBe('dark');
    expect(parseThemeCookie('theme=light')).toBe('light');
    expect(parseThemeCookie('theme=purple')).toBeNull();
    expect(parseThemeCookie('mytheme=dark')).toBeNull();
    expect(parseThemeCookie('')).toBeNull();
  });

  it('adds the dark class for dark, removes it for light, and drops the server placeholder', () => {
    const { doc } = fakeDocument();
    doc.documentElement.className = '__THEME_CLASS__';

    applyTheme('dark', doc);
    expect(doc.documentElement.className).toBe('dark');

    applyTheme('light', doc);
    expect(doc.documentElement.classList.contains('dark')).toBe(false);
    expect(doc.documentElement.classList.contains('__THEME_CLASS__')).toBe(false);
  });

  it('stores the choice in the theme cookie for one month on the whole site', () => {
    expect(THEME_COOKIE_MAX_AGE_SECONDS).toBe(2_592_000);
    const { doc, written } = fakeDocument('https:');

    persistTheme('dark', doc);

    expect(written).toHaveLength(1);
    const [pair, ...attributes] = (written[0] ?? '').split('; ');
    expect(pair).toBe('theme=dark');
    expect(attributes).toEqual(expect.arrayContaining(['Max-Age=2592000', 'Path=/', 'Secure']));
  });

  it('setTheme applies, persists and publishes the theme', () => {
    setTheme('dark');
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    expect(document.cookie).toContain('theme=dark');
    expect(themeStore.get()).toBe('dark');

    setTheme('light');
    expect(document.documentElement.classList.contains('dark')).toBe(false);
    expect(document.cookie).toContain('theme=light');
    expect(themeStore.get()).toBe('light');
  });

  it('starts from the cookie, else from the class the server rendered, else light', () => {
    document.documentElement.className = 'dark';
    expect(readInitialTheme()).toBe('dark');

    document.documentElement.className = '__THEME_CLASS__';
    expect(readInitialTheme()).toBe('light');

    document.cookie = 'theme=dark; Path=/';
    initTheme();
    expect(document.documentElement.className).toBe('dark');
    expect(themeStore.get()).toBe('dark');
  });
});
