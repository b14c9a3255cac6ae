import { sharedBankAccountPayloadSchema, type SharedBankAccountPayload } from '@p2p/shared';
import { Landmark, LockKeyhole } from 'lucide-react';
import { useTranslation } from '@/lib/use-translation';
import { Button } from '@/components/ui/button';
import { CopyButton } from '@/components/ui/copy-button';
import { requestStepUp } from '@/lib/step-up';
import { displayNumber, numberLabel } from '../lib/account-numbers';
import { AccountNumberList } from './bank-account-details';

/**
 * A bank account shared in a trade's chat (message kind 'bank_account'): what the payer needs, each
 * number with its copy button. A payload that does not match the contract renders nothing. Until the
 * reader confirms it is them (decision 025) the server sends the numbers masked: they show as such,
 * with a button that asks for the confirmation.
 */
export function BankAccountMessage({ payload }: { payload: unknown }) {
  const parsed = sharedBankAccountPayloadSchema.safeParse(payload);
  if (!parsed.success) return null;
  return parsed.data.masked ? (
    <MaskedAccount account={parsed.data} />
  ) : (
    <SharedAccount account={parsed.data} />
  );
}

function MaskedAccount({ account }: { account: SharedBankAccountPayload }) {
  const { t } = useTranslation();
  return (
    <article
      aria-label={t('bankAccounts.message.title')}
      className="w-full max-w-md rounded-xl border border-slate-200 bg-white p-4 text-sm text-slate-900 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
    >
      <p className="flex items-center gap-2 font-semibold">
        <Landmark aria-hidden className="size-4" />
        {t('bankAccounts.message.title')}
      </p>
      <div className="mt-3">
        <AccountNumberList
          form={account.form}
          numbers={account.numbers}
          leading={
            <>
              <div className="contents">
                <dt className="text-slate-600 dark:text-slate-400">{t('bankAccounts.message.holder')}</dt>
                <dd className="break-words">{account.holderName}</dd>
              </div>
              {account.bankName ? (
                <div className="contents">
                  <dt className="text-slate-600 dark:text-slate-400">{t('bankAccounts.message.bank')}</dt>
                  <dd>{account.bankName}</dd>
                </div>
              ) : null}
            </>
          }
        />
      </div>
      <p className="mt-3 flex items-start gap-2 text-slate-600 dark:text-slate-400">
        <LockKeyhole aria-hidden className="mt-0.5 size-4 shrink-0" />
        {t('bankAccounts.message.masked')}
      </p>
      <Button size="sm" className="mt-3 w-full sm:w-auto" onClick={() => void requestStepUp()}>
        {t('bankAccounts.message.showDetails')}
      </Button>
    </article>
  );
}

function SharedAccount({ account }: { account: SharedBankAccountPayload }) {
  const { t } = useTranslation();
  const label = (field: string) => {
    const key = numberLabel(account.form, field);
    return key ? t(`bankAccounts.numbers.${key}`) : field;
  };
  const summary = [
    `${t('bankAccounts.message.holder')}: ${account.holderName}`,
    account.bankName ? `${t('bankAccounts.message.bank')}: ${account.bankName}` : null,
    ...account.numbers.map(
      ({ field, value }) => `${label(field)}: ${displayNumber(account.form, field, value)}`,
    ),
    `${t('bankAccounts.message.country')}: ${account.countryName}`,
    `${t('bankAccounts.message.currency')}: ${account.fiatCurrencyCode}`,
    account.additionalInfo ? `${t('bankAccounts.message.additionalInfo')}: ${account.additionalInfo}` : null,
  ]
    .filter(Boolean)
    .join('\n');

  return (
    <article
      aria-label={t('bankAccounts.message.title')}
      className="w-full max-w-md rounded-xl border border-emerald-200 bg-emerald-50 p-4 text-sm text-slate-900 dark:border-emerald-900 dark:bg-emerald-950 dark:text-slate-100"
    >
      <header className="flex items-center justify-between gap-3">
        <p className="flex items-center gap-2 font-semibold text-emerald-900 dark:text-emerald-100">
          <Landmark aria-hidden className="size-4" />
          {t('bankAccounts.message.title')}
        </p>
        <span className="text-xs font-medium text-emerald-800 dark:text-emerald-200">
          {t(`bankAccounts.types.${account.accountType}`)} · {account.fiatCurrencyCode}
        </span>
      </header>
      <div className="mt-3">
        <AccountNumberList
          form={account.form}
          numbers={account.numbers}
          copyable
          leading={
            <>
              <div className="contents">
                <dt className="text-slate-600 dark:text-slate-400">{t('bankAccounts.message.holder')}</dt>
                <dd className="flex items-center gap-2 font-medium text-slate-900 dark:text-slate-100">
                  <span className="break-words">{account.holderName}</span>
                  <CopyButton
                    text={account.holderName}
                    variant="ghost"
                    size="sm"
                    className="h-7 px-2"
                    aria-label={t('bankAccounts.message.copy', { label: t('bankAccounts.message.holder') })}
                  />
                </dd>
              </div>
              {account.bankName ? (
                <div className="contents">
                  <dt className="text-slate-600 dark:text-slate-400">{t('bankAccounts.message.bank')}</dt>
                  <dd className="text-slate-900 dark:text-slate-100">{account.bankName}</dd>
                </div>
              ) : null}
              <div className="contents">
                <dt className="text-slate-600 dark:text-slate-400">{t('bankAccounts.message.country')}</dt>
                <dd className="text-slate-900 dark:text-slate-100">{account.countryName}</dd>
              </div>
            </>
          }
        />
      </div>
      {account.additionalInfo ? (
        <p className="mt-3 rounded-lg bg-white/70 p-2 whitespace-pre-wrap text-slate-700 dark:bg-slate-900/60 dark:text-slate-300">
          <span className="sr-only">{t('bankAccounts.message.additionalInfo')}: </span>
          {account.additionalInfo}
        </p>
      ) : null}
      <div className="mt-3 flex justify-end">
        <CopyButton text={summary} size="sm" label={t('bankAccounts.message.copyAll')} />
      </div>
    </article>
  );
}
