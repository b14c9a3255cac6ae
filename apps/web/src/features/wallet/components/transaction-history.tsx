import {
  WALLET_TRANSACTION_TYPES,
  isCryptoCode,
  type CryptoCode,
  type WalletTransaction,
  type WithdrawalStatus,
} from '@p2p/shared';
import clsx from 'clsx';
import { useTranslation } from '@/lib/use-translation';
import { Badge, type BadgeVariant } from '@/components/ui/badge';
import { ErrorPanel } from '@/components/ui/error-panel';
import { LocalizedLink } from '@/components/ui/link';
import { Pagination } from '@/components/ui/pagination';
import { SelectField } from '@/components/ui/select-field';
import { SkeletonLines } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useLocale } from '@/hooks/use-locale';
import { formatDateTime } from '@/lib/format';
import { useTransactions } from '../api/get-transactions';
import { formatCrypto, splitEscrowFee } from '../utils/amounts';
import { COIN_CODES, coinName } from '../utils/coins';

const STATUS_VARIANT: Record<WithdrawalStatus, BadgeVariant> = {
  pending: 'warning',
  sending: 'warning',
  sent: 'neutral',
  confirmed: 'success',
  failed: 'danger',
};

/** Ledger references of trade escrow lines: `trade:{hash}`. */
const TRADE_REFERENCE = /^trade:([A-Za-z0-9_-]+)$/;

type TransactionType = (typeof WALLET_TRANSACTION_TYPES)[number];
const isKnownType = (type: string): type is TransactionType =>
  (WALLET_TRANSACTION_TYPES as readonly string[]).includes(type);

/** The wallet's history, newest first, 10 a page, of all coins or one. */
export function TransactionHistory({
  coin,
  page,
  onCoinChange,
  onPageChange,
}: {
  coin: CryptoCode | null;
  page: number;
  onCoinChange: (code: CryptoCode | null) => void;
  onPageChange: (page: number) => void;
}) {
  const { t } = useTranslation();
  const history = useTransactions(coin, page);

  return (
    <div className="space-y-4">
      <div className="sm:w-56">
        <SelectField
          id="history-coin"
          label={t('wallet.history.filter')}
          value={coin ?? ''}
          onChange={(event) => onCoinChange(isCryptoCode(event.target.value) ? event.target.value : null)}
        >
          <option value="">{t('wallet.history.allCoins')}</option>
          {COIN_CODES.map((code) => (
            <option key={code} value={code}>
              {coinName(code)} ({code})
            </option>
          ))}
        </SelectField>
      </div>
      {history.isPending ? (
        <SkeletonLines lines={5} />
      ) : history.isError ? (
        <ErrorPanel error={history.error} onRetry={() => void history.refetch()} />
      ) : history.data.transactions.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('wallet.history.empty')}</p>
      ) : (
        <>
          <div className="overflow-x-auto">
            <table className="w-full text-start text-sm" aria-busy={history.isFetching}>
              <caption className="sr-only">{t('wallet.history.caption')}</caption>
              {/* Headers start-aligned like their cells: a <th> is centred by default. */}
              <thead className="border-b border-slate-200 text-xs text-slate-500 uppercase dark:border-slate-700 dark:text-slate-400">
                <tr>
                  <th scope="col" className="hidden py-2 pe-4 text-start font-semibold md:table-cell">
                    {t('wallet.history.columns.date')}
                  </th>
                  <th scope="col" className="py-2 pe-4 text-start font-semibold">
                    {t('wallet.history.columns.type')}
                  </th>
                  <th scope="col" className="py-2 pe-4 text-end font-semibold">
                    {t('wallet.history.columns.amount')}
                  </th>
                  <th scope="col" className="hidden py-2 pe-4 text-start font-semibold sm:table-cell">
                    {t('wallet.history.columns.status')}
                  </th>
                  <th scope="col" className="hidden py-2 text-start font-semibold md:table-cell">
                    {t('wallet.history.columns.details')}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
                {history.data.transactions.map((transaction) => (
                  <TransactionRow key={transaction.id} transaction={transaction} />
                ))}
              </tbody>
            </table>
          </div>
          <Pagination
            page={history.data.meta.currentPage}
            lastPage={history.data.meta.lastPage}
            onPageChange={onPageChange}
            disabled={history.isFetching}
          />
        </>
      )}
    </div>
  );
}

function TransactionRow({ transaction }: { transaction: WalletTransaction }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const code = transaction.cryptoCurrencyCode;
  const { withdrawal } = transaction;
  // An escrow lock or refund carries the seller's escrow fee: the fee gets a line of its own.
  const split = transaction.escrowFee
    ? splitEscrowFee(transaction.amount, transaction.escrowFee, code)
    : null;
  const amount = split?.amount ?? transaction.amount;
  const negative = amount.startsWith('-');
  const date = formatDateTime(transaction.createdAt, locale);
  const status = withdrawal ? (
    <Badge variant={STATUS_VARIANT[withdrawal.status]}>
      {t(`wallet.history.status.${withdrawal.status}`)}
    </Badge>
  ) : (
    <Badge variant="success">{t('wallet.history.status.completed')}</Badge>
  );
  return (
    <>
      <tr className="align-top">
        <td className="hidden py-3 pe-4 whitespace-nowrap text-slate-600 md:table-cell dark:text-slate-400">
          {date}
        </td>
        <td className="py-3 pe-4 text-slate-900 dark:text-slate-100">
          {isKnownType(transaction.type) ? t(`wallet.history.types.${transaction.type}`) : transaction.type}
          {/* Phones have no room for the date and details columns: they go under the type. */}
          <div className="mt-0.5 space-y-0.5 text-xs text-slate-600 md:hidden dark:text-slate-400">
            <p>{date}</p>
            <TransactionDetails transaction={transaction} />
          </div>
        </td>
        <td
          className={clsx(
            'py-3 pe-4 text-end font-mono whitespace-nowrap',
            negative ? 'text-slate-900 dark:text-slate-100' : 'text-emerald-700 dark:text-emerald-400',
          )}
        >
          {formatCrypto(amount, code, locale, { signed: true })}
          {/* Phones: the status under the amount (a column of its own was pushed off the screen). */}
          <div className="mt-1 font-sans sm:hidden">{status}</div>
        </td>
        <td className="hidden py-3 sm:table-cell md:pe-4">{status}</td>
        <td className="hidden max-w-72 space-y-0.5 py-3 text-xs text-slate-600 md:table-cell dark:text-slate-400">
          <TransactionDetails transaction={transaction} />
        </td>
      </tr>
      {split ? (
        <tr className="align-top text-slate-600 dark:text-slate-400" data-testid="escrow-fee-line">
          <td className="hidden md:table-cell" />
          <td className="py-2 pe-4 ps-4">{t('wallet.history.escrowFee')}</td>
          <td className="py-2 pe-4 text-end font-mono whitespace-nowrap">
            {formatCrypto(split.fee, code, locale, { signed: true })}
          </td>
          <td className="hidden sm:table-cell" />
          <td className="hidden md:table-cell" />
        </tr>
      ) : null}
    </>
  );
}

/** Ids longer than this show their start and end: a 64-character hash ran down a phone's column. */
const SHORT_ID_LENGTH = 20;

/** A chain address or transaction id: shortened in the middle when long, whole to screen readers and on hover. */
function ChainId({ value }: { value: string }) {
  const className = 'font-mono break-all text-slate-800 dark:text-slate-200';
  if (value.length <= SHORT_ID_LENGTH) return <span className={className}>{value}</span>;
  return (
    <span className={className} title={value}>
      <span aria-hidden>{`${value.slice(0, 8)}…${value.slice(-8)}`}</span>
      <span className="sr-only">{value}</span>
    </span>
  );
}

/** Where a send-out went, the chain transaction, why it failed, or the ledger reference. */
function TransactionDetails({ transaction }: { transaction: WalletTransaction }) {
  const { t } = useTranslation();
  const { withdrawal } = transaction;
  const txid = withdrawal?.txid ?? transaction.txid;
  const tradeHash = TRADE_REFERENCE.exec(transaction.reference)?.[1];
  return (
    <>
      {withdrawal ? (
        <p>
          {t('wallet.history.to')} <ChainId value={withdrawal.address} />
        </p>
      ) : null}
      {txid ? (
        <p>
          {t('wallet.history.txid')} <ChainId value={txid} />
        </p>
      ) : null}
      {withdrawal?.failureReason ? (
        <p className="text-rose-700 dark:text-rose-400">{withdrawal.failureReason}</p>
      ) : null}
      {tradeHash ? (
        <p>
          <LocalizedLink
            to={paths.trade(tradeHash)}
            className="font-medium text-emerald-700 underline-offset-2 hover:underline dark:text-emerald-400"
          >
            {t('wallet.history.trade', { hash: tradeHash })}
          </LocalizedLink>
        </p>
      ) : !withdrawal && !txid && transaction.reference ? (
        <p className="font-mono break-all">{transaction.reference}</p>
      ) : null}
    </>
  );
}
