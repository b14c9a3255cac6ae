import { describe, expect, it } from 'vitest';
import {
  requirementBlocks,
  requirementsFinished,
  requirementsFlagged,
  requirementsForGroup,
  requirementsMet,
  tradeFlowStep,
} from './trade-requirements.js';

describe('requirementsForGroup', () => {
  it('asks gift card buyers for the card photo and receipt before marking paid', () => {
    expect(requirementsForGroup(1)).toEqual([
      { stage: 'before_mark_as_paid', kind: 'gift_card_photo', party: 'buyer', optional: false },
      { stage: 'before_mark_as_paid', kind: 'gift_card_receipt', party: 'buyer', optional: false },
    ]);
  });

  it('asks bank transfer buyers for an optional receipt and card buyers for an ID first', () => {
    expect(requirementsForGroup(5)).toEqual([
      { stage: 'before_mark_as_paid', kind: 'receipt', party: 'buyer', optional: true },
    ]);
    expect(requirementsForGroup(4)[0]).toMatchObject({
      stage: 'before_reveal_payment_details',
      kind: 'id_photo',
    });
  });

  it('asks nothing for the other groups', () => {
    expect(requirementsForGroup(3)).toEqual([]);
    expect(requirementsForGroup(999)).toEqual([]);
  });
});

describe('requirement rules', () => {
  it('blocks on corrupted, required pending and required rejected requirements', () => {
    expect(requirementBlocks({ status: 'CORRUPTED', optional: true })).toBe(true);
    expect(requirementBlocks({ status: 'PENDING', optional: false })).toBe(true);
    expect(requirementBlocks({ status: 'REJECTED', optional: false })).toBe(true);
    expect(requirementBlocks({ status: 'PENDING', optional: true })).toBe(false);
    expect(requirementBlocks({ status: 'REJECTED', optional: true })).toBe(false);
    expect(requirementBlocks({ status: 'UPLOADED', optional: false })).toBe(false);
    expect(requirementBlocks({ status: 'APPROVED', optional: false })).toBe(false);
  });

  it('is met when nothing blocks', () => {
    expect(requirementsMet([])).toBe(true);
    expect(
      requirementsMet([
        { status: 'UPLOADED', optional: false },
        { status: 'PENDING', optional: true },
      ]),
    ).toBe(true);
    expect(
      requirementsMet([
        { status: 'APPROVED', optional: false },
        { status: 'PENDING', optional: false },
      ]),
    ).toBe(false);
  });

  it('is finished with no upload waiting and no required pending one; flags rejections', () => {
    expect(
      requirementsFinished([
        { status: 'APPROVED', optional: false },
        { status: 'PENDING', optional: true },
      ]),
    ).toBe(true);
    expect(requirementsFinished([{ status: 'UPLOADED', optional: true }])).toBe(false);
    expect(requirementsFinished([{ status: 'PENDING', optional: false }])).toBe(false);
    expect(requirementsFlagged([{ status: 'REJECTED', optional: true }])).toBe(true);
    expect(requirementsFlagged([{ status: 'APPROVED', optional: true }])).toBe(false);
  });
});

describe('tradeFlowStep', () => {
  it('follows the status and the payment details', () => {
    expect(tradeFlowStep('not_funded', { paymentDetailsRevealed: false })).toBe('fund');
    expect(tradeFlowStep('active_funded', { paymentDetailsRevealed: false })).toBe('reveal_payment_details');
    expect(tradeFlowStep('active_funded', { paymentDetailsRevealed: true })).toBe('pay');
    expect(tradeFlowStep('paid', { paymentDetailsRevealed: true })).toBe('release');
    expect(tradeFlowStep('dispute_open', { paymentDetailsRevealed: true })).toBe('dispute');
    for (const status of ['released', 'expired', 'cancelled_buyer', 'dispute_won_seller'] as const) {
      expect(tradeFlowStep(status, { paymentDetailsRevealed: true })).toBe('finished');
    }
  });
});
