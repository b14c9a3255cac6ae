import { DISPUTE_REASONS } from '@p2p/shared';
import { describe, expect, it } from 'vitest';
import { resources } from '@/i18n/resources';

type Tree = Record<string, unknown>;
const reasonMaps = (node: unknown, path = ''): string[] =>
  typeof node !== 'object' || node === null
    ? []
    : Object.entries(node as Tree).flatMap(([key, child]) => {
        const here = path ? `${path}.${key}` : key;
        const isReasonMap =
          typeof child === 'object' && child !== null && 'obvious_scam' in child && 'negotiation' in child;
        return isReasonMap ? [here] : reasonMaps(child, here);
      });

describe('dispute reason labels', () => {
  it.each(Object.keys(resources))(
    '%s has one label map, read by the parties and the staff alike',
    (locale) => {
      const catalogue = resources[locale as keyof typeof resources].translation as Tree;
      expect(reasonMaps(catalogue)).toEqual(['trades.dispute.reasons']);
      const labels = ((catalogue.trades as Tree).dispute as Tree).reasons as Record<string, string>;
      expect(Object.keys(labels).sort()).toEqual([...DISPUTE_REASONS].sort());
      expect(new Set(Object.values(labels)).size).toBe(DISPUTE_REASONS.length);
    },
  );

  it('offers a paid buyer whose seller neither releases nor answers a reason of its own', () => {
    expect(DISPUTE_REASONS[0]).toBe('seller_not_releasing');
    expect(
      (resources.en.translation.trades.dispute.reasons as Record<string, string>).seller_not_releasing,
    ).toBe('Paid, but the seller does not release or answer');
  });
});
