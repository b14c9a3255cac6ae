import { verifyLedger, type LedgerReport } from '../modules/ledger/ledger-verify.js';
import type { OpsCommand } from './ops-command.js';

export const ledgerVerifyCommand: OpsCommand<'ledger-verify'> = {
  name: 'ledger-verify',
  usage: '  ledger-verify                   check every ledger invariant; exits with 2 when one is violated',
  options: [],
  parse: () => undefined,
  run: (db) => verifyLedger(db),
  failure: (result) =>
    (result as LedgerReport).ok
      ? undefined
      : { code: 2, message: 'The ledger violates an invariant (see above).' },
};
