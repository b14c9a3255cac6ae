import type * as PhoneNumbers from 'libphonenumber-js/max';
import { PHONE_ERROR_CODES } from '@p2p/shared';
import { lazyModule } from '../../lib/lazy-module.js';

// Its metadata (every country's numbering plan) loads with the first number checked.
const phoneNumbers = lazyModule<typeof PhoneNumbers>('libphonenumber-js/max');

export type ParsedPhone =
  { ok: true; e164: string; country: string } | { ok: false; errorCode: number; message: string };

/**
 * Parses a number typed by a user (international form, or national form in their country) and
 * checks it can receive a code: SMS needs a mobile line, a voice call takes any line.
 */
export function parsePhone(input: string, options: { defaultCountry?: string; call: boolean }): ParsedPhone {
  const parsed = phoneNumbers().parsePhoneNumberFromString(input, {
    defaultCountry: options.defaultCountry as PhoneNumbers.CountryCode | undefined,
    extract: false,
  });
  if (!parsed) {
    return {
      ok: false,
      errorCode: PHONE_ERROR_CODES.parseError,
      message: 'We could not read this phone number',
    };
  }
  if (!parsed.isValid() || !parsed.country) {
    return {
      ok: false,
      errorCode: PHONE_ERROR_CODES.invalidNumber,
      message: 'This phone number is not valid',
    };
  }
  const type = parsed.getType();
  const smsCapable =
    type === undefined || type === 'MOBILE' || type === 'FIXED_LINE_OR_MOBILE' || type === 'PAGER';
  if (!options.call && !smsCapable) {
    return {
      ok: false,
      errorCode: PHONE_ERROR_CODES.wrongPhoneType,
      message: 'This number cannot receive text messages: use a mobile number or ask for a call',
    };
  }
  return { ok: true, e164: parsed.number, country: parsed.country };
}
