import { describe, expect, it } from 'vitest';
import {
  OPEN_TRADE_STATUSES,
  TRADE_ACTIONS,
  TRADE_ACTORS,
  TRADE_ROW_STATUSES,
  TRADE_TRANSITIONS,
  availableActions,
  checkTransition,
  isFinalStatus,
  type GuardState,
} from './trade-machine.js';

const allTrue: GuardState = {
  windowEnded: true,
  windowOpen: true,
  disputeAvailable: true,
  requirementsMet: true,
  automatedCard: true,
  manualPayment: true,
};
const allFalse: GuardState = {
  windowEnded: false,
  windowOpen: false,
  disputeAvailable: false,
  requirementsMet: false,
  automatedCard: false,
  manualPayment: false,
};

describe('trade state machine', () => {
  it('has one transition per status, action and actor', () => {
    const keys = TRADE_TRANSITIONS.map((tr) => `${tr.from}/${tr.action}/${tr.actor}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('never leaves a final status and reaches every status from the start statuses', () => {
    for (const status of [
      'released',
      'expired',
      'cancelled_buyer',
      'dispute_won_buyer',
      'dispute_won_seller',
    ] as const) {
      expect(isFinalStatus(status)).toBe(true);
    }
    const reached = new Set<string>(['not_funded', 'active_funded']);
    let grew = true;
    while (grew) {
      grew = false;
      for (const tr of TRADE_TRANSITIONS) {
        if (reached.has(tr.from) && !reached.has(tr.to)) {
          reached.add(tr.to);
          grew = true;
        }
      }
    }
    expect([...reached].sort()).toEqual([...TRADE_ROW_STATUSES].sort());
    expect(OPEN_TRADE_STATUSES).toEqual(['not_funded', 'active_funded', 'paid', 'dispute_open']);
  });

  it('lets only the buyer mark paid, only inside the window and with requirements met', () => {
    expect(checkTransition('active_funded', 'mark_paid', 'buyer', allTrue)).toMatchObject({ ok: true });
    expect(checkTransition('active_funded', 'mark_paid', 'seller', allTrue)).toEqual({
      ok: false,
      reason: 'not_allowed',
    });
    expect(
      checkTransition('active_funded', 'mark_paid', 'buyer', { ...allTrue, requirementsMet: false }),
    ).toMatchObject({ ok: false, reason: 'guard', guard: 'requirementsMet' });
    expect(
      checkTransition('active_funded', 'mark_paid', 'buyer', { ...allTrue, windowOpen: false }),
    ).toMatchObject({ ok: false, reason: 'guard', guard: 'windowOpen' });
  });

  it('gcc-auto: only the seller reveals the reserved card, which counts as paid; the vendor cannot mark paid', () => {
    const automated = { ...allTrue, manualPayment: false };
    const reveal = checkTransition('active_funded', 'reveal_card', 'seller', automated);
    expect(reveal.ok && reveal.transition.to).toBe('paid');
    expect(reveal.ok && reveal.transition.escrow).toBe('none');
    expect(checkTransition('active_funded', 'reveal_card', 'buyer', automated).ok).toBe(false);
    expect(checkTransition('active_funded', 'mark_paid', 'buyer', automated)).toMatchObject({
      ok: false,
      guard: 'manualPayment',
    });
    expect(
      checkTransition('active_funded', 'reveal_card', 'seller', { ...automated, automatedCard: false }),
    ).toMatchObject({ ok: false, guard: 'automatedCard' });
    expect(
      checkTransition('active_funded', 'reveal_card', 'seller', { ...automated, windowOpen: false }),
    ).toMatchObject({ ok: false, guard: 'windowOpen' });
    // Once shown, the card cannot come back through an expiry: paid does not expire.
    expect(checkTransition('paid', 'expire', 'system', allTrue).ok).toBe(false);
  });

  it('releases only from paid or a dispute, by the seller, moving the escrow to the buyer', () => {
    for (const from of TRADE_ROW_STATUSES) {
      const check = checkTransition(from, 'release', 'seller', allTrue);
      expect(check.ok).toBe(from === 'paid' || from === 'dispute_open');
      if (check.ok) expect(check.transition.escrow).toBe('release');
    }
    for (const actor of TRADE_ACTORS.filter((a) => a !== 'seller')) {
      expect(checkTransition('paid', 'release', actor, allTrue).ok).toBe(false);
    }
  });

  it('opens a dispute only once it is available, and lets only a moderator award it', () => {
    expect(availableActions('paid', 'buyer', allFalse)).toEqual(['cancel']);
    expect(availableActions('paid', 'buyer', allTrue)).toEqual(['cancel', 'open_dispute']);
    expect(availableActions('paid', 'seller', allTrue)).toEqual(['release', 'open_dispute']);
    expect(availableActions('dispute_open', 'moderator', allFalse)).toEqual(['award_buyer', 'award_seller']);
    expect(availableActions('dispute_open', 'buyer', allFalse)).toEqual(['cancel']);
  });

  it('expires only by the system once the window ended, returning the escrow', () => {
    expect(checkTransition('active_funded', 'expire', 'system', allFalse)).toMatchObject({ ok: false });
    const check = checkTransition('active_funded', 'expire', 'system', allTrue);
    expect(check.ok && check.transition.to).toBe('expired');
    expect(check.ok && check.transition.escrow).toBe('refund');
    expect(checkTransition('paid', 'expire', 'system', allTrue).ok).toBe(false);
  });

  it('knows every action and actor it names', () => {
    for (const tr of TRADE_TRANSITIONS) {
      expect(TRADE_ACTIONS).toContain(tr.action);
      expect(TRADE_ACTORS).toContain(tr.actor);
    }
  });
});
