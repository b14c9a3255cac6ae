import { describe, expect, it } from 'vitest';
import { safeRedirectTarget } from './safe-redirect';

describe('safeRedirectTarget', () => {
  it('keeps same-site paths and refuses anything that could leave the site', () => {
    expect(safeRedirectTarget('/wallet?tab=1', '/')).toBe('/wallet?tab=1');
    expect(safeRedirectTarget('//evil.example', '/')).toBe('/');
    expect(safeRedirectTarget('/\\evil.example', '/')).toBe('/');
    expect(safeRedirectTarget('https://evil.example', '/es')).toBe('/es');
    expect(safeRedirectTarget(null, '/')).toBe('/');
  });
});
