import type { DirectoryBank } from './types.js';

/**
 * A country's directory widened from a maintained source (issue 15): every bank of the built-in list as
 * written there (its BICs and the name people know it by), then each bank of the source whose code the
 * built-in list does not have. So a code both know keeps its id, name and BICs, and the built-in list
 * still answers for a bank the source lacks.
 */
export function widenDirectory(builtIn: DirectoryBank[], fromSource: DirectoryBank[]): DirectoryBank[] {
  const known = new Set(builtIn.map((bank) => bank.code));
  return [...builtIn, ...fromSource.filter((bank) => !known.has(bank.code))];
}
