import { describe, expect, it } from 'vitest';
import { deepMerge, mergeCatalogue, mergeInto } from './merge';

describe('catalogue merging', () => {
  it('merges an area into a catalogue in place, key by key, later texts winning', () => {
    const catalogue = { nav: { home: 'Home', trade: 'Trade' }, app: { loading: 'Loading' } };
    const area = { nav: { trade: 'Trades', wallet: 'Wallet' }, trade: { title: 'Trade {{id}}' } };
    mergeInto(catalogue, area);
    expect(catalogue).toEqual({
      nav: { home: 'Home', trade: 'Trades', wallet: 'Wallet' },
      app: { loading: 'Loading' },
      trade: { title: 'Trade {{id}}' },
    });
  });

  it('leaves the merged tree unchanged and shares none of its objects', () => {
    const area = { trade: { steps: { paid: 'Paid' } } };
    const catalogue: Record<string, unknown> = {};
    mergeInto(catalogue, area);
    mergeInto(catalogue, { trade: { steps: { released: 'Released' } } });
    expect(area).toEqual({ trade: { steps: { paid: 'Paid' } } });
    expect(catalogue).toEqual({ trade: { steps: { paid: 'Paid', released: 'Released' } } });
  });

  it('copies nothing for a single file and merges several', () => {
    const core = { app: { name: 'P2P' } };
    expect(mergeCatalogue({ 'en.json': core })).toBe(core);
    expect(mergeCatalogue({ 'a.json': core, 'b.json': { app: { tagline: 'Trade' } } })).toEqual({
      app: { name: 'P2P', tagline: 'Trade' },
    });
    expect(deepMerge(core)).not.toBe(core);
  });
});
