/**
 * Control characters have no place in any input: NUL cannot even be stored by PostgreSQL
 * (`invalid byte sequence for encoding "UTF8": 0x00`), the others hide text or break logs and exports.
 * Free text keeps its line breaks and tabs; a path segment or query parameter keeps none.
 * Lone UTF-16 surrogates are refused with them: they are not text either.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u001F\u007F-\u009F\uD800-\uDFFF]/u;
// eslint-disable-next-line no-control-regex -- as above
const CONTROL_EXCEPT_WHITESPACE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\uD800-\uDFFF]/u;

export interface ControlCharacterFinding {
  /** Dotted path of the string at fault (`items.0.name`), or of the object holding a bad key; '' is the root. */
  path: string;
  /** True when an object key, not a value, holds the character. */
  inKey: boolean;
}

/**
 * A string in `value` (at any depth, object keys included) holding a control character.
 * Walks without recursion, so a deeply nested body cannot exhaust the stack.
 * @example findControlCharacter({ note: 'a\u0000' }, { allowLineBreaks: true }) // { path: 'note', inKey: false }
 */
export function findControlCharacter(
  value: unknown,
  options: { allowLineBreaks: boolean },
): ControlCharacterFinding | undefined {
  const pattern = options.allowLineBreaks ? CONTROL_EXCEPT_WHITESPACE : CONTROL;
  const stack: Array<{ value: unknown; path: string }> = [{ value, path: '' }];
  const join = (path: string, key: string) => (path ? `${path}.${key}` : key);
  while (stack.length > 0) {
    const item = stack.pop()!;
    if (typeof item.value === 'string') {
      if (pattern.test(item.value)) return { path: item.path, inKey: false };
    } else if (Array.isArray(item.value)) {
      item.value.forEach((inner, index) =>
        stack.push({ value: inner, path: join(item.path, String(index)) }),
      );
    } else if (item.value !== null && typeof item.value === 'object') {
      for (const [key, inner] of Object.entries(item.value)) {
        if (CONTROL.test(key)) return { path: item.path, inKey: true };
        stack.push({ value: inner, path: join(item.path, key) });
      }
    }
  }
  return undefined;
}
