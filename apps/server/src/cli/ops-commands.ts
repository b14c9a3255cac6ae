import { accessCommand } from './ops-access.js';
import { backupCommand, restoreCommand } from './ops-backup.js';
import type { OpsCommand } from './ops-command.js';
import { ledgerVerifyCommand } from './ops-ledger.js';
import { outboxCommand } from './ops-outbox.js';
import { platformCommand } from './ops-platform.js';
import { settleSendOutCommand, stuckSendOutsCommand } from './ops-send-outs.js';
import { depositCommand, mineCommand } from './ops-simulation.js';
import { createAdminCommand, migrateCommand, seedDemoCommand } from './ops-setup.js';
import { tradeExpireCommand } from './ops-trades.js';

/** Every command of `npm run ops`, in the order `npm run ops -- help` lists them. */
export const OPS_COMMANDS = [
  migrateCommand,
  createAdminCommand,
  seedDemoCommand,
  outboxCommand,
  depositCommand,
  mineCommand,
  ledgerVerifyCommand,
  backupCommand,
  restoreCommand,
  tradeExpireCommand,
  stuckSendOutsCommand,
  settleSendOutCommand,
  platformCommand,
  accessCommand,
] as const;

type CommandOf<C> =
  C extends OpsCommand<infer Name, infer Input>
    ? [Input] extends [undefined]
      ? { name: Name }
      : { name: Name; input: Input }
    : never;

/** A command as the command line parsed it: its name and its checked input. */
export type Command = CommandOf<(typeof OPS_COMMANDS)[number]>;

const COMMANDS: readonly OpsCommand<string, unknown>[] = OPS_COMMANDS;

export const OPS_USAGE = `Usage: npm run ops -- <command> [options]

Commands:
${COMMANDS.map((command) => command.usage).join('\n')}

With the embedded database, a running server on the same DATA_DIR carries the command out.`;

/** Every option any command reads: node:util's parseArgs refuses any other. */
export const OPS_OPTIONS: readonly string[] = [...new Set(COMMANDS.flatMap((command) => command.options))];

const BY_WORD = new Map(
  COMMANDS.flatMap((command) => (command.words ?? [command.name]).map((word) => [word, command])),
);
const BY_NAME = new Map(COMMANDS.map((command) => [command.name, command]));

/** The command a word of the command line chooses (`halt` chooses the platform family). */
export function commandForWord(word: string | undefined): OpsCommand<string, unknown> | undefined {
  return word === undefined ? undefined : BY_WORD.get(word);
}

/** The command module of a parsed command. */
export function commandModule(command: Command): OpsCommand<string, unknown> {
  return BY_NAME.get(command.name)!;
}

/** The parsed command's input, or undefined for a command that takes none. */
export function inputOf(command: Command): unknown {
  return 'input' in command ? command.input : undefined;
}
