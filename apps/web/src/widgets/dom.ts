type Child = Node | string | null | undefined | false;

/**
 * A tiny element builder: attributes are set with setAttribute (so `aria-*`, `for` and `dir` work
 * alike) and text children become text nodes, never HTML, so data from the API cannot inject markup.
 * @example h('a', { href: '/offer/x', class: 'btn' }, 'Buy BTC')
 */
export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Record<string, string | undefined> = {},
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value !== undefined) element.setAttribute(name, value);
  }
  for (const child of children) {
    if (child) element.append(child);
  }
  return element;
}

/** A term and its value, for the <dl> of an offer. */
export const detail = (term: string, ...value: Child[]) =>
  h('div', {}, h('dt', {}, term), h('dd', { class: 'num' }, ...value));

/**
 * An amount with its currency code, isolated: in a right-to-left widget "100.00 EUR – 500.00 EUR"
 * would otherwise be reordered around the dash.
 */
export const amount = (text: string) => h('bdi', {}, text);
