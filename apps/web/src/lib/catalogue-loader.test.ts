import { describe, expect, it, vi } from 'vitest';
import { createCatalogueLoader, type CatalogueTree } from './catalogue-loader';
import { Translator } from './translator';

const CORE: Record<string, CatalogueTree> = {
  en: { nav: { home: 'Home' }, trades: { navTitle: 'Trades' } },
  es: { nav: { home: 'Inicio' }, trades: { navTitle: 'Operaciones' } },
};
const AREAS: Record<string, CatalogueTree> = {
  'en/trade': { trades: { paid: 'Paid' } },
  'es/trade': { trades: { paid: 'Pagado' } },
  'en/wallet': { wallet: { send: 'Send' } },
  'es/wallet': { wallet: { send: 'Enviar' } },
};

/** The fixtures' keys are not the app's: read them untyped. */
const text = (i18n: Translator, key: string): string => String(i18n.t(key as never));

/** A fresh translator with a loader over in-memory catalogues, counting each file's downloads. */
async function setup(locale = 'en') {
  const downloads: string[] = [];
  const i18n = new Translator();
  const loader = createCatalogueLoader(i18n, {
    core: vi.fn(async (language: string) => {
      downloads.push(language);
      return structuredClone(CORE[language]!);
    }),
    area: vi.fn(async (language: string, area: string) => {
      downloads.push(`${language}/${area}`);
      const tree = AREAS[`${language}/${area}`];
      if (!tree) throw new Error(`No ${area} catalogue for ${language}`);
      return structuredClone(tree);
    }),
  });
  await i18n.init({ language: locale, load: loader.loadLanguage });
  return { i18n, loader, downloads };
}

describe('catalogue areas loaded with their pages', () => {
  it('starts with the core catalogue only', async () => {
    const { i18n, downloads } = await setup();
    expect(downloads).toEqual(['en']);
    expect(text(i18n, 'nav.home')).toBe('Home');
    expect(text(i18n, 'trades.paid')).toBe('trades.paid');
  });

  it("adds an area's texts under a top-level key the core also has, keeping the core's", async () => {
    const { i18n, loader } = await setup();
    await loader.loadAreas(['trade']);
    expect(text(i18n, 'trades.paid')).toBe('Paid');
    expect(text(i18n, 'trades.navTitle')).toBe('Trades');
  });

  it('downloads each area once per language, however often pages ask for it', async () => {
    const { loader, downloads } = await setup();
    await Promise.all([loader.loadAreas(['trade']), loader.loadAreas(['trade', 'wallet'])]);
    await loader.loadAreas(['trade']);
    expect(downloads).toEqual(['en', 'en/trade', 'en/wallet']);
  });

  it("switching language loads the new language's core and every area asked for so far, before it switches", async () => {
    const { i18n, loader, downloads } = await setup();
    await loader.loadAreas(['trade', 'wallet']);
    await i18n.changeLanguage('es');
    expect(downloads).toEqual(['en', 'en/trade', 'en/wallet', 'es', 'es/trade', 'es/wallet']);
    expect(text(i18n, 'trades.paid')).toBe('Pagado');
    expect(text(i18n, 'wallet.send')).toBe('Enviar');
    expect(text(i18n, 'trades.navTitle')).toBe('Operaciones');
    // Back to English: nothing is downloaded again.
    await i18n.changeLanguage('en');
    await loader.loadAreas(['trade']);
    expect(downloads).toHaveLength(6);
    expect(text(i18n, 'trades.paid')).toBe('Paid');
  });

  it('a language opened first loads the areas of the page in that language', async () => {
    const { i18n, loader, downloads } = await setup('es');
    await loader.loadAreas(['wallet']);
    expect(downloads).toEqual(['es', 'es/wallet']);
    expect(text(i18n, 'wallet.send')).toBe('Enviar');
  });

  it('an area that failed to download is asked for again the next time', async () => {
    const { i18n, loader, downloads } = await setup();
    await expect(loader.loadAreas(['missing'])).rejects.toThrow('No missing catalogue for en');
    await expect(loader.loadAreas(['missing'])).rejects.toThrow();
    expect(downloads.filter((file) => file === 'en/missing')).toHaveLength(2);
    expect(text(i18n, 'nav.home')).toBe('Home');
  });
});
