import { isCryptoCode, type CryptoCode } from '@p2p/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { useLocation, useSearchParams } from 'react-router';
import { PageHeader } from '@/components/layout/page-header';
import { Alert } from '@/components/ui/alert';
import { Card } from '@/components/ui/card';
import { LocalizedLink } from '@/components/ui/link';
import { paths } from '@/config/paths';
import { useCurrentUser } from '@/lib/current-user';
import { BalancesOverview } from '../components/balances-overview';
import { BondPanel } from '../components/bond-panel';
import { DepositPanel } from '../components/deposit-panel';
import { SendOutForm } from '../components/send-out-form';
import { TransactionHistory } from '../components/transaction-history';

const DEPOSIT_SECTION_ID = 'wallet-deposit';
const SEND_SECTION_ID = 'wallet-send';
/** `/wallet?history=BTC#wallet-history` opens the history of one coin (the partner payouts link here). */
const HISTORY_SECTION_ID = 'wallet-history';

/** Brings a section into view and moves the focus there, for the balance tiles' buttons. */
function revealSection(id: string): void {
  const section = document.getElementById(id);
  section?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  section?.focus({ preventScroll: true });
}

/** /wallet: balances, deposit, send-out, offer bonds and history. */
export function WalletRoute() {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  const [depositCoin, setDepositCoin] = useState<CryptoCode>('BTC');
  const [sendCoin, setSendCoin] = useState<CryptoCode>('BTC');
  const [search] = useSearchParams();
  const { hash } = useLocation();
  const linkedCoin = search.get('history');
  const [historyCoin, setHistoryCoin] = useState<CryptoCode | null>(
    linkedCoin && isCryptoCode(linkedCoin) ? linkedCoin : null,
  );
  useEffect(() => {
    if (hash === `#${HISTORY_SECTION_ID}`) revealSection(HISTORY_SECTION_ID);
  }, [hash]);
  const [historyPage, setHistoryPage] = useState(1);
  const blocked = user?.blockedKycActions.includes('use-wallet') ?? false;

  return (
    <div className="mx-auto w-full max-w-6xl space-y-8 px-4 py-8 sm:px-6 lg:py-10">
      <PageHeader title={t('wallet.title')} description={t('wallet.subtitle')} />
      {blocked ? (
        <Alert variant="warning" role="status">
          {t('wallet.blocked')}{' '}
          <LocalizedLink
            to={paths.account.verification}
            className="font-semibold underline underline-offset-4"
          >
            {t('wallet.verify')}
          </LocalizedLink>
        </Alert>
      ) : null}
      <BalancesOverview
        onReceive={(code) => {
          setDepositCoin(code);
          revealSection(DEPOSIT_SECTION_ID);
        }}
        onSend={(code) => {
          setSendCoin(code);
          revealSection(SEND_SECTION_ID);
        }}
      />
      <div className="grid gap-6 lg:grid-cols-2">
        <div id={DEPOSIT_SECTION_ID} tabIndex={-1} className="scroll-mt-20 focus:outline-none">
          <Card
            title={t('wallet.deposit.title')}
            description={t('wallet.deposit.description')}
            className="h-full"
          >
            <DepositPanel coin={depositCoin} onCoinChange={setDepositCoin} />
          </Card>
        </div>
        <div id={SEND_SECTION_ID} tabIndex={-1} className="scroll-mt-20 focus:outline-none">
          <Card title={t('wallet.send.title')} description={t('wallet.send.description')} className="h-full">
            <SendOutForm coin={sendCoin} onCoinChange={setSendCoin} />
          </Card>
        </div>
      </div>
      <Card title={t('wallet.bond.title')} description={t('wallet.bond.description')}>
        <BondPanel />
      </Card>
      <div id={HISTORY_SECTION_ID} tabIndex={-1} className="scroll-mt-20 focus:outline-none">
        <Card title={t('wallet.history.title')}>
          <TransactionHistory
            coin={historyCoin}
            page={historyPage}
            onCoinChange={(code) => {
              setHistoryCoin(code);
              setHistoryPage(1);
            }}
            onPageChange={setHistoryPage}
          />
        </Card>
      </div>
    </div>
  );
}
