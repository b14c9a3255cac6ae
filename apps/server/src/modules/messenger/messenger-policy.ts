import type { ChatAcceptance, MessengerBlockReason, UserRelation } from '@p2p/shared';

/** What decides whether a sender may write to a recipient. */
export interface WriteFacts {
  isSelf: boolean;
  recipientClosed: boolean;
  /** What the sender has set for the recipient, and the recipient for the sender. */
  senderRelation: UserRelation | null;
  recipientRelation: UserRelation | null;
  recipientAcceptance: ChatAcceptance;
  /** The two have had a trade (any status). */
  haveTraded: boolean;
  /** The recipient has written to the sender in their conversation: a reply is always welcome. */
  recipientWroteFirst: boolean;
}

/**
 * Null when the sender may write, else why not. A block, either way, always wins; then the
 * recipient's accept_chat_messages, which a recipient who wrote first has waived for this partner.
 * @example writeBlockReason({ ...facts, recipientAcceptance: 'NOBODY' }) // 'not_accepted'
 */
export function writeBlockReason(facts: WriteFacts): MessengerBlockReason | null {
  if (facts.isSelf) return 'self';
  if (facts.senderRelation === 'blocked') return 'blocked_by_you';
  if (facts.recipientRelation === 'blocked') return 'blocked_by_partner';
  if (facts.recipientClosed) return 'closed_account';
  if (facts.recipientWroteFirst) return null;
  const trusted = facts.recipientRelation === 'trusted';
  switch (facts.recipientAcceptance) {
    case 'EVERYONE':
      return null;
    case 'TRADE_PARTNERS':
      return trusted || facts.haveTraded ? null : 'not_accepted';
    case 'TRUSTED_ONLY':
      return trusted ? null : 'not_accepted';
    case 'NOBODY':
      return 'not_accepted';
  }
}
