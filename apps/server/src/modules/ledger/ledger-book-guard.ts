import type { LedgerBook } from './ledger.repository.js';

/**
 * Thrown when one entry would post to both the real and the demo book: play money must never become
 * real money, whatever the caller got wrong. It is a bug, never a user's input (decision 044).
 */
export class MixedBooksError extends Error {
  constructor(kind: string) {
    super(`A ${kind} entry may not post to both the real and the demo book`);
    this.name = 'MixedBooksError';
  }
}

/** Refuses an entry of `kind` whose accounts are not all in one book (the accounts as locked). */
export function assertOneBook(kind: string, accounts: Iterable<{ book: LedgerBook }>): void {
  const books = new Set<LedgerBook>();
  for (const account of accounts) books.add(account.book);
  if (books.size > 1) throw new MixedBooksError(kind);
}
