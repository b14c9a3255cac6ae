import { describe, expect, it } from 'vitest';
import { csvCell } from './trade-export.js';

describe('csvCell', () => {
  it('neutralises cells a spreadsheet would run as a formula', () => {
    for (const value of [
      '=1+1',
      '+1',
      '-1',
      '@SUM(A1)',
      '\tx',
      '\rx',
      '\nx',
      ' =1+1',
      '\u00a0@x',
      '\uff1d1+1',
    ])
      expect(csvCell(value).replace(/^"/, '').startsWith("'")).toBe(true);
  });

  it('quotes separators, quotes and line breaks, and leaves plain text alone', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('0.00100000')).toBe('0.00100000');
    expect(csvCell('=a,b')).toBe(`"'=a,b"`);
  });
});
