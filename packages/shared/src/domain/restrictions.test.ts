import { describe, expect, it } from 'vitest';
import { forbiddenBy, RESTRICTED_ACTIONS, restrictionFlags } from './restrictions.js';

describe('restrictions', () => {
  it('a ban forbids everything, including signing in', () => {
    for (const action of RESTRICTED_ACTIONS) expect(forbiddenBy(['ban'], action)).toBe('ban');
  });

  it('a freeze stops money moving but not signing in or chatting', () => {
    expect(forbiddenBy(['freeze'], 'wallet-send')).toBe('freeze');
    expect(forbiddenBy(['freeze'], 'release')).toBe('freeze');
    expect(forbiddenBy(['freeze'], 'login')).toBeUndefined();
    expect(forbiddenBy(['freeze'], 'chat')).toBeUndefined();
  });

  it('restrict only stops new business', () => {
    expect(forbiddenBy(['restrict'], 'start-trade')).toBe('restrict');
    expect(forbiddenBy(['restrict'], 'release')).toBeUndefined();
  });

  it('no restriction forbids nothing', () => {
    for (const action of RESTRICTED_ACTIONS) expect(forbiddenBy([], action)).toBeUndefined();
  });

  it('maps kinds onto the current-user flags', () => {
    expect(restrictionFlags(['compliance_hold', 'freeze'])).toEqual({
      banned: false,
      suspended: false,
      onHold: true,
      frozen: true,
      restricted: false,
    });
  });
});
