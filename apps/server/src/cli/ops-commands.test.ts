import { describe, expect, it } from 'vitest';
import { commandForWord, OPS_COMMANDS, OPS_OPTIONS, OPS_USAGE } from './ops-commands.js';

const words = OPS_COMMANDS.flatMap((command) => [...(command.words ?? [command.name])]);

describe('the table of operator commands', () => {
  it('chooses each command by words no other command uses', () => {
    expect(new Set(words).size).toBe(words.length);
    for (const command of OPS_COMMANDS)
      for (const word of command.words ?? [command.name]) expect(commandForWord(word)).toBe(command);
    expect(commandForWord('frobnicate')).toBeUndefined();
    expect(commandForWord(undefined)).toBeUndefined();
  });

  it('lists every word in the usage, each at the start of a line', () => {
    const listed = new Set(OPS_USAGE.split('\n').map((line) => /^ {2}([a-z-]+)/.exec(line)?.[1]));
    expect(words.filter((word) => !listed.has(word))).toEqual([]);
  });

  it('gives every command one way to run: on an open database or on the data folder', () => {
    for (const command of OPS_COMMANDS) {
      const runs = ('run' in command ? 1 : 0) + ('runOnDataFolder' in command ? 1 : 0);
      expect(runs, command.name).toBe(1);
    }
  });

  it('accepts each option once, the union of what the commands read', () => {
    expect(new Set(OPS_OPTIONS).size).toBe(OPS_OPTIONS.length);
    expect(OPS_OPTIONS).toEqual(expect.arrayContaining(['username', 'coin', 'operator', 'message-key']));
  });
});
