import {
  PLATFORM_ACTIONS,
  parsePlatformInput,
  runPlatformOps,
  type PlatformAction,
  type PlatformOpsInput,
} from '../modules/platform-controls/platform-ops.js';
import { UsageError, type OpsCommand, type OptionValues } from './ops-command.js';

/** The platform-control commands' lines of `npm run ops -- help` (decision 036). */
export const PLATFORM_USAGE = `  maintenance-on --operator ADMIN --until ISO_TIME [--message TEXT]
                                  maintenance now: the API answers 503 ERROR_MAINTENANCE with
                                  Retry-After (staff, sign-in and health excepted) until switched off
  maintenance-off --operator ADMIN
                                  switch it off (windows announced for later stay)
  maintenance-schedule --operator ADMIN --starts-at ISO_TIME --until ISO_TIME [--message TEXT]
                                  announce maintenance in advance (a banner for everyone); it
                                  turns on by itself at its start
  halt --operator ADMIN [--coin BTC|USDT|ETH] --reason TEXT
                                  emergency halt of one coin (all trading without --coin): trade
                                  starts, send-outs and swaps refused on every node within seconds,
                                  open trades' timers paused
  lift-halt --operator ADMIN --id HALT_ID --reason TEXT
                                  lift a halt; paused trades get their paused time back
  alert --operator ADMIN --message TEXT [--level info|warning|danger]
                                  a message shown to every user (replaces the current one)
  alert-clear --operator ADMIN    remove it
  platform-status                 maintenance windows, active halts and the message`;

/** The command's options as the service's input fields (the CLI's names are kebab-case). */
function inputOf(action: PlatformAction, values: OptionValues): Record<string, unknown> {
  const text = (key: string) => (typeof values[key] === 'string' ? values[key] : undefined);
  switch (action) {
    case 'maintenance-on':
      return { expectedEndAt: text('until'), message: text('message') };
    case 'maintenance-schedule':
      return { startsAt: text('starts-at'), expectedEndAt: text('until'), message: text('message') };
    case 'halt':
      return { coin: text('coin')?.toUpperCase(), reason: text('reason') };
    case 'lift-halt':
      return { id: text('id'), reason: text('reason') };
    case 'alert':
      return { message: text('message'), level: text('level') };
    default:
      return {};
  }
}

const OPTION_NAMES: Record<string, string> = {
  expectedEndAt: 'until',
  startsAt: 'starts-at',
};

/** The platform command `name` names, checked; undefined for any other command. */
export function parsePlatformCommand(
  name: string | undefined,
  values: OptionValues,
  usageError: (message: string) => Error,
): PlatformOpsInput | undefined {
  if (!(PLATFORM_ACTIONS as readonly string[]).includes(name ?? '')) return undefined;
  const action = name as PlatformAction;
  const raw = Object.fromEntries(Object.entries(inputOf(action, values)).filter(([, v]) => v !== undefined));
  const parsed = parsePlatformInput(action, raw);
  const problems = parsed.success
    ? []
    : parsed.error.issues.map((issue) => {
        const field = String(issue.path[0] ?? '');
        return `--${OPTION_NAMES[field] ?? field} ${issue.message}`;
      });
  const operator = typeof values.operator === 'string' ? values.operator.trim() : '';
  if (action !== 'platform-status' && operator === '')
    problems.push('--operator must name the operator (an admin username)');
  if (problems.length > 0) throw usageError(`${action}: ${problems.join('; ')}`);
  // The raw options travel (dates as text): the server or the direct run parses them again.
  return { action, ...(operator ? { operator } : {}), input: raw };
}

/** The platform controls as one command family: every action travels to the one ops route. */
export const platformCommand: OpsCommand<'platform', PlatformOpsInput> = {
  name: 'platform',
  words: PLATFORM_ACTIONS,
  usage: PLATFORM_USAGE,
  options: ['operator', 'until', 'starts-at', 'message', 'coin', 'reason', 'id', 'level'],
  parse: (word, values) => parsePlatformCommand(word, values, (message) => new UsageError(message))!,
  run: (db, _config, input) => runPlatformOps(db, input),
};
