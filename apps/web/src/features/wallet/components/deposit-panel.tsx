import type { CryptoCode } from '@p2p/shared';
import { useTranslation } from '@/lib/use-translation';
import { Alert } from '@/components/ui/alert';
import { CopyButton } from '@/components/ui/copy-button';
import { ErrorPanel } from '@/components/ui/error-panel';
import { Skeleton, SkeletonLines } from '@/components/ui/skeleton';
import { useDepositAddress } from '../api/get-deposit-address';
import { coinName } from '../utils/coins';
import { AddressQrCode } from './address-qr-code';
import { CoinPicker } from './coin-picker';

/** Where to send a coin to fill the wallet: the address, its QR code and the confirmations it needs. */
export function DepositPanel({
  coin,
  onCoinChange,
}: {
  coin: CryptoCode;
  onCoinChange: (code: CryptoCode) => void;
}) {
  const { t } = useTranslation();
  const deposit = useDepositAddress(coin);

  return (
    <div className="space-y-5">
      <CoinPicker
        name="deposit-coin"
        legend={t('wallet.deposit.coin')}
        value={coin}
        onChange={onCoinChange}
      />
      {deposit.isPending ? (
        <div className="flex flex-col gap-5 sm:flex-row">
          <Skeleton className="size-44 shrink-0" />
          <SkeletonLines lines={3} className="flex-1" />
        </div>
      ) : deposit.isError ? (
        <ErrorPanel error={deposit.error} onRetry={() => void deposit.refetch()} />
      ) : (
        <div className="flex flex-col items-center gap-5 sm:flex-row sm:items-start">
          <AddressQrCode
            value={deposit.data.address}
            label={t('wallet.deposit.qrLabel', { code: coin })}
            className="size-44 shrink-0"
          />
          <div className="w-full min-w-0 space-y-3">
            {/* A term and its definition: the label is read with the address, which stays plain text. */}
            <dl>
              <dt className="text-sm font-medium text-slate-800 dark:text-slate-200">
                {t('wallet.deposit.address', { name: coinName(coin), code: coin })}
              </dt>
              <dd className="mt-1">
                <code
                  data-testid="deposit-address"
                  className="block rounded-lg bg-slate-100 px-3 py-2 font-mono text-sm break-all text-slate-900 dark:bg-slate-800 dark:text-slate-100"
                >
                  {deposit.data.address}
                </code>
              </dd>
            </dl>
            <CopyButton text={deposit.data.address} label={t('wallet.deposit.copy')} />
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
              <dt className="text-slate-600 dark:text-slate-400">{t('wallet.deposit.network')}</dt>
              <dd className="text-slate-900 dark:text-slate-100">{deposit.data.network}</dd>
              <dt className="text-slate-600 dark:text-slate-400">{t('wallet.deposit.confirmations')}</dt>
              <dd className="text-slate-900 dark:text-slate-100" data-testid="deposit-confirmations">
                {deposit.data.requiredConfirmations}
              </dd>
            </dl>
          </div>
        </div>
      )}
      <Alert variant="info">{t('wallet.deposit.onlyCoin', { name: coinName(coin), code: coin })}</Alert>
    </div>
  );
}
