import { describe, expect, it } from 'vitest';
import { BLOCKED_KYC_ACTIONS } from '../enums.js';
import { blockedKycActions } from './blocked-kyc-actions.js';
import { LEVEL_NAMES } from './verification-levels.js';

const TRADING = ['create-offer', 'start-trade-buy', 'start-trade-sell', 'use-wallet', 'activate-offer'];

describe('blockedKycActions', () => {
  it('blocks trading, offers and sending out at L0, in the spec order', () => {
    expect(blockedKycActions('L0')).toEqual(TRADING);
    expect(blockedKycActions('L0', { registrationGroup: 2 })).toEqual(TRADING);
  });

  it('never blocks viewing a trade', () => {
    for (const level of LEVEL_NAMES) {
      for (const registrationGroup of [1, 2]) {
        expect(blockedKycActions(level, { registrationGroup })).not.toContain('view-trade');
      }
    }
  });

  it('blocks nothing from L1 up in registration group 2', () => {
    for (const level of LEVEL_NAMES.filter((name) => name !== 'L0')) {
      expect(blockedKycActions(level, { registrationGroup: 2 })).toEqual([]);
      expect(blockedKycActions(level)).toEqual([]);
    }
  });

  it('registration group 1 needs an ID: blocked below L2, free from L2', () => {
    expect(blockedKycActions('L0', { registrationGroup: 1 })).toEqual(TRADING);
    expect(blockedKycActions('L1', { registrationGroup: 1 })).toEqual(TRADING);
    expect(blockedKycActions('L1+', { registrationGroup: 1 })).toEqual(TRADING);
    for (const level of ['L2', 'L2+POA', 'L3', 'L4'] as const) {
      expect(blockedKycActions(level, { registrationGroup: 1 })).toEqual([]);
    }
  });

  it('a verification forced by staff blocks the trading actions at any level (decision 040)', () => {
    for (const level of LEVEL_NAMES) {
      expect(blockedKycActions(level, { registrationGroup: 2, idVerificationForced: true })).toEqual(TRADING);
    }
    expect(blockedKycActions('L1', { idVerificationForced: false })).toEqual([]);
  });

  it('returns only actions the spec names', () => {
    for (const action of blockedKycActions('L0')) expect(BLOCKED_KYC_ACTIONS).toContain(action);
  });
});
