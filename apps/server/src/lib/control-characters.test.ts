import { describe, expect, it } from 'vitest';
import { findControlCharacter } from './control-characters.js';

const body = { allowLineBreaks: true };
const strict = { allowLineBreaks: false };

describe('findControlCharacter', () => {
  it('finds NUL, escape, DEL, C1 controls and lone surrogates, and names the path', () => {
    for (const bad of ['\u0000', '\u001b', '\u007f', '\u0085', '\ud800', 'x\udc00']) {
      expect(findControlCharacter({ a: [{ b: `ok${bad}` }] }, body)).toEqual({ path: 'a.0.b', inKey: false });
    }
  });

  it('lets ordinary text, emoji (surrogate pairs) and, in bodies, line breaks and tabs through', () => {
    expect(
      findControlCharacter({ bio: 'Héllo 🙂\r\n\tcash only', n: 5, ok: true, none: null }, body),
    ).toBeUndefined();
  });

  it('refuses line breaks and tabs where no free text belongs (path and query)', () => {
    expect(findControlCharacter({ hash: 'ab\ncd' }, strict)).toEqual({ path: 'hash', inKey: false });
    expect(findControlCharacter({ q: 'a\tb' }, strict)).toEqual({ path: 'q', inKey: false });
  });

  it('checks keys, reporting the object that holds the key', () => {
    expect(findControlCharacter({ outer: { 'a\nb': 1 } }, body)).toEqual({ path: 'outer', inKey: true });
    expect(findControlCharacter({ 'k\u0000': 1 }, body)).toEqual({ path: '', inKey: true });
  });

  it('walks a very deep value without recursion', () => {
    let deep: unknown = '\u0000';
    for (let index = 0; index < 200_000; index += 1) deep = [deep];
    expect(findControlCharacter(deep, body)?.inKey).toBe(false);
  });
});
