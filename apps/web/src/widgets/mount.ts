import { parseWidgetLocation, WIDGET_LOCATION_ATTRIBUTE, type WidgetLocation } from '@p2p/shared';
import { WidgetLoadError } from './api';
import type { WidgetContext, WidgetScope } from './context';
import { renderConverter } from './converter';
import { h } from './dom';
import { renderOfferButton } from './offer-button';
import { WIDGET_CSS } from './styles';
import { isRightToLeft, translator, widgetLanguage } from './texts';
import { renderVendorOffers } from './vendor-offers';

const mounted = new WeakSet<Element>();

function render(scope: WidgetScope, location: WidgetLocation): Promise<Node> {
  switch (location.route) {
    case 'converter':
      return renderConverter(scope, location.props);
    case 'vendor-offers':
      return renderVendorOffers(scope, location.props);
    case 'offer-button':
      return renderOfferButton(scope, location.props);
  }
}

/** The element's shadow root with the widgets' style sheet; the element itself where none can attach. */
function isolatedRoot(element: Element): ParentNode {
  let root: ShadowRoot;
  try {
    root = element.shadowRoot ?? element.attachShadow({ mode: 'open' });
  } catch {
    return element;
  }
  root.replaceChildren(h('style', {}, WIDGET_CSS));
  return root;
}

/**
 * Mounts the widget its location attribute names into `element` (once per element): a bad attribute
 * is shown in the element in the page's language and reported, as is data that cannot be loaded.
 */
export async function mountWidget(element: Element, context: WidgetContext): Promise<void> {
  if (mounted.has(element)) return;
  mounted.add(element);
  const root = isolatedRoot(element);
  const parsed = parseWidgetLocation(element.getAttribute(WIDGET_LOCATION_ATTRIBUTE));
  const props = parsed.ok ? parsed.location.props : {};
  const locale = widgetLanguage(props.lang, element.closest('[lang]')?.getAttribute('lang'));
  const t = translator(locale);
  const frame = h('div', {
    class: 'w',
    'data-theme': props.theme ?? 'auto',
    lang: locale,
    dir: isRightToLeft(locale) ? 'rtl' : 'ltr',
  });
  root.append(frame);
  const elementId = element.id ? element.id.slice(0, 100) : undefined;
  const showError = (title: string, detail?: string) =>
    frame.replaceChildren(h('div', { class: 'err', role: 'alert' }, h('strong', {}, title), detail));

  if (!parsed.ok) {
    showError(t('badLocation'), t(parsed.code, { field: parsed.field ?? '' }));
    context.report({ code: parsed.code, message: parsed.message, elementId });
    return;
  }
  const { route } = parsed.location;
  const scope: WidgetScope = {
    ...context,
    locale,
    t,
    link: (path) => new URL(locale === 'en' ? path : `/${locale}${path}`, context.base).href,
  };
  frame.append(h('p', { role: 'status', class: 'muted' }, t('loading')));
  try {
    const content = await render(scope, parsed.location);
    frame.replaceChildren(
      content,
      h(
        'p',
        { class: 'muted foot' },
        h(
          'a',
          { href: scope.link('/'), target: '_blank', rel: 'noopener' },
          t('poweredBy', { site: context.site }),
        ),
      ),
    );
  } catch (error) {
    const notFound = error instanceof WidgetLoadError && error.status === 404;
    const title = notFound
      ? t(route === 'offer-button' ? 'offerNotFound' : 'vendorNotFound')
      : t('loadFailed', { site: context.site });
    showError(title);
    context.report({
      code: notFound ? 'NOT_FOUND' : 'LOAD_FAILED',
      message: error instanceof Error ? error.message.slice(0, 500) : 'The widget could not load',
      route,
      elementId,
    });
  }
}
