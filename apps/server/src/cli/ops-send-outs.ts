import { createChains } from '../modules/chain/chains.js';
import {
  listStuckSendOuts,
  settleSendOut,
  settleSendOutInputSchema,
  stuckSendOutsInputSchema,
  type SettleSendOutInput,
  type StuckSendOutsInput,
} from '../modules/wallet/send-out-ops.service.js';
import { optionErrors, optionText, UsageError, type OpsCommand } from './ops-command.js';

/** The send-outs a crash or a lost node answer left in "sending": the list, and settling one by hand. */

export const stuckSendOutsCommand: OpsCommand<'stuck-send-outs', StuckSendOutsInput> = {
  name: 'stuck-send-outs',
  usage: `  stuck-send-outs [--coin BTC|USDT|ETH]
                                  send-outs in "sending" (a crash or a lost node answer), each with
                                  what the chain says about it and the next step`,
  options: ['coin'],
  parse(_word, values) {
    const parsed = stuckSendOutsInputSchema.safeParse({ coin: optionText(values, 'coin')?.toUpperCase() });
    if (!parsed.success) throw new UsageError(`stuck-send-outs: ${optionErrors(parsed.error)}`);
    return parsed.data;
  },
  run: (db, config, input) =>
    listStuckSendOuts(db, createChains(db, config), input, config.WALLET_SEND_RECOVERY_GRACE_MS),
};

export const settleSendOutCommand: OpsCommand<'settle-send-out', SettleSendOutInput> = {
  name: 'settle-send-out',
  usage: `  settle-send-out --id ID --outcome sent|failed [--txid TXID] --operator ADMIN --reason TEXT
                                  settle one stuck send-out by hand, audited: sent with the
                                  transaction you checked, or failed (amount and fee back to the
                                  user); the chain is asked first and overrules a contradiction`,
  options: ['id', 'outcome', 'txid', 'operator', 'reason'],
  parse(_word, values) {
    const parsed = settleSendOutInputSchema.safeParse({
      id: optionText(values, 'id'),
      outcome: optionText(values, 'outcome'),
      txid: optionText(values, 'txid'),
      operator: optionText(values, 'operator'),
      reason: optionText(values, 'reason'),
    });
    if (!parsed.success) throw new UsageError(`settle-send-out: ${optionErrors(parsed.error)}`);
    return parsed.data;
  },
  run: (db, config, input) =>
    settleSendOut(db, createChains(db, config), input, config.WALLET_SEND_RECOVERY_GRACE_MS),
};
