import { describe, expect, it } from 'vitest';
import { catalogueAreas } from '@/lib/i18n';
import { areasOfPage, ROUTE_AREAS } from './lazy-page';

// The route declarations, read as text: every `lazyPage('<name>', ...)` of the app.
const sources = import.meta.glob<string>(['./*.tsx', '!./*.test.tsx'], {
  eager: true,
  query: '?raw',
  import: 'default',
});
const pageNames = new Set(
  Object.values(sources).flatMap((text) =>
    [...text.matchAll(/lazyPage\(\s*'([^']+)'/g)].map((match) => match[1]!),
  ),
);

describe("each page's catalogue areas", () => {
  it('lists pages that exist, with areas that exist', async () => {
    const existing = await catalogueAreas('en');
    expect(pageNames.size).toBeGreaterThan(50);
    for (const [page, areas] of Object.entries(ROUTE_AREAS)) {
      expect(pageNames.has(page), `${page} is not a lazyPage name`).toBe(true);
      for (const area of areas) expect(existing, `${page}: ${area}`).toContain(area);
    }
  });

  it('gives the measured pages only what they show, and an unlisted page every area', () => {
    expect(areasOfPage('home')).not.toContain('trade');
    // The offer page starts a trade: the start's texts, not the whole trade room's.
    expect(areasOfPage('view-offer')).toContain('trade-start');
    expect(areasOfPage('view-offer')).not.toContain('trade');
    expect(areasOfPage('a-page-not-listed-yet')).toBeUndefined();
  });
});
