import type { BankAccountForm } from '@p2p/shared';
import { useCallback } from 'react';
import { useTranslation } from '@/lib/use-translation';

/** Field wordings that differ from the generic text of a code. */
const FIELD_GROUPS: Partial<Record<string, 'iban' | 'clabe' | 'swift' | 'bank'>> = {
  iban: 'iban',
  clabe: 'clabe',
  swift_code: 'swift',
  bank_id: 'bank',
};

/** The routing number is the sort code in the UK and the BIK in Russia (trading.md §5). */
function routingGroup(form: BankAccountForm | null): 'sortCode' | 'bik' | null {
  if (form === 'GB') return 'sortCode';
  if (form === 'RU') return 'bik';
  return null;
}

/**
 * The candidate catalogue keys of a code on a field, most specific first: the field's own wording,
 * then the generic text of the code.
 */
export function errorKeys(form: BankAccountForm | null, field: string, code: string): string[] {
  const keys: string[] = [];
  if (field === 'country_id' && code === 'default') keys.push('bankAccounts.errors.chooseCountry');
  if (field === 'fiat_currency_id' && code === 'default') keys.push('bankAccounts.errors.chooseCurrency');
  const routing = field === 'routing_number' ? routingGroup(form) : null;
  if (routing) keys.push(`bankAccounts.errors.${routing}.${code}`);
  const group = FIELD_GROUPS[field];
  if (group) keys.push(`bankAccounts.errors.${group}.${code}`);
  keys.push(`bankAccounts.errors.codes.${code}`);
  return keys;
}

/**
 * Turns the spec's error codes on a field (the browser's checks and the server's `details` carry the
 * same codes, several joined by spaces) into the page's language. A text that is no code (an
 * unexpected server message) is shown as it came.
 */
export function useBankErrorText(form: BankAccountForm | null) {
  const { t, i18n } = useTranslation();
  return useCallback(
    (field: string, message: string | undefined): string | undefined => {
      if (!message) return undefined;
      const texts = message.split(/\s+/).map((code) => {
        const key = errorKeys(form, field, code).find((candidate) => i18n.exists(candidate));
        return key ? t(key as 'bankAccounts.errors.codes.default') : null;
      });
      return texts.every((text) => text !== null) ? texts.join(' ') : message;
    },
    [form, t, i18n],
  );
}
