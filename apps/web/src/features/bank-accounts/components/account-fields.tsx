import type { BankAccountForm, Country } from '@p2p/shared';
import type { ChangeEvent } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from '@/lib/use-translation';
import { InputField } from '@/components/ui/field';
import { SelectField } from '@/components/ui/select-field';
import { useBankErrorText } from '../lib/error-messages';
import {
  fieldsOfForm,
  isRequiredField,
  type AccountField,
  type BankAccountFormValues,
} from '../lib/form-values';

type Label =
  | 'accountNumber'
  | 'nuban'
  | 'iban'
  | 'swiftCode'
  | 'routingNumber'
  | 'sortCode'
  | 'bik'
  | 'ifsc'
  | 'clabe'
  | 'residency'
  | 'state'
  | 'city'
  | 'zip'
  | 'address';
type Hint =
  | 'nuban'
  | 'usAccountNumber'
  | 'gbAccountNumber'
  | 'ruAccountNumber'
  | 'inAccountNumber'
  | 'iban'
  | 'gbIban'
  | 'swiftCode'
  | 'routingNumber'
  | 'sortCode'
  | 'bik'
  | 'ifsc'
  | 'clabe';

interface FieldLook {
  label: Label;
  hint?: Hint;
  numeric?: boolean;
  /** Codes are shown (and sent) in capitals: the UK form's IBAN, SWIFT codes, IFSC codes. */
  upper?: boolean;
  autoComplete?: string;
}

/** How a field reads on a form: the routing number is the UK's sort code and Russia's BIK. */
function lookOf(form: BankAccountForm, field: AccountField): FieldLook {
  switch (field) {
    case 'account_number': {
      const hints: Partial<Record<BankAccountForm, Hint>> = {
        NG: 'nuban',
        US: 'usAccountNumber',
        GB: 'gbAccountNumber',
        RU: 'ruAccountNumber',
        IN: 'inAccountNumber',
      };
      return {
        label: form === 'NG' ? 'nuban' : 'accountNumber',
        hint: hints[form],
        numeric: form !== 'OTHER',
        upper: form === 'OTHER',
      };
    }
    case 'routing_number':
      return form === 'GB'
        ? { label: 'sortCode', hint: 'sortCode', numeric: true }
        : form === 'RU'
          ? { label: 'bik', hint: 'bik', numeric: true }
          : { label: 'routingNumber', hint: 'routingNumber', numeric: true };
    case 'iban':
      return { label: 'iban', hint: form === 'GB' ? 'gbIban' : 'iban', upper: true };
    case 'swift_code':
      return { label: 'swiftCode', hint: 'swiftCode', upper: true };
    case 'ifsc':
      return { label: 'ifsc', hint: 'ifsc', upper: true };
    case 'clabe':
      return { label: 'clabe', hint: 'clabe', numeric: true };
    case 'residency':
      return { label: 'residency' };
    case 'state':
      return { label: 'state', autoComplete: 'address-level1' };
    case 'city':
      return { label: 'city', autoComplete: 'address-level2' };
    case 'zip':
      return { label: 'zip', autoComplete: 'postal-code', upper: true };
    default:
      return { label: 'address', autoComplete: 'street-address' };
  }
}

/** Upper-cases what is typed while keeping the caret where it was. */
function toUpperCase(event: ChangeEvent<HTMLInputElement>) {
  const input = event.target;
  const { selectionStart, selectionEnd } = input;
  const upper = input.value.toUpperCase();
  if (upper === input.value) return;
  input.value = upper;
  if (selectionStart !== null && selectionEnd !== null) input.setSelectionRange(selectionStart, selectionEnd);
}

/** The fields of the chosen country's form (the bank itself is BankPicker's). */
export function AccountFields({
  form,
  countries,
  idPrefix,
}: {
  form: BankAccountForm;
  countries: readonly Country[];
  idPrefix: string;
}) {
  const { t } = useTranslation();
  const errorText = useBankErrorText(form);
  const {
    register,
    formState: { errors },
  } = useFormContext<BankAccountFormValues>();
  const fields = fieldsOfForm(form).filter((field) => field !== 'bank_id' && field !== 'bank_name');

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {fields.map((field) => {
        const look = lookOf(form, field);
        const base = t(`bankAccounts.fields.${look.label}`);
        const label = isRequiredField(form, field)
          ? base
          : t('bankAccounts.fields.optional', { label: base });
        const id = `${idPrefix}-${field}`;
        const error = errorText(field, errors[field]?.message);
        if (field === 'residency') {
          return (
            <SelectField key={field} id={id} label={label} error={error} {...register('residency')}>
              <option value="">{t('bankAccounts.fields.countryChoose')}</option>
              {countries.map((country) => (
                <option key={country.id} value={country.iso ?? ''}>
                  {country.name}
                </option>
              ))}
            </SelectField>
          );
        }
        const registered = register(field);
        return (
          <div key={field} className={field === 'address' ? 'sm:col-span-2' : undefined}>
            <InputField
              id={id}
              label={label}
              hint={look.hint ? t(`bankAccounts.hints.${look.hint}`) : undefined}
              error={error}
              inputMode={look.numeric ? 'numeric' : undefined}
              autoComplete={look.autoComplete ?? 'off'}
              autoCapitalize={look.upper ? 'characters' : undefined}
              spellCheck={false}
              {...registered}
              onChange={(event) => {
                if (look.upper) toUpperCase(event);
                return registered.onChange(event);
              }}
            />
          </div>
        );
      })}
    </div>
  );
}
