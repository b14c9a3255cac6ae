import { MAINTENANCE_ERROR_CODE, TRADING_HALTED_ERROR_CODE, type CryptoCode } from '@p2p/shared';
import { AppError } from '../../lib/app-error.js';

const ACTION_TEXT = {
  'trade-start': 'New trades',
  'send-out': 'Send-outs',
  swap: 'Swaps',
} as const;

/** 409 ERROR_TRADING_HALTED: what stopped, for which coin; `details.coin` names it for clients. */
export function haltedError(
  coin: CryptoCode,
  action: keyof typeof ACTION_TEXT,
  allTrading: boolean,
): AppError {
  const scope = allTrading ? 'all trading' : `${coin} trading`;
  const message = `${ACTION_TEXT[action]} are stopped: the operator halted ${scope}. Open trades keep their time.`;
  return new AppError(TRADING_HALTED_ERROR_CODE, message, { coin: [message] });
}

/** Seconds a client should wait: until the expected end, at least a minute, at most a day. */
export function retryAfterSeconds(expectedEndAt: Date, now = new Date()): number {
  const seconds = Math.ceil((expectedEndAt.getTime() - now.getTime()) / 1000);
  return Math.min(Math.max(seconds, 60), 86_400);
}

/** The body of a request refused during maintenance (sent by the hook, not thrown: no error log line). */
export function maintenanceBody(window: { expectedEndAt: Date; message: string }, requestId: string) {
  return {
    error: {
      code: MAINTENANCE_ERROR_CODE,
      message: 'The platform is down for maintenance; try again after the expected end.',
      details: { expectedEndAt: [window.expectedEndAt.toISOString()] },
      requestId,
    },
  };
}
