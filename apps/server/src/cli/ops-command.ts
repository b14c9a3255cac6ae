import type { z } from 'zod';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';

/** The options of `npm run ops`, as node:util's parseArgs gives them. */
export type OptionValues = Record<string, string | boolean | undefined>;

/** A mistake in what the operator typed: the message names the bad argument, and the usage follows it. */
export class UsageError extends Error {}

/** A failed result's exit code and the line that explains it. */
export interface OpsFailure {
  code: number;
  message: string;
}

/**
 * One operator command of `npm run ops` (or one family of them that shares an ops route, such as the
 * platform controls). ops-commands.ts lists them all; ops.ts finds the one the command line names.
 */
export interface OpsCommand<Name extends string = string, Input = undefined> {
  /** Its tag in a parsed command, and its route on a server that holds DATA_DIR: /internal/ops/<name>. */
  readonly name: Name;
  /** The words after `npm run ops --` that choose it; just its name when absent. */
  readonly words?: readonly string[];
  /** Its lines of `npm run ops -- help`. */
  readonly usage: string;
  /** The options it reads, each with a value (`--coin BTC`). */
  readonly options: readonly string[];
  /** Whether it takes words after its own (the backup file); any other command refuses them. */
  readonly takesArguments?: boolean;
  /** Checks what was typed; throws a UsageError naming the bad argument. */
  parse(word: string, values: OptionValues, args: readonly string[]): Input;
  /** Carries it out on an open database (directly, or by the server that holds the data folder). */
  run?(db: Database, config: Config, input: Input): Promise<unknown>;
  /** Carries out a command that works on the data folder itself rather than on an open database. */
  runOnDataFolder?(config: Config, input: Input): Promise<unknown>;
  /** Why a server that holds DATA_DIR does not take it: the command then fails instead of being sent. */
  refusedByServer?(server: { pid: number; dataDir: string }): string;
  /** Completes the server's answer to what a direct run answers. */
  fromServer?(data: unknown): unknown;
  /** The exit code of a result that is not a success, and why; undefined for a success. */
  failure?(result: unknown): OpsFailure | undefined;
}

/** A zod error as the command line spells the options: `--coin must be …; --amount …`. */
export function optionErrors(error: z.ZodError, rename: Record<string, string> = {}): string {
  return error.issues
    .map((issue) => {
      const field = String(issue.path[0] ?? '');
      return `--${rename[field] ?? field} ${issue.message}`;
    })
    .join('; ');
}

/** The option's text, or undefined when it was not given. */
export function optionText(values: OptionValues, key: string): string | undefined {
  const value = values[key];
  return typeof value === 'string' ? value : undefined;
}
