import { describe, expect, it } from 'vitest';
import { assertOneBook, MixedBooksError } from './ledger-book-guard.js';

/** The guard alone; ledger-books.test.ts shows transfer() calling it on a real database. */
describe('assertOneBook (decision 044)', () => {
  it('lets an entry through whose accounts are all in one book, or that locked none', () => {
    expect(() => assertOneBook('deposit', [{ book: 'real' }, { book: 'real' }])).not.toThrow();
    expect(() => assertOneBook('demo_grant', [{ book: 'demo' }, { book: 'demo' }])).not.toThrow();
    expect(() => assertOneBook('empty', [])).not.toThrow();
  });

  it('refuses an entry that touches both books, naming its kind, whatever the order', () => {
    for (const accounts of [
      [{ book: 'real' as const }, { book: 'demo' as const }],
      [{ book: 'demo' as const }, { book: 'real' as const }, { book: 'demo' as const }],
    ]) {
      expect(() => assertOneBook('withdrawal', accounts)).toThrow(MixedBooksError);
    }
    expect(() => assertOneBook('withdrawal', [{ book: 'real' }, { book: 'demo' }])).toThrow(
      'A withdrawal entry may not post to both the real and the demo book',
    );
  });

  it('reads the accounts from any iterable, as transfer() passes the locked map values', () => {
    const locked = new Map([
      [1, { book: 'real' as const }],
      [2, { book: 'demo' as const }],
    ]);
    expect(() => assertOneBook('test_mix', locked.values())).toThrow(MixedBooksError);
  });

  it('is an Error named for what it is, so logs and tests can tell it from a user error', () => {
    const error = new MixedBooksError('trade_release');
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('MixedBooksError');
  });
});
