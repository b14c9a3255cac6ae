import { PHONE_ERROR_CODES } from '@p2p/shared';

/** The spec's phone error codes by number (1 limit exceeded … 5 SMS not supported), for translation keys. */
export type PhoneErrorName = keyof typeof PHONE_ERROR_CODES;

const NAMES = new Map<number, PhoneErrorName>(
  (Object.entries(PHONE_ERROR_CODES) as [PhoneErrorName, number][]).map(([name, code]) => [code, name]),
);

export function phoneErrorName(errorCode: number | undefined): PhoneErrorName | undefined {
  return errorCode === undefined ? undefined : NAMES.get(errorCode);
}
