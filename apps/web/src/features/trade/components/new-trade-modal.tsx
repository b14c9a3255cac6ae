import { useEffect, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '@/components/ui/dialog';
import { SkeletonLines } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useLocale, useLocalizePath } from '@/hooks/use-locale';
import { formatAmount, formatDecimal } from '@/lib/format';
import { useRealtimeEvent } from '@/lib/realtime/realtime';
import { getNewTrade, type NewTrade } from '../api/get-new-trade';
import { listenForTitleAlerts, startTitleAlert, stopTitleAlert } from '../lib/tab-title-alert';

/**
 * The vendor's new-trade notification: on a 'trade.started' event the trade and its offer are read
 * together (v2), and when the user is the trade's vendor a modal offers to open it, while the tab title
 * alternates with 'New trade started...' until the window gets focus (in every tab).
 */
export function NewTradeModal() {
  const { t } = useTranslation();
  const locale = useLocale();
  const localize = useLocalizePath();
  const navigate = useNavigate();
  const [queue, setQueue] = useState<NewTrade[]>([]);

  useEffect(() => {
    const unlisten = listenForTitleAlerts();
    // Unmounted on logout: a calling tab title must not outlive the session that it called.
    return () => {
      unlisten();
      stopTitleAlert();
    };
  }, []);

  useRealtimeEvent((event) => {
    if (event.type !== 'trade.started' || !event.tradeHash) return;
    const hash = event.tradeHash;
    getNewTrade(hash)
      .then((loaded) => {
        if (!loaded.trade.isVendor) return;
        setQueue((list) => (list.some((item) => item.trade.tradeHash === hash) ? list : [...list, loaded]));
        startTitleAlert(t('trades.newTrade.tabTitle'));
      })
      .catch(() => {
        // The active-trades list still shows it; a failed notification is not worth an error.
      });
  });

  const current = queue[0];
  const close = () => {
    setQueue((list) => list.slice(1));
    if (queue.length <= 1) stopTitleAlert();
  };

  return (
    <Dialog open={current !== undefined} onOpenChange={(open) => (open ? undefined : close())}>
      <DialogContent data-testid="new-trade-modal">
        <DialogTitle>{t('trades.newTrade.title')}</DialogTitle>
        {current ? (
          <>
            <DialogDescription>
              {t(current.trade.type === 'sell' ? 'trades.newTrade.textSell' : 'trades.newTrade.textBuy', {
                username: current.trade.partner.username,
                amount: `${formatDecimal(current.trade.cryptoAmount, locale, { minFraction: 2 })} ${current.trade.cryptoCurrencyCode}`,
                fiat: formatAmount(current.trade.fiatAmount, current.trade.fiatCurrencyCode, locale),
                method: current.offer.paymentMethod.name,
              })}
            </DialogDescription>
            <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
              {t('trades.newTrade.partner', {
                trades: current.trade.partner.completedTrades,
                positive: current.trade.partner.feedback.positive,
                negative: current.trade.partner.feedback.negative,
              })}
            </p>
          </>
        ) : (
          <SkeletonLines lines={2} />
        )}
        <DialogFooter>
          <Button variant="secondary" onClick={close}>
            {t('trades.newTrade.close')}
          </Button>
          <Button
            onClick={() => {
              if (!current) return;
              const hash = current.trade.tradeHash;
              close();
              void navigate(localize(paths.trade(hash)));
            }}
          >
            {t('trades.newTrade.view')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
