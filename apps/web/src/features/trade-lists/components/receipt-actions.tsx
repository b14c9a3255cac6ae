import type { TradeListItem } from '@p2p/shared';
import { ReceiptText } from 'lucide-react';
import { useTranslation } from '@/lib/use-translation';
import { Button } from '@/components/ui/button';
import { CopyButton } from '@/components/ui/copy-button';
import { LocalizedLink } from '@/components/ui/link';
import { paths } from '@/config/paths';

/**
 * The address to share: absolute, and without the sharer's language prefix, so whoever opens it gets
 * the receipt in their own language.
 */
export function receiptUrl(invoiceUuid: string): string {
  return new URL(paths.tradeReceipt(invoiceUuid), window.location.origin).toString();
}

/**
 * A completed trade's public receipt: a link to it and a button copying its address. The server sends
 * the receipt id for completed trades only; other rows get nothing.
 */
export function ReceiptActions({ trade }: { trade: TradeListItem }) {
  const { t } = useTranslation();
  if (!trade.invoiceUuid) return null;
  return (
    <span className="inline-flex flex-wrap justify-end gap-1">
      <Button asChild variant="ghost" size="sm">
        <LocalizedLink
          to={paths.tradeReceipt(trade.invoiceUuid)}
          aria-label={t('tradeLists.receiptLink.openFor', { trade: trade.tradeHash })}
        >
          <ReceiptText aria-hidden className="size-4" />
          {t('tradeLists.receiptLink.open')}
        </LocalizedLink>
      </Button>
      <CopyButton
        variant="ghost"
        text={receiptUrl(trade.invoiceUuid)}
        label={t('tradeLists.receiptLink.copy')}
        aria-label={t('tradeLists.receiptLink.copyFor', { trade: trade.tradeHash })}
      />
    </span>
  );
}
