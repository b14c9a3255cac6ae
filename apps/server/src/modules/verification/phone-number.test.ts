import { describe, expect, it } from 'vitest';
import { PHONE_ERROR_CODES } from '@p2p/shared';
import { parsePhone } from './phone-number.js';

describe('phone numbers', () => {
  it('reads international and national forms', () => {
    expect(parsePhone('+234 803 123 4567', { call: false })).toEqual({
      ok: true,
      e164: '+2348031234567',
      country: 'NG',
    });
    expect(parsePhone('0803 123 4567', { call: false, defaultCountry: 'NG' })).toMatchObject({
      e164: '+2348031234567',
    });
    expect(parsePhone('+44 7400 123456', { call: false })).toMatchObject({ ok: true, country: 'GB' });
  });

  it('gives the spec error codes', () => {
    expect(parsePhone('not a number', { call: false })).toMatchObject({
      ok: false,
      errorCode: PHONE_ERROR_CODES.parseError,
    });
    expect(parsePhone('+1 555 0000', { call: false })).toMatchObject({
      ok: false,
      errorCode: PHONE_ERROR_CODES.invalidNumber,
    });
    // A UK landline: no SMS, but a voice call is fine.
    expect(parsePhone('+44 20 7946 0018', { call: false })).toMatchObject({
      ok: false,
      errorCode: PHONE_ERROR_CODES.wrongPhoneType,
    });
    expect(parsePhone('+44 20 7946 0018', { call: true })).toMatchObject({ ok: true, country: 'GB' });
  });
});
