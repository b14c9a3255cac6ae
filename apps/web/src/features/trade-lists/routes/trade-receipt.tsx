import { FileX, Printer, ReceiptText } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { ErrorPanel } from '@/components/ui/error-panel';
import { LocalizedLink } from '@/components/ui/link';
import { SkeletonLines } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useLocale } from '@/hooks/use-locale';
import { ApiError } from '@/lib/api-error';
import { formatAmount, formatDateTime } from '@/lib/format';
import { useTradeReceipt } from '../api/get-trade-receipt';
import { TradeStatusBadge } from '../components/trade-status-badge';
import { formatCoin } from '../utils/format-coin';

/** /trade/receipt/{invoiceUUID}: the public receipt of a completed trade; no sign-in needed. */
export function TradeReceiptRoute() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { invoiceUuid = '' } = useParams();
  const receipt = useTradeReceipt(invoiceUuid);

  let body;
  if (receipt.isPending) body = <SkeletonLines lines={8} />;
  else if (receipt.isError) {
    const missing =
      receipt.error instanceof ApiError && (receipt.error.status === 404 || receipt.error.status === 400);
    body = missing ? (
      <div className="flex flex-col items-center gap-3 py-16 text-center">
        <title>{t('app.pageTitle', { title: t('tradeLists.receipt.notFound') })}</title>
        <FileX aria-hidden className="size-10 text-slate-400" />
        <h1 className="text-2xl font-semibold text-slate-900 dark:text-white">
          {t('tradeLists.receipt.notFound')}
        </h1>
        <p className="text-slate-600 dark:text-slate-400">{t('tradeLists.receipt.notFoundText')}</p>
        <Button asChild variant="secondary">
          <LocalizedLink to={paths.home}>{t('errors.notFound.home')}</LocalizedLink>
        </Button>
      </div>
    ) : (
      <ErrorPanel error={receipt.error} onRetry={() => void receipt.refetch()} />
    );
  } else {
    const r = receipt.data;
    const rows: [string, ReactNode][] = [
      [t('tradeLists.receipt.buyer'), r.buyer.username],
      [t('tradeLists.receipt.seller'), r.seller.username],
      [t('tradeLists.receipt.crypto'), formatCoin(r.cryptoAmount, r.cryptoCurrencyCode, locale)],
      [t('tradeLists.receipt.fiat'), formatAmount(r.fiatAmount, r.fiatCurrencyCode, locale)],
      [
        t('tradeLists.receipt.price'),
        t('tradeLists.receipt.pricePer', {
          price: formatAmount(r.fiatPricePerCrypto, r.fiatCurrencyCode, locale),
          coin: r.cryptoCurrencyCode,
        }),
      ],
      [t('tradeLists.receipt.method'), r.paymentMethodName],
      [t('tradeLists.receipt.started'), formatDateTime(r.startedAt, locale)],
      [t('tradeLists.receipt.completed'), formatDateTime(r.completedAt, locale)],
      [t('tradeLists.receipt.status'), <TradeStatusBadge key="status" status={r.status} />],
    ];
    body = (
      <article
        aria-labelledby="receipt-title"
        className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900"
      >
        <title>{t('app.pageTitle', { title: t('tradeLists.receipt.title') })}</title>
        <header className="flex flex-wrap items-start justify-between gap-4 border-b border-slate-200 pb-5 dark:border-slate-800">
          <div className="flex items-center gap-3">
            <span className="grid size-10 place-items-center rounded-xl bg-emerald-600 text-white">
              <ReceiptText aria-hidden className="size-5" />
            </span>
            <div>
              <h1 id="receipt-title" className="text-xl font-semibold text-slate-900 dark:text-white">
                {t('tradeLists.receipt.title')}
              </h1>
              <p className="font-mono text-xs break-all text-slate-500 dark:text-slate-400">
                {r.invoiceUuid}
              </p>
            </div>
          </div>
          <Button variant="secondary" size="sm" className="print:hidden" onClick={() => window.print()}>
            <Printer aria-hidden className="size-4" />
            {t('tradeLists.receipt.print')}
          </Button>
        </header>
        <dl className="mt-5 divide-y divide-slate-100 dark:divide-slate-800">
          {rows.map(([label, value]) => (
            <div key={label} className="flex flex-wrap justify-between gap-x-6 gap-y-1 py-2.5 text-sm">
              <dt className="text-slate-600 dark:text-slate-400">{label}</dt>
              <dd className="font-medium text-slate-900 tabular-nums dark:text-white">{value}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-5 text-xs text-slate-500 dark:text-slate-400">{t('tradeLists.receipt.note')}</p>
      </article>
    );
  }

  return <div className="mx-auto w-full max-w-xl px-4 py-8 sm:px-6 lg:py-12">{body}</div>;
}
