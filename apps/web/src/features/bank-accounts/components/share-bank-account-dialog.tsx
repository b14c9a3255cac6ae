import type { BankAccountView, ShareBankAccountResult } from '@p2p/shared';
import clsx from 'clsx';
import { ArrowLeft, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '@/components/ui/dialog';
import { ErrorPanel } from '@/components/ui/error-panel';
import { SkeletonLines } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-error';
import { isStepUpRequired, requestStepUp } from '@/lib/step-up';
import { toast } from '@/lib/toasts';
import { useBankAccounts } from '../api/bank-accounts';
import { useCountries, useCurrencies } from '../api/reference';
import { useShareBankAccount, useTradeCurrency } from '../api/share-bank-account';
import { displayNumber, numbersOfAccount } from '../lib/account-numbers';
import { BankAccountForm } from './bank-account-form';

export interface ShareBankAccountDialogProps {
  tradeHash: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onShared?: (result: ShareBankAccountResult) => void;
}

/**
 * The trade chat's bank account popup (trading.md §2): pick one of your accounts, or add one in place,
 * and share it in the trade; the server posts it to the chat as a 'bank_account' message.
 */
export function ShareBankAccountDialog({
  tradeHash,
  open,
  onOpenChange,
  onShared,
}: ShareBankAccountDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] max-w-2xl overflow-y-auto">
        <DialogTitle>{t('bankAccounts.share.title')}</DialogTitle>
        <DialogDescription>{t('bankAccounts.share.description')}</DialogDescription>
        {open ? (
          <ShareBody tradeHash={tradeHash} onClose={() => onOpenChange(false)} onShared={onShared} />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function ShareBody({
  tradeHash,
  onClose,
  onShared,
}: {
  tradeHash: string;
  onClose: () => void;
  onShared?: (result: ShareBankAccountResult) => void;
}) {
  const { t } = useTranslation();
  const allAccounts = useBankAccounts();
  const tradeCurrency = useTradeCurrency(tradeHash);
  const share = useShareBankAccount();
  const [adding, setAdding] = useState(false);
  const [chosen, setChosen] = useState<number | null>(null);
  // Only accounts in the trade's currency can be shared there (the server refuses the others); while
  // the currency is unknown (or cannot be read) every account is offered and the server decides.
  const currency = tradeCurrency.data;
  const usable = allAccounts.data?.filter((account) => !currency || account.fiatCurrencyCode === currency);
  const selected =
    chosen !== null && usable?.some((account) => account.id === chosen) ? chosen : (usable?.[0]?.id ?? null);

  if (adding)
    return (
      <AddInPlace
        onBack={() => setAdding(false)}
        onSaved={(account) => {
          setChosen(account.id);
          setAdding(false);
        }}
      />
    );

  const onShare = () => {
    if (selected === null) return;
    share.mutate(
      { tradeHash, bankAccountId: selected },
      {
        onSuccess: (result) => {
          toast.success(t('bankAccounts.share.shared'));
          onShared?.(result);
          onClose();
        },
        // Sharing asks for a fresh confirmation of this browser (decision 025); then it is tried again.
        onError: (error) => {
          if (isStepUpRequired(error))
            void requestStepUp({ tradeHash }).then((confirmed) => (confirmed ? onShare() : undefined));
        },
      },
    );
  };
  const shareError = isStepUpRequired(share.error)
    ? null
    : share.error instanceof ApiError && share.error.status >= 400 && share.error.status < 500
      ? share.error.message
      : share.error
        ? t('bankAccounts.share.failed')
        : null;

  return (
    <div className="mt-4 space-y-4">
      {usable ? (
        usable.length > 0 ? (
          <fieldset>
            <legend className="sr-only">{t('bankAccounts.share.listLabel')}</legend>
            <div className="space-y-2">
              {usable.map((account) => (
                <AccountChoice
                  key={account.id}
                  account={account}
                  checked={account.id === selected}
                  onChoose={() => setChosen(account.id)}
                />
              ))}
            </div>
          </fieldset>
        ) : (
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {currency ? t('bankAccounts.share.emptyInCurrency', { currency }) : t('bankAccounts.share.empty')}
          </p>
        )
      ) : allAccounts.isError ? (
        <ErrorPanel error={allAccounts.error} onRetry={() => void allAccounts.refetch()} />
      ) : (
        <SkeletonLines lines={3} />
      )}
      {shareError ? (
        <Alert variant="danger" role="alert">
          {shareError}
        </Alert>
      ) : null}
      <DialogFooter className="flex-wrap justify-between">
        <Button variant="secondary" onClick={() => setAdding(true)}>
          <Plus aria-hidden className="size-4" />
          {t('bankAccounts.share.addNew')}
        </Button>
        <div className="flex gap-3">
          <Button variant="secondary" onClick={onClose} disabled={share.isPending}>
            {t('common.cancel')}
          </Button>
          <Button onClick={onShare} disabled={selected === null || share.isPending}>
            {share.isPending ? t('bankAccounts.share.sharing') : t('bankAccounts.share.share')}
          </Button>
        </div>
      </DialogFooter>
    </div>
  );
}

function AccountChoice({
  account,
  checked,
  onChoose,
}: {
  account: BankAccountView;
  checked: boolean;
  onChoose: () => void;
}) {
  const summary = numbersOfAccount(account)
    .slice(0, 2)
    .map(({ field, value }) => displayNumber(account.form, field, value))
    .join(' · ');
  return (
    <label
      className={clsx(
        'flex cursor-pointer items-start gap-3 rounded-xl border p-3 text-sm transition-colors',
        checked
          ? 'border-emerald-600 bg-emerald-50 dark:border-emerald-500 dark:bg-emerald-950/50'
          : 'border-slate-200 hover:bg-slate-50 dark:border-slate-700 dark:hover:bg-slate-800',
      )}
    >
      <input
        type="radio"
        name="share-bank-account"
        value={account.id}
        checked={checked}
        onChange={onChoose}
        className="mt-1 size-4 accent-emerald-700"
      />
      <span className="min-w-0">
        <span className="block font-medium text-slate-900 dark:text-slate-100">
          {account.holderName} · {account.fiatCurrencyCode}
        </span>
        <span className="block text-slate-600 dark:text-slate-400">
          {[account.bankName, account.countryName].filter(Boolean).join(' · ')}
        </span>
        <span className="block font-mono break-all text-slate-700 dark:text-slate-300">{summary}</span>
      </span>
    </label>
  );
}

function AddInPlace({
  onBack,
  onSaved,
}: {
  onBack: () => void;
  onSaved: (account: BankAccountView) => void;
}) {
  const { t } = useTranslation();
  const countries = useCountries();
  const currencies = useCurrencies();
  const failed = countries.error ?? currencies.error;
  return (
    <div className="mt-4 space-y-4">
      <Button variant="ghost" size="sm" onClick={onBack}>
        <ArrowLeft aria-hidden className="size-4 rtl:-scale-x-100" />
        {t('bankAccounts.share.backToList')}
      </Button>
      {countries.data && currencies.data ? (
        <BankAccountForm
          countries={countries.data}
          currencies={currencies.data}
          onSaved={(account) => {
            toast.success(t('bankAccounts.created'));
            onSaved(account);
          }}
          onCancel={onBack}
        />
      ) : failed ? (
        <ErrorPanel
          error={failed}
          onRetry={() => {
            void countries.refetch();
            void currencies.refetch();
          }}
        />
      ) : (
        <SkeletonLines lines={6} />
      )}
    </div>
  );
}
