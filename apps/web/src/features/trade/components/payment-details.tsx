import type { TradeMessage, TradeView } from '@p2p/shared';
import { EyeOff } from 'lucide-react';
import { useTranslation } from '@/lib/use-translation';
import { CopyButton } from '@/components/ui/copy-button';
import { useTradeMessages } from '../api/get-messages';
import { stoppedKind } from '../lib/trade-status';
import type { BankAccountMessageComponent } from './chat/chat-message';
import { MobileMoneyWalletDetails } from './mobile-money-wallet-details';

/**
 * The bank account the seller shared last. The trade view does not carry it, but every share posts a
 * `bank_account` chat message with the account as its payload, so the chat is where it is read.
 */
export function latestSharedBankAccount(messages: readonly TradeMessage[] | undefined) {
  if (!messages) return null;
  for (let index = messages.length - 1; index >= 0; index -= 1) {
    const message = messages[index]!;
    if (message.kind === 'bank_account') return message;
  }
  return null;
}

function SharedBankAccount({
  message,
  BankAccountMessage,
}: {
  message: TradeMessage;
  BankAccountMessage?: BankAccountMessageComponent;
}) {
  const { t } = useTranslation();
  return (
    <div
      className="rounded-xl bg-slate-50 p-3 text-sm text-slate-900 dark:bg-slate-800 dark:text-white"
      data-testid="payment-details-bank-account"
    >
      {BankAccountMessage ? (
        <BankAccountMessage payload={message.payload} />
      ) : (
        <p className="whitespace-pre-line">{message.body || t('trades.chat.bankAccount')}</p>
      )}
    </div>
  );
}

/** The seller's payment details, once the before-reveal requirements allow them, and any shared account. */
export function PaymentDetails({
  trade,
  BankAccountMessage,
}: {
  trade: TradeView;
  BankAccountMessage?: BankAccountMessageComponent;
}) {
  const { t } = useTranslation();
  const chat = useTradeMessages(trade.tradeHash);
  // A cancelled or expired trade must not invite a payment nobody will release crypto for.
  const stopped = stoppedKind(trade.status);
  if (stopped === 'cancelled' || stopped === 'expired') {
    return (
      <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="payment-details-closed">
        {t('trades.paymentDetails.closed')}
      </p>
    );
  }
  // Once shared in the chat the account is no secret to the buyer, so it shows even where the text waits.
  const shared = latestSharedBankAccount(chat.data?.messages);
  const sharedAccount = shared ? (
    <SharedBankAccount message={shared} BankAccountMessage={BankAccountMessage} />
  ) : null;
  if (trade.paymentDetails === null) {
    return (
      <div className="space-y-2">
        {sharedAccount}
        <p
          className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-400"
          data-testid="payment-details-hidden"
        >
          <EyeOff aria-hidden className="size-4" />
          {t('trades.paymentDetails.hidden')}
        </p>
      </div>
    );
  }
  const text = trade.paymentDetails.trim();
  return (
    <div className="space-y-2" data-testid="payment-details">
      <MobileMoneyWalletDetails trade={trade} />
      {sharedAccount}
      {text ? (
        <>
          <p className="rounded-xl bg-slate-50 p-3 text-sm whitespace-pre-line text-slate-900 dark:bg-slate-800 dark:text-white">
            {text}
          </p>
          <CopyButton text={text} label={t('trades.paymentDetails.copy')} />
        </>
      ) : shared ? null : (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {t(trade.role === 'seller' ? 'trades.paymentDetails.noneOwn' : 'trades.paymentDetails.none')}
        </p>
      )}
    </div>
  );
}
