import {
  OPEN_TRADE_STATUSES,
  type BankAccountForm,
  type BankAccountType,
  type ShareBankAccountResult,
  type SharedBankAccountPayload,
} from '@p2p/shared';
import type { Database } from '../../db/client.js';
import { trades, tradeBankAccounts } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { recordUserEvents } from '../realtime/user-events.js';
import { requireStepUp, type StepUpCaller } from '../step-up/step-up.service.js';
import { appendTradeMessage } from '../trade-chat/trade-messages.repository.js';
import { loadTradeForActor, type TradeCaller } from '../trades/trade-access.js';
import { eq } from 'drizzle-orm';
import * as repo from './bank-accounts.repository.js';

/** The numbers each form shows, in the form's order (the chat message lists them so). */
const SHOWN_FIELDS: Record<BankAccountForm, (keyof repo.BankAccountRow)[]> = {
  NG: ['accountNumber'],
  US: ['routingNumber', 'accountNumber'],
  FI: ['iban', 'swiftCode'],
  GB: ['routingNumber', 'accountNumber', 'iban'],
  IN: ['ifsc', 'accountNumber'],
  RU: ['routingNumber', 'accountNumber'],
  MX: ['clabe'],
  OTHER: ['swiftCode', 'accountNumber', 'iban', 'residency', 'state', 'city', 'zip', 'address'],
};
const FIELD_NAMES: Partial<Record<keyof repo.BankAccountRow, string>> = {
  accountNumber: 'account_number',
  routingNumber: 'routing_number',
  swiftCode: 'swift_code',
  iban: 'iban',
  ifsc: 'ifsc',
  clabe: 'clabe',
  residency: 'residency',
  state: 'state',
  city: 'city',
  zip: 'zip',
  address: 'address',
};

/** The account as the other party reads it in the chat. */
export function sharedPayload(row: repo.BankAccountWithNames): SharedBankAccountPayload {
  const { account } = row;
  const form = account.form as BankAccountForm;
  const numbers = SHOWN_FIELDS[form].flatMap((key) => {
    const value = account[key];
    return typeof value === 'string' && value !== '' ? [{ field: FIELD_NAMES[key]!, value }] : [];
  });
  return {
    bankAccountId: account.id,
    form,
    accountType: account.accountType as BankAccountType,
    holderName: account.holderName,
    bankName: account.bankName,
    countryIso: row.countryIso,
    countryName: row.countryName,
    fiatCurrencyCode: row.fiatCurrencyCode,
    numbers,
    additionalInfo: account.additionalInfo,
  };
}

/**
 * A party shares one of their own accounts in an open trade: one transaction links it to the trade,
 * makes it the trade's payment account when the seller shares it, appends a chat message of kind
 * 'bank_account' and tells both parties. A moderator cannot share (403); a finished trade is a 409.
 * A browser session must have confirmed within the step-up window (403 ERROR_STEP_UP_REQUIRED,
 * decision 025).
 */
export async function shareBankAccount(
  db: Database,
  caller: (TradeCaller & StepUpCaller) | undefined,
  hash: string,
  bankAccountId: number,
): Promise<ShareBankAccountResult> {
  return db.transaction(async (tx) => {
    const { trade, role } = await loadTradeForActor(tx, hash, caller, { forUpdate: true });
    if (role === 'moderator') throw AppError.forbidden('Only the parties share bank accounts in a trade');
    if (!OPEN_TRADE_STATUSES.includes(trade.status))
      throw new AppError('ERROR_CONFLICT', 'The trade is over', { bank_account_id: ['The trade is over'] });
    const userId = caller!.userId;
    // Lock the account: a delete running at the same time either waits and then sees this trade
    // (422), or commits first and this share finds no live account (404). Without the lock both won.
    const locked = await repo.lockLiveAccount(tx, userId, bankAccountId);
    const row = locked ? await repo.findLiveAccount(tx, userId, bankAccountId) : undefined;
    if (!row)
      throw new AppError('ERROR_NOT_FOUND', 'Bank account not found', {
        bank_account_id: ['Bank account not found'],
      });
    if (row.account.fiatCurrencyId !== trade.fiatCurrencyId)
      throw new AppError('ERROR_INPUT_VALIDATION', 'The account is in another currency than the trade', {
        bank_account_id: ['The account is in another currency than the trade'],
      });
    await requireStepUp(tx, caller);

    await tx
      .insert(tradeBankAccounts)
      .values({ tradeId: trade.id, bankAccountId, sharedBy: userId })
      .onConflictDoUpdate({
        target: [tradeBankAccounts.tradeId, tradeBankAccounts.bankAccountId],
        set: { sharedAt: new Date() },
      });
    if (role === 'seller')
      await tx.update(trades).set({ bankAccountId, updatedAt: new Date() }).where(eq(trades.id, trade.id));
    const payload = sharedPayload(row);
    const message = await appendTradeMessage(tx, {
      tradeId: trade.id,
      authorId: userId,
      kind: 'bank_account',
      // A plain-text copy for readers that do not render the payload (exports, notifications).
      body: [payload.holderName, payload.bankName, ...payload.numbers.map((entry) => entry.value)]
        .filter(Boolean)
        .join(' · '),
      payload: { ...payload },
    });
    await recordUserEvents(
      tx,
      [trade.buyerId, trade.sellerId].map((partyId) => ({
        userId: partyId,
        type: 'trade.message',
        tradeHash: trade.hash,
        payload: { messageId: message.id, kind: 'bank_account' },
      })),
    );
    return { tradeHash: trade.hash, messageId: message.id, bankAccount: payload };
  });
}
