import { coinPrecision, formatAmount, type CryptoCode } from '@p2p/shared';
import type { Executor } from '../../db/client.js';
import { recordUserEvents } from '../realtime/user-events.js';

/**
 * Tells the owner of a deposit or send-out that it moved, in the transaction of the move: the tab
 * hears it live and the notification dispatcher turns it into a notice (wallet.deposit_pending,
 * wallet.deposit_confirmed, wallet.sendout_sent, wallet.sendout_failed).
 */
export async function recordWalletEvent(
  tx: Executor,
  event: {
    type: 'wallet.deposit' | 'wallet.sendout';
    status: 'pending' | 'confirmed' | 'sent' | 'failed';
    userId: number;
    coin: CryptoCode;
    amount: bigint;
    reason?: string;
  },
): Promise<void> {
  await recordUserEvents(tx, [
    {
      userId: event.userId,
      type: event.type,
      payload: {
        status: event.status,
        coin: event.coin,
        amount: formatAmount(event.amount, coinPrecision(event.coin)),
        ...(event.reason ? { reason: event.reason } : {}),
      },
    },
  ]);
}
