import { BankAccountMessage } from '@/features/bank-accounts/components/bank-account-message';
import { ShareBankAccountDialog } from '@/features/bank-accounts/components/share-bank-account-dialog';
import { MessageButton } from '@/features/messenger/components/message-button';
import { TradeRoute } from '@/features/trade/routes/trade';

/** What the bank-accounts feature lends the trade chat: the share popup and the shared-account message. */
const bankAccounts = { ShareDialog: ShareBankAccountDialog, Message: BankAccountMessage };

/**
 * The trade page. Features do not import each other (STYLE.md), so the app composes them here: the
 * trade chat gets the bank-accounts feature's components through props.
 */
export function TradePageRoute() {
  return <TradeRoute bankAccounts={bankAccounts} PartnerAction={MessageButton} />;
}
