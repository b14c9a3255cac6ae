import { describe, expect, it } from 'vitest';
import { deriveLevel, verificationState } from './level-rules.js';
import { ageOn } from './verification-requests.service.js';

const facts = (approved: string[], contacts = true) => ({
  emailVerified: contacts,
  phoneVerified: contacts,
  approvedKinds: new Set(approved),
});

describe('deriveLevel', () => {
  it('needs both e-mail and phone for L1', () => {
    expect(deriveLevel({ emailVerified: true, phoneVerified: false, approvedKinds: new Set() }, 'L0')).toBe(
      'L0',
    );
    expect(deriveLevel({ emailVerified: false, phoneVerified: true, approvedKinds: new Set() }, 'L0')).toBe(
      'L0',
    );
    expect(deriveLevel(facts([]), 'L0')).toBe('L1');
  });

  it.each([
    [['fullname_birthday'], 'L1+'],
    [['id'], 'L2'],
    [['provider'], 'L2'],
    [['fullname_birthday', 'id'], 'L2'],
    [['address'], 'L1'],
    [['id', 'address'], 'L2+POA'],
    [['id', 'address', 'video'], 'L3'],
    [['id', 'video'], 'L2'],
  ])('with %j approved gives %s', (approved, level) => {
    expect(deriveLevel(facts(approved), 'L0')).toBe(level);
  });

  it('gives nothing beyond L0 without verified contacts, whatever is approved', () => {
    expect(deriveLevel(facts(['id', 'address', 'video'], false), 'L0')).toBe('L0');
  });

  it('keeps an admin-granted L4 unless told not to, and never derives L4', () => {
    expect(deriveLevel(facts([]), 'L4')).toBe('L4');
    expect(deriveLevel(facts(['id']), 'L4', false)).toBe('L2');
    expect(deriveLevel(facts(['id', 'address', 'video']), 'L3')).toBe('L3');
  });

  it('lowers a level whose proof is gone', () => {
    expect(deriveLevel(facts([]), 'L3')).toBe('L1');
  });
});

describe('verificationState', () => {
  const row = (status: string, rejectReason: string | null = null) => ({ status, rejectReason });

  it('is all false without requests, required when asked', () => {
    expect(verificationState([])).toEqual({
      verified: false,
      pending: false,
      rejected: false,
      forced: false,
      required: false,
      rejectReason: null,
    });
    expect(verificationState([], { required: true }).required).toBe(true);
  });

  it('follows the newest request, verified once any was approved', () => {
    expect(verificationState([row('rejected', 'Blurry'), row('pending')])).toMatchObject({
      rejected: true,
      pending: false,
      rejectReason: 'Blurry',
    });
    expect(verificationState([row('pending'), row('rejected', 'Blurry')])).toMatchObject({
      pending: true,
      rejected: false,
      rejectReason: null,
    });
    expect(verificationState([row('approved')], { required: true })).toMatchObject({
      verified: true,
      required: false,
    });
  });
});

describe('ageOn', () => {
  it('counts whole years, the birthday itself included', () => {
    const day = new Date('2024-05-17T12:00:00Z');
    expect(ageOn('2006-05-17', day)).toBe(18);
    expect(ageOn('2006-05-18', day)).toBe(17);
    expect(ageOn('2006-06-01', day)).toBe(17);
    expect(ageOn('2006-04-30', day)).toBe(18);
  });
});
