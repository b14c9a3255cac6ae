import { describe, expect, it } from 'vitest';
import indexHtml from '../../../index.html?raw';
import navbarSource from './navbar.tsx?raw';

/** The class lists of index.html's static header: the header, its bar and the logo's square. */
function shellClasses() {
  const shell = new DOMParser().parseFromString(indexHtml, 'text/html');
  const header = shell.querySelector('#root > header');
  return {
    header: header?.getAttribute('class'),
    bar: header?.querySelector(':scope > div')?.getAttribute('class'),
    logo: header?.querySelector(':scope > div > span')?.getAttribute('class'),
    hidden: header?.getAttribute('aria-hidden'),
  };
}

/** A className string literal of the navbar's source, found by what it starts with. */
const navbarClass = (start: string) =>
  [...navbarSource.matchAll(/className="([^"]+)"/g)]
    .map((match) => match[1])
    .find((name) => name?.startsWith(start));

describe("index.html's header shell", () => {
  it('is the navbar at the same place and size, so the first render moves nothing', () => {
    const shell = shellClasses();
    expect(shell.header).toBe(navbarClass('sticky top-0'));
    expect(shell.bar).toBe(navbarClass('mx-auto flex h-16'));
    expect(shell.logo).toBe(navbarClass('grid size-8'));
  });

  it('is hidden from assistive technology (it has no links until the app runs)', () => {
    expect(shellClasses().hidden).toBe('true');
  });
});
