import { parseArgs } from 'node:util';
import { loadConfig } from '../config.js';
import { UsageError } from './ops-command.js';
import { commandForWord, commandModule, OPS_OPTIONS, OPS_USAGE, type Command } from './ops-commands.js';
import { executeCommand } from './ops-run.js';

/**
 * `npm run ops -- <command>`: reads the command line, finds the command in ops-commands.ts, has it
 * checked and carried out (ops-run.ts), prints the result as JSON and answers the exit code.
 */

function parseCommand(argv: string[]): Command {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: Object.fromEntries(OPS_OPTIONS.map((option) => [option, { type: 'string' as const }])),
  });
  const [word, ...args] = positionals;
  const command = commandForWord(word);
  if (args.length > 0 && !command?.takesArguments)
    throw new UsageError(`Unexpected arguments: ${args.join(' ')}`);
  if (!command) throw new UsageError(word ? `Unknown command: ${word}` : 'No command given');
  const input = command.parse(word!, values, args);
  return (input === undefined ? { name: command.name } : { name: command.name, input }) as Command;
}

/** Runs one operator command; returns the process exit code. */
export async function runOps(argv: string[]): Promise<number> {
  if (argv.length === 0 || argv.includes('--help') || argv.includes('help')) {
    console.log(OPS_USAGE);
    return argv.length === 0 ? 1 : 0;
  }
  try {
    const command = parseCommand(argv);
    const result = await executeCommand(loadConfig(), command);
    console.log(
      JSON.stringify(
        result,
        (_key, value: unknown) => (typeof value === 'bigint' ? value.toString() : value),
        2,
      ),
    );
    const failure = commandModule(command).failure?.(result);
    if (failure) {
      console.error(failure.message);
      return failure.code;
    }
    return 0;
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    if (error instanceof UsageError) console.error(`\n${OPS_USAGE}`);
    return 1;
  }
}
