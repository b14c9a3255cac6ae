import { describe, expect, it } from 'vitest';
import { flagOf, parseForm, singleValues } from './compat-form.js';

describe('compatible API form fields', () => {
  it('reads repeated keys and key[] as lists, and a prototype name as a plain field', () => {
    const fields = parseForm('tags[]=a&tags[]=b&margin=2&margin=3&__proto__=x');
    expect(fields.tags).toEqual(['a', 'b']);
    expect(fields.margin).toEqual(['2', '3']);
    expect(Object.getPrototypeOf(fields)).toBeNull();
    const single = singleValues(fields);
    expect(single.margin).toBe('3');
    expect(Object.keys(single)).toContain('__proto__');
    expect(Object.getOwnPropertyDescriptor(single, '__proto__')?.value).toBe('x');
  });

  it('reads flags as the original API sent them, and leaves anything else for the schema to refuse', () => {
    for (const yes of ['1', 'true', 'YES', ' on ']) expect(flagOf(yes), yes).toBe(true);
    for (const no of ['0', 'false', 'no', 'off', '']) expect(flagOf(no), no).toBe(false);
    expect(flagOf('maybe')).toBe('maybe');
    expect(flagOf(['0', '1'])).toBe(true);
  });
});
