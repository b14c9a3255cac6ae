import { describe, expect, it } from 'vitest';
import { tradeNextStep } from './trade-next-step.js';

describe('tradeNextStep', () => {
  it.each([
    ['not_funded', 'seller', 'fund'],
    ['not_funded', 'buyer', null],
    ['active_funded', 'buyer', 'pay'],
    ['active_funded', 'seller', null],
    ['paid', 'seller', 'release'],
    ['paid', 'buyer', null],
    ['dispute_open', 'buyer', 'answer_dispute'],
    ['dispute_open', 'seller', 'answer_dispute'],
    ['released', 'seller', null],
    ['cancelled_buyer', 'buyer', null],
    ['expired', 'buyer', null],
  ] as const)('%s for the %s: %s', (status, side, step) => {
    expect(tradeNextStep(status, side)).toBe(step);
  });
});
