import { describe, expect, it } from 'vitest';
import { CHAT_ACCEPTANCE_VALUES } from '@p2p/shared';
import { writeBlockReason, type WriteFacts } from './messenger-policy.js';

const base: WriteFacts = {
  isSelf: false,
  recipientClosed: false,
  senderRelation: null,
  recipientRelation: null,
  recipientAcceptance: 'EVERYONE',
  haveTraded: false,
  recipientWroteFirst: false,
};

describe('writeBlockReason', () => {
  it('follows the recipient’s acceptance for a stranger, a trade partner and a trusted user', () => {
    const expected = {
      EVERYONE: [null, null, null],
      TRADE_PARTNERS: ['not_accepted', null, null],
      TRUSTED_ONLY: ['not_accepted', 'not_accepted', null],
      NOBODY: ['not_accepted', 'not_accepted', 'not_accepted'],
    } as const;
    for (const acceptance of CHAT_ACCEPTANCE_VALUES) {
      const facts = { ...base, recipientAcceptance: acceptance };
      expect([
        writeBlockReason(facts),
        writeBlockReason({ ...facts, haveTraded: true }),
        writeBlockReason({ ...facts, recipientRelation: 'trusted' }),
      ]).toEqual(expected[acceptance]);
    }
  });

  it('lets a reply through any acceptance, but never through a block or to a closed account', () => {
    expect(
      writeBlockReason({ ...base, recipientAcceptance: 'NOBODY', recipientWroteFirst: true }),
    ).toBeNull();
    expect(writeBlockReason({ ...base, recipientRelation: 'blocked', recipientWroteFirst: true })).toBe(
      'blocked_by_partner',
    );
    expect(writeBlockReason({ ...base, senderRelation: 'blocked', recipientWroteFirst: true })).toBe(
      'blocked_by_you',
    );
    expect(writeBlockReason({ ...base, recipientClosed: true, recipientWroteFirst: true })).toBe(
      'closed_account',
    );
    expect(writeBlockReason({ ...base, isSelf: true })).toBe('self');
  });
});
