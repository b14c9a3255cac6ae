import type { TradeView } from '@p2p/shared';
import { Smartphone } from 'lucide-react';
import { useTranslation } from '@/lib/use-translation';
import { CopyButton } from '@/components/ui/copy-button';
import { useLocale } from '@/hooks/use-locale';
import { countryDisplayName } from '@/lib/reference-names';
import { useTradeMobileMoneyWallet } from '../api/get-mobile-money-wallet';

/** Where the buyer pays on a mobile money trade: the seller's number, name and providers. */
export function MobileMoneyWalletDetails({ trade }: { trade: TradeView }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const answer = useTradeMobileMoneyWallet(trade);
  const wallet = answer.data?.wallet;
  if (!answer.data || (!wallet && !answer.data.hidden)) return null;
  if (!wallet)
    return (
      <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="mobile-money-wallet-hidden">
        {t('mobileMoney.trade.hidden')}
      </p>
    );
  return (
    <section
      aria-labelledby="trade-mobile-money-title"
      className="rounded-xl bg-slate-50 p-3 text-sm text-slate-900 dark:bg-slate-800 dark:text-white"
      data-testid="trade-mobile-money-wallet"
    >
      <h3 id="trade-mobile-money-title" className="flex items-center gap-2 font-semibold">
        <Smartphone aria-hidden className="size-4" />
        {t('mobileMoney.trade.title')}
      </h3>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        <dt className="text-slate-600 dark:text-slate-300">{t('mobileMoney.trade.phone')}</dt>
        <dd className="font-mono" dir="ltr">
          {wallet.phone}
        </dd>
        <dt className="text-slate-600 dark:text-slate-300">{t('mobileMoney.trade.holder')}</dt>
        <dd>
          {wallet.holderName} · {countryDisplayName(wallet.countryIso, locale, wallet.countryName)}
        </dd>
        <dt className="text-slate-600 dark:text-slate-300">{t('mobileMoney.trade.providers')}</dt>
        <dd>{wallet.paymentMethods.map((method) => method.name).join(', ')}</dd>
      </dl>
      <div className="mt-2">
        <CopyButton text={wallet.phone} label={t('mobileMoney.trade.copy')} />
      </div>
    </section>
  );
}
