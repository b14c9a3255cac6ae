import {
  ACCESS_ACTIONS,
  needsOperator,
  runAccessOps,
  type AccessAction,
  type AccessOpsInput,
} from '../modules/access-rules/access-ops.js';
import { UsageError, type OpsCommand, type OptionValues } from './ops-command.js';

/** The access-by-place commands' lines of `npm run ops -- help` (decision 041). */
export const ACCESS_USAGE = `  access-rules                    the access rules by country and IP range, and the regional notices
  access-deny --operator ADMIN (--country ISO|* | --cidr RANGE) [--note TEXT]
  access-allow --operator ADMIN (--country ISO|* | --cidr RANGE) [--note TEXT]
                                  refuse or let in visitors by country (* every known country) or
                                  IPv4/IPv6 range; the longest matching range decides, then the
                                  country, then *; refused API requests get 403 ERROR_IP_BLOCKED
  access-remove --operator ADMIN --id RULE_ID
                                  remove a rule
  regional-notice --operator ADMIN --country ISO [--message-key nigeriaBlock|regionalRestriction]
                  [--message TEXT] [--restricts trade-start,offer-create,send-out,swap]
                                  the notice shown to visitors from that country, and the features
                                  refused to them (403 ERROR_BLOCKED_IN_LOCATION)
  regional-notice-clear --operator ADMIN --country ISO
  geo-lookup --ip ADDRESS         the country the bundled geo-IP data gives, and the rules' answer`;

/** The access command `name` names, with its options as the service's fields; undefined otherwise. */
export function parseAccessCommand(
  name: string | undefined,
  values: OptionValues,
  usageError: (message: string) => Error,
): AccessOpsInput | undefined {
  if (!(ACCESS_ACTIONS as readonly string[]).includes(name ?? '')) return undefined;
  const action = name as AccessAction;
  const text = (key: string) => (typeof values[key] === 'string' ? values[key] : undefined);
  const input = Object.fromEntries(
    Object.entries({
      country: text('country'),
      cidr: text('cidr'),
      note: text('note'),
      id: text('id'),
      ip: text('ip'),
      messageKey: text('message-key'),
      message: text('message'),
      restricts: text('restricts'),
    }).filter(([, value]) => value !== undefined),
  );
  const operator = text('operator')?.trim() ?? '';
  if (needsOperator(action) && operator === '')
    throw usageError(`${action}: --operator must name the operator (an admin username)`);
  if (action === 'geo-lookup' && !input.ip) throw usageError('geo-lookup: --ip must be an IP address');
  return { action, ...(operator ? { operator } : {}), input };
}

/** The access-by-place commands as one family: every action travels to the one ops route. */
export const accessCommand: OpsCommand<'access', AccessOpsInput> = {
  name: 'access',
  words: ACCESS_ACTIONS,
  usage: ACCESS_USAGE,
  options: ['operator', 'country', 'cidr', 'note', 'id', 'ip', 'message-key', 'message', 'restricts'],
  parse: (word, values) => parseAccessCommand(word, values, (message) => new UsageError(message))!,
  run: (db, _config, input) => runAccessOps(db, input),
};
