import type { BankAccountForm } from '@p2p/shared';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { CopyButton } from '@/components/ui/copy-button';
import { displayNumber, numberLabel, type AccountNumber } from '../lib/account-numbers';

/** An account's numbers as a definition list, each with its copy button when `copyable`. */
export function AccountNumberList({
  form,
  numbers,
  copyable = false,
  leading,
}: {
  form: BankAccountForm;
  numbers: readonly AccountNumber[];
  copyable?: boolean;
  /** Rows shown before the numbers, in the same columns (e.g. the holder and the bank). */
  leading?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    // Label and value share a row only where the container is wide enough: a narrow panel (the trade
    // page's side column, a chat bubble) stacks them, so an account number never breaks mid-digits.
    <div className="@container">
      <dl className="grid gap-x-4 gap-y-2 text-sm @xs:grid-cols-[max-content_1fr]">
        {leading}
        {numbers.map(({ field, value }) => {
          const key = numberLabel(form, field);
          const label = key ? t(`bankAccounts.numbers.${key}`) : field;
          return (
            <div key={field} className="contents">
              <dt className="text-slate-600 dark:text-slate-400">{label}</dt>
              <dd className="flex min-w-0 items-center gap-2 font-mono text-slate-900 dark:text-slate-100">
                <span className="break-words">{displayNumber(form, field, value)}</span>
                {copyable ? (
                  <CopyButton
                    text={value}
                    variant="ghost"
                    size="sm"
                    className="h-7 px-2"
                    label={t('common.copy')}
                    aria-label={t('bankAccounts.message.copy', { label })}
                  />
                ) : null}
              </dd>
            </div>
          );
        })}
      </dl>
    </div>
  );
}
