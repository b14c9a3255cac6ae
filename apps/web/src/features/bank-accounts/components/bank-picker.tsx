import type { BankAccountForm, BankDirectoryEntry } from '@p2p/shared';
import { useEffect, useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from '@/lib/use-translation';
import { InputField } from '@/components/ui/field';
import { SelectField } from '@/components/ui/select-field';
import { useBankLookup, useBanks } from '../api/banks';
import { bankOfClabe, lookupRequestOf } from '../lib/bank-lookup';
import { useBankErrorText } from '../lib/error-messages';
import type { BankAccountFormValues } from '../lib/form-values';

/**
 * The bank of the account: picked from the country's directory list, or filled from what the user
 * typed (sort code, routing number, IFSC, BIK, IBAN, SWIFT, CLABE), or written by hand when the
 * directory does not know it. NG must pick one; OTHER writes the name (no directory there).
 */
export function BankPicker({
  form,
  countryId,
  idPrefix,
}: {
  form: BankAccountForm;
  countryId: number;
  idPrefix: string;
}) {
  const { t } = useTranslation();
  const errorText = useBankErrorText(form);
  const {
    register,
    setValue,
    clearErrors,
    control,
    formState: { errors },
  } = useFormContext<BankAccountFormValues>();
  const [routing, iban, swift, ifsc, clabe, bankId] = useWatch({
    control,
    name: ['routing_number', 'iban', 'swift_code', 'ifsc', 'clabe', 'bank_id'],
  });
  const hasDirectory = form !== 'OTHER';
  const banks = useBanks(hasDirectory ? countryId : undefined);
  const request = lookupRequestOf(form, {
    routing_number: routing,
    iban,
    swift_code: swift,
    ifsc,
  });
  const lookup = useBankLookup(request?.kind ?? 'routing-number', request?.value ?? null, countryId);
  const clabeBank = form === 'MX' ? bankOfClabe(clabe, banks.data ?? []) : null;
  const clabeComplete = clabe.replace(/\D/g, '').length === 18 && banks.data !== undefined;
  const found: BankDirectoryEntry | null | undefined =
    form === 'MX' ? (clabeComplete ? clabeBank : undefined) : request ? lookup.data : undefined;

  // The bank last filled in from the numbers: a later answer that knows no bank takes it away again,
  // a bank the user picked by hand stays.
  const filled = useRef<string | null>(null);
  useEffect(() => {
    if (found === undefined) return;
    if (found) {
      filled.current = found.id;
      setValue('bank_id', hasDirectory ? found.id : '', { shouldDirty: true });
      setValue('bank_name', found.name, { shouldDirty: true });
      clearErrors(['bank_id', 'bank_name']);
    } else if (filled.current !== null) {
      filled.current = null;
      setValue('bank_id', '', { shouldDirty: true });
      setValue('bank_name', '', { shouldDirty: true });
    }
  }, [found, hasDirectory, setValue, clearErrors]);

  const status =
    request && lookup.isFetching
      ? t('bankAccounts.lookup.searching')
      : found
        ? t('bankAccounts.lookup.found', { name: found.name })
        : found === null
          ? t('bankAccounts.lookup.unknown')
          : null;

  const bankField = register('bank_id');
  const showName = !hasDirectory || (form !== 'NG' && !bankId);

  return (
    <div className="space-y-4">
      {hasDirectory ? (
        <SelectField
          id={`${idPrefix}-bank_id`}
          label={t('bankAccounts.fields.bank')}
          error={errorText('bank_id', errors.bank_id?.message)}
          disabled={banks.isPending}
          {...bankField}
          value={bankId}
          onChange={(event) => {
            filled.current = null;
            const bank = banks.data?.find((entry) => entry.id === event.target.value);
            setValue('bank_name', bank?.name ?? '', { shouldDirty: true });
            return bankField.onChange(event);
          }}
        >
          <option value="">{t('bankAccounts.fields.bankChoose')}</option>
          {banks.data?.map((bank) => (
            <option key={bank.id} value={bank.id}>
              {bank.name}
            </option>
          ))}
        </SelectField>
      ) : null}
      {showName ? (
        <InputField
          id={`${idPrefix}-bank_name`}
          label={
            form === 'OTHER'
              ? t('bankAccounts.fields.bankName')
              : t('bankAccounts.fields.optional', { label: t('bankAccounts.fields.bankName') })
          }
          hint={form === 'OTHER' ? undefined : t('bankAccounts.hints.bankName')}
          autoComplete="off"
          error={errorText('bank_name', errors.bank_name?.message)}
          {...register('bank_name')}
        />
      ) : null}
      {status ? (
        <p
          role="status"
          className="text-sm text-slate-600 dark:text-slate-400"
          data-testid="bank-lookup-status"
        >
          {status}
        </p>
      ) : null}
    </div>
  );
}
