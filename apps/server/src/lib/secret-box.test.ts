import { describe, expect, it } from 'vitest';
import { createSecretBox } from './secret-box.js';

const KEY = 'k'.repeat(48);

describe('secret box', () => {
  it('opens what it sealed, and the sealed text does not contain the secret', () => {
    const box = createSecretBox(KEY);
    const sealed = box.seal('JBSWY3DPEHPK3PXP', 'totp:1');
    expect(sealed).toMatch(/^v1\./);
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(box.open(sealed, 'totp:1')).toBe('JBSWY3DPEHPK3PXP');
  });

  it('uses a fresh nonce each time', () => {
    const box = createSecretBox(KEY);
    expect(box.seal('same', 'c')).not.toBe(box.seal('same', 'c'));
  });

  it('is shared by every box built from the same key material (every node)', () => {
    const sealed = createSecretBox(KEY).seal('shared', 'c');
    expect(createSecretBox(KEY).open(sealed, 'c')).toBe('shared');
  });

  it('refuses another context, another key, a changed byte and malformed input', () => {
    const box = createSecretBox(KEY);
    const sealed = box.seal('secret', 'totp:1');
    expect(() => box.open(sealed, 'totp:2')).toThrow();
    expect(() => createSecretBox('x'.repeat(48)).open(sealed, 'totp:1')).toThrow();
    const [version, iv, tag, body] = sealed.split('.') as [string, string, string, string];
    const flipped = Buffer.from(body, 'base64url');
    flipped[0] = flipped[0]! ^ 1;
    expect(() => box.open([version, iv, tag, flipped.toString('base64url')].join('.'), 'totp:1')).toThrow();
    expect(() => box.open('v1.abc', 'totp:1')).toThrow('not a sealed value');
    expect(() => box.open(`v2.${iv}.${tag}.${body}`, 'totp:1')).toThrow('not a sealed value');
  });

  it('refuses weak key material', () => {
    expect(() => createSecretBox('short')).toThrow();
  });
});
