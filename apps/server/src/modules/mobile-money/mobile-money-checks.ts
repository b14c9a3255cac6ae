import {
  MOBILE_MONEY_GROUP_ID,
  PHONE_ERROR_CODES,
  type MobileMoneyErrorCode,
  type MobileMoneyWalletInput,
} from '@p2p/shared';
import type { Executor } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { referenceCatalog } from '../reference/reference.service.js';
import { parsePhone } from '../verification/phone-number.js';
import * as repo from './mobile-money.repository.js';

const PHONE_CODES: Record<number, MobileMoneyErrorCode> = {
  [PHONE_ERROR_CODES.parseError]: 'phone_parse_error',
  [PHONE_ERROR_CODES.invalidNumber]: 'phone_invalid',
  [PHONE_ERROR_CODES.wrongPhoneType]: 'phone_not_mobile',
};

const MESSAGES: Partial<Record<MobileMoneyErrorCode, string>> = {
  phone_parse_error: 'We could not read this phone number',
  phone_invalid: 'This phone number is not valid',
  phone_not_mobile: 'A mobile money wallet needs a mobile number',
  phone_wrong_country: 'This number is not from the chosen country',
  phone_non_unique: 'You already have a wallet with this number',
  not_mobile_money: 'Choose mobile money payment methods only',
  default: 'Choose a country',
};

function refuse(field: string, code: MobileMoneyErrorCode): AppError {
  return new AppError('ERROR_INPUT_VALIDATION', MESSAGES[code] ?? 'Invalid value', { [field]: [code] });
}

/**
 * The checks needing data (the body's shape is the shared schema's): the country exists, the number
 * is a valid mobile number of that country (libphonenumber, as for phone verification), the owner
 * does not keep it already, and every payment method is an active mobile money method.
 * Answers the values to store, the phone in E.164.
 */
export async function checkWallet(
  db: Executor,
  userId: number,
  input: MobileMoneyWalletInput,
  exceptId?: number,
): Promise<repo.WalletValues> {
  const country = await repo.countryById(db, input.country_id);
  if (!country?.iso) throw refuse('country_id', 'default');
  const parsed = parsePhone(input.phone.trim(), { defaultCountry: country.iso, call: false });
  if (!parsed.ok) throw refuse('phone', PHONE_CODES[parsed.errorCode] ?? 'phone_invalid');
  if (parsed.country !== country.iso) throw refuse('phone', 'phone_wrong_country');
  if (await repo.phoneTaken(db, userId, parsed.e164, exceptId)) throw refuse('phone', 'phone_non_unique');
  const catalog = await referenceCatalog(db);
  const notMobileMoney = input.payment_method_ids.some(
    (id) => catalog.paymentMethod(String(id))?.groupId !== MOBILE_MONEY_GROUP_ID,
  );
  if (notMobileMoney) throw refuse('payment_method_ids', 'not_mobile_money');
  return {
    countryId: country.id,
    phone: parsed.e164,
    holderName: input.holder_name.trim(),
    paymentMethodIds: [...input.payment_method_ids],
  };
}
