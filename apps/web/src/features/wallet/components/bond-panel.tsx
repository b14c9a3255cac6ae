import { OFFER_BOND_AMOUNTS, type CryptoCode, type WalletBalance } from '@p2p/shared';
import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ErrorPanel } from '@/components/ui/error-panel';
import { SkeletonLines } from '@/components/ui/skeleton';
import { useLocale } from '@/hooks/use-locale';
import { ApiError } from '@/lib/api-error';
import { toast } from '@/lib/toasts';
import { useDepositBond } from '@/lib/wallet/deposit-bond';
import { useBalances } from '../api/get-balances';
import { useRetryKey } from '../hooks/use-retry-key';
import { useRetrieveBond } from '@/lib/wallet/retrieve-bond';
import { formatCrypto, fromMinor, isPositive, toMinor } from '../utils/amounts';
import { coinName } from '../utils/coins';

type PendingAction = { kind: 'deposit'; code: CryptoCode } | { kind: 'retrieve' };

/** A failure as a toast: the server's words for a refusal, the generic text otherwise. */
function errorText(error: unknown, generic: string): string {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 ? error.message : generic;
}

/**
 * The offer bonds: a security deposit per coin that offer owners keep in the wallet. Deposit moves
 * OFFER_BOND_AMOUNTS of a coin from the available balance; retrieval moves every bond back.
 */
export function BondPanel() {
  const { t } = useTranslation();
  const locale = useLocale();
  const balances = useBalances();
  const depositBond = useDepositBond();
  const retrieveBond = useRetrieveBond();
  const retryKey = useRetryKey();
  const [action, setAction] = useState<PendingAction | null>(null);
  const pending = depositBond.isPending || retrieveBond.isPending;

  const confirm = async () => {
    if (!action) return;
    const idempotencyKey = retryKey.keyFor(action.kind === 'deposit' ? `deposit:${action.code}` : 'retrieve');
    try {
      if (action.kind === 'deposit') {
        const result = await depositBond.mutateAsync({ code: action.code, idempotencyKey });
        toast.success(
          t('wallet.bond.deposited', {
            amount: formatCrypto(result.bondAmount, result.cryptoCurrencyCode, locale),
          }),
        );
      } else {
        const { retrieved } = await retrieveBond.mutateAsync({ idempotencyKey });
        const amounts = retrieved.map((item) => formatCrypto(item.amount, item.cryptoCurrencyCode, locale));
        toast.success(
          amounts.length
            ? t('wallet.bond.retrieved', { amounts: amounts.join(', ') })
            : t('wallet.bond.nothingToRetrieve'),
        );
      }
      retryKey.settle();
    } catch (error) {
      toast.error(errorText(error, t('errors.generic')));
    } finally {
      setAction(null);
    }
  };

  const rows = balances.data ?? [];
  const anyBond = rows.some((balance) => isPositive(balance.bondAmount));

  return (
    <>
      {balances.isPending ? (
        <SkeletonLines lines={3} />
      ) : balances.isError ? (
        <ErrorPanel error={balances.error} onRetry={() => void balances.refetch()} />
      ) : (
        <div className="space-y-4">
          <ul className="divide-y divide-slate-100 dark:divide-slate-800">
            {rows.map((balance) => (
              <BondRow
                key={balance.cryptoCurrencyCode}
                balance={balance}
                disabled={pending}
                onDeposit={() => setAction({ kind: 'deposit', code: balance.cryptoCurrencyCode })}
              />
            ))}
          </ul>
          <Button
            variant="secondary"
            disabled={pending || !anyBond}
            onClick={() => setAction({ kind: 'retrieve' })}
          >
            {t('wallet.bond.retrieve')}
          </Button>
        </div>
      )}
      <ConfirmDialog
        open={action !== null}
        onOpenChange={(open) => (open ? undefined : setAction(null))}
        title={action?.kind === 'retrieve' ? t('wallet.bond.retrieveTitle') : t('wallet.bond.depositTitle')}
        description={
          action?.kind === 'deposit'
            ? t('wallet.bond.depositText', {
                amount: formatCrypto(
                  fromMinor(OFFER_BOND_AMOUNTS[action.code], action.code),
                  action.code,
                  locale,
                ),
              })
            : t('wallet.bond.retrieveText')
        }
        confirmLabel={
          action?.kind === 'retrieve' ? t('wallet.bond.retrieveConfirm') : t('wallet.bond.depositConfirm')
        }
        onConfirm={() => void confirm()}
        pending={pending}
      />
    </>
  );
}

function BondRow({
  balance,
  disabled,
  onDeposit,
}: {
  balance: WalletBalance;
  disabled: boolean;
  onDeposit: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const code = balance.cryptoCurrencyCode;
  const required = OFFER_BOND_AMOUNTS[code];
  const held = toMinor(balance.bondAmount, code) ?? 0n;
  const inPlace = held >= required;
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3 first:pt-0">
      <div className="min-w-0">
        <p className="font-medium text-slate-900 dark:text-white">
          {coinName(code)} <span className="text-slate-500 dark:text-slate-400">{code}</span>
        </p>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {t('wallet.bond.held', { amount: formatCrypto(balance.bondAmount, code, locale) })}
          <span className="mx-1.5" aria-hidden>
            ·
          </span>
          {t('wallet.bond.required', { amount: formatCrypto(fromMinor(required, code), code, locale) })}
        </p>
      </div>
      {inPlace ? (
        <Badge variant="success">{t('wallet.bond.inPlace')}</Badge>
      ) : (
        <Button
          size="sm"
          disabled={disabled}
          onClick={onDeposit}
          aria-label={t('wallet.bond.depositFor', { code })}
        >
          {t('wallet.bond.deposit')}
        </Button>
      )}
    </li>
  );
}
