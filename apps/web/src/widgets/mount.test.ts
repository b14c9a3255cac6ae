import { afterEach, describe, expect, it, vi, type Mock } from 'vitest';
import type { WidgetContext } from './context';
import { pageContext, start } from './embed';
import { mountWidget } from './mount';

const BASE = 'https://market.example';

const offer = {
  id: 'Hash123',
  type: 'sell',
  cryptoCurrencyCode: 'BTC',
  fiatCurrency: { code: 'USD', name: 'US Dollar', precision: 2, rate: { usd: '1' } },
  fiatPricePerCrypto: '95000.5',
  fiatLimitMin: '100',
  fiatLimitMax: '2500',
  paymentMethod: { id: 1, groupId: 1, name: 'Bank transfer', slug: 'bank-transfer', isBinCodeEnabled: false },
};
const card = {
  offerHash: 'Card1',
  type: 'buy',
  cryptoCurrencyCode: 'USDT',
  fiatCurrencyCode: 'EUR',
  fiatPricePerCrypto: '0.93',
  fiatLimitMin: '10',
  fiatLimitMax: '500',
  paymentMethod: { id: 2, groupId: 1, name: 'SEPA', slug: 'sepa', isBinCodeEnabled: false },
};
const rates = [
  {
    cryptoCurrencyCode: 'BTC',
    usdRate: '95000',
    fiatCurrencyCode: 'USD',
    fiatRate: '95000.12345678',
    fiatPrecision: 2,
  },
  { cryptoCurrencyCode: 'ETH', usdRate: '3000', fiatCurrencyCode: 'USD', fiatRate: '3000', fiatPrecision: 2 },
];
const currencies = {
  popular: [],
  currencies: [
    { id: 144, code: 'USD', name: 'US Dollar', originalName: 'US Dollar', urlParam: 'usd' },
    { id: 50, code: 'EUR', name: 'Euro', originalName: 'Euro', urlParam: 'eur' },
  ],
  fastSearch: [],
};

/** The marketplace as the widgets see it: the answers of the public reads they call. */
function marketplace(overrides: Record<string, { status: number; body?: unknown }> = {}) {
  return vi.fn(async (url: string, _init?: RequestInit) => {
    const path = url.replace(BASE, '');
    const answer =
      Object.entries(overrides).find(([prefix]) => path.startsWith(prefix))?.[1] ??
      (path.startsWith('/rest/v1/offers/Hash123')
        ? { status: 200, body: { data: offer } }
        : path.startsWith('/rest/v1/users/alice/active-offers')
          ? { status: 200, body: { data: [card] } }
          : path.startsWith('/rest/v2/wallet/crypto-currencies/rates')
            ? { status: 200, body: { data: rates } }
            : path.startsWith('/rest/v1/calculator/currency')
              ? { status: 200, body: { data: currencies } }
              : { status: 404, body: { error: { code: 'ERROR_NOT_FOUND' } } });
    return new Response(JSON.stringify(answer.body ?? {}), { status: answer.status });
  });
}

function context(fetchImpl = marketplace()): WidgetContext & { report: Mock<WidgetContext['report']> } {
  return { base: BASE, site: 'market.example', fetch: fetchImpl, report: vi.fn<WidgetContext['report']>() };
}

function element(location: string, id = 'widget') {
  const div = document.createElement('div');
  div.id = id;
  div.setAttribute('data-location', location);
  document.body.append(div);
  return div;
}

const text = (host: Element) => host.shadowRoot?.textContent ?? '';

afterEach(() => {
  document.body.replaceChildren();
  document.documentElement.removeAttribute('lang');
});

describe('mountWidget: a bad location attribute', () => {
  it.each([
    ['{not json', 'LOCATION_NOT_VALID', 'Its location attribute is not valid JSON with a route and props.'],
    [
      '{"route":"wallet","props":{}}',
      'LOCATION_ROUTE_INVALID',
      'The route field of its location attribute is invalid.',
    ],
    [
      '{"route":"offer-button","props":{"offer":"x"}}',
      'LOCATION_PROPS_INVALID',
      'The props field of its location attribute is invalid: props.offerId.',
    ],
  ])('%s is shown in the element and reported as %s', async (attribute, code, message) => {
    const ctx = context();
    const host = element(attribute, 'broken');
    await mountWidget(host, ctx);
    const alert = host.shadowRoot!.querySelector('[role="alert"]')!;
    expect(alert.textContent).toBe(`This widget cannot be shown.${message}`);
    expect(ctx.report).toHaveBeenCalledOnce();
    expect(ctx.report).toHaveBeenCalledWith(
      expect.objectContaining({
        code,
        elementId: 'broken',
        message: expect.stringMatching(/^Bad location attribute: /),
      }),
    );
    expect(ctx.fetch).not.toHaveBeenCalled();
  });

  it('speaks the host page language', async () => {
    document.documentElement.setAttribute('lang', 'es-MX');
    const host = element('[]');
    await mountWidget(host, context());
    expect(text(host)).toContain('Este widget no se puede mostrar.');
  });
});

describe('mountWidget: the widgets', () => {
  it('shows an offer with its button to the marketplace, reading it without credentials', async () => {
    const ctx = context();
    const host = element('{"route":"offer-button","props":{"offerId":"Hash123"}}');
    await mountWidget(host, ctx);
    expect(ctx.fetch).toHaveBeenCalledWith(
      `${BASE}/rest/v1/offers/Hash123`,
      expect.objectContaining({ credentials: 'omit', mode: 'cors' }),
    );
    expect(text(host)).toContain('95,000.50 USD per BTC');
    expect(text(host)).toContain('100.00 USD – 2,500.00 USD');
    const button = host.shadowRoot!.querySelector('a.btn')!;
    expect(button.textContent).toBe('Buy BTC on market.example');
    expect(button.getAttribute('href')).toBe(`${BASE}/offer/Hash123`);
    expect(ctx.report).not.toHaveBeenCalled();
  });

  it("lists a vendor's offers with a link to each, in the widget's language and direction", async () => {
    const host = element('{"route":"vendor-offers","props":{"username":"alice","lang":"ar","theme":"dark"}}');
    await mountWidget(host, context());
    const frame = host.shadowRoot!.querySelector('.w')!;
    expect(frame.getAttribute('dir')).toBe('rtl');
    expect(frame.getAttribute('data-theme')).toBe('dark');
    expect(text(host)).toContain('عروض alice');
    const link = host.shadowRoot!.querySelector('li a')!;
    expect(link.getAttribute('href')).toBe(`${BASE}/ar/offer/Card1`);
    expect(link.textContent).toBe('بيع USDT');
    expect(text(host)).toContain('SEPA');
  });

  it('says when a vendor or an offer does not exist, and reports it', async () => {
    const ctx = context();
    const vendor = element('{"route":"vendor-offers","props":{"username":"nobody"}}', 'v');
    const button = element('{"route":"offer-button","props":{"offerId":"Gone1"}}', 'o');
    await Promise.all([mountWidget(vendor, ctx), mountWidget(button, ctx)]);
    expect(text(vendor)).toContain('No vendor with this username.');
    expect(text(button)).toContain('This offer is not available.');
    expect(ctx.report).toHaveBeenCalledWith(
      expect.objectContaining({ code: 'NOT_FOUND', route: 'vendor-offers', elementId: 'v' }),
    );
    expect(ctx.report).toHaveBeenCalledWith(
      expect.objectContaining({ code: 'NOT_FOUND', route: 'offer-button', elementId: 'o' }),
    );
  });

  it('reports data that cannot be loaded', async () => {
    const ctx = context(marketplace({ '/rest/v1/offers': { status: 503 } }));
    const host = element('{"route":"offer-button","props":{"offerId":"Hash123"}}');
    await mountWidget(host, ctx);
    expect(text(host)).toContain('Could not load data from market.example.');
    expect(ctx.report).toHaveBeenCalledWith(
      expect.objectContaining({ code: 'LOAD_FAILED', route: 'offer-button' }),
    );
  });

  it('converts both ways at the live rate', async () => {
    const host = element('{"route":"converter","props":{"amount":"0.5"}}');
    await mountWidget(host, context());
    const root = host.shadowRoot!;
    const [coinInput, fiatInput] = [...root.querySelectorAll('input')];
    expect(fiatInput!.value).toBe('47500.06');
    expect(text(host)).toContain('1 BTC = 95,000.12 USD');
    fiatInput!.value = '100';
    fiatInput!.dispatchEvent(new Event('input'));
    expect(coinInput!.value).toBe('0.00105263');
    const coin = root.querySelector<HTMLSelectElement>('select')!;
    coin.value = 'ETH';
    coin.dispatchEvent(new Event('change'));
    expect(coinInput!.value).toBe('0.033333333');
    expect(root.querySelector('label')!.textContent).toContain('Coin');
  });

  it('mounts an element once', async () => {
    const ctx = context();
    const host = element('{"route":"offer-button","props":{"offerId":"Hash123"}}');
    await mountWidget(host, ctx);
    await mountWidget(host, ctx);
    expect(ctx.fetch).toHaveBeenCalledOnce();
  });
});

describe('the embed script on a page', () => {
  it('mounts the elements there and those added later', async () => {
    const ctx = context();
    const first = element('{"route":"offer-button","props":{"offerId":"Hash123"}}', 'first');
    const widgets = start(ctx);
    const later = document.createElement('section');
    later.innerHTML = `<div id="later" data-location='{"route":"vendor-offers","props":{"username":"alice"}}'></div>`;
    document.body.append(later);
    await vi.waitFor(() => {
      expect(text(first)).toContain('Buy BTC on market.example');
      expect(text(document.getElementById('later')!)).toContain('Offers of alice');
    });
    widgets.stop();
  });

  it('reports to the marketplace it was loaded from, without cookies and without the query', async () => {
    const fetchImpl = vi.fn(async () => new Response('{}', { status: 202 }));
    const ctx = pageContext(`${BASE}/widgets/embed.js`, fetchImpl);
    expect(ctx.base).toBe(BASE);
    ctx.report({ code: 'LOCATION_NOT_VALID', message: 'Bad location attribute: not valid', elementId: 'x' });
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(`${BASE}/rest/v1/widgets/errors`);
    expect(init).toMatchObject({ method: 'POST', credentials: 'omit', mode: 'cors' });
    expect(JSON.parse(String(init.body))).toEqual({
      code: 'LOCATION_NOT_VALID',
      message: 'Bad location attribute: not valid',
      elementId: 'x',
      page: `${location.origin}${location.pathname}`,
      version: '1.0.0',
    });
  });
});
