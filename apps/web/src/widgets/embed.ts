import { WIDGET_LOCATION_ATTRIBUTE, type WidgetErrorReport } from '@p2p/shared';
import type { WidgetContext } from './context';
import { mountWidget } from './mount';

/** Sent with each error report; bump it when the widgets change in a way the log should tell apart. */
export const WIDGET_VERSION = '1.0.0';

/**
 * The context of widgets on this page: the marketplace is where this script came from (its
 * `<script src>`), and errors go to its POST /rest/v1/widgets/errors without cookies.
 */
export function pageContext(scriptSrc: string, fetchImpl: typeof fetch = fetch): WidgetContext {
  const base = new URL(scriptSrc, document.baseURI).origin;
  return {
    base,
    site: new URL(base).host,
    fetch: fetchImpl,
    report(problem) {
      const body: WidgetErrorReport = {
        ...problem,
        // Only the page's address without its query or fragment, which may carry private data.
        page: `${location.origin}${location.pathname}`.slice(0, 2048),
        version: WIDGET_VERSION,
      };
      fetchImpl(`${base}/rest/v1/widgets/errors`, {
        method: 'POST',
        mode: 'cors',
        credentials: 'omit',
        keepalive: true,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }).catch(() => {
        // A report that cannot be sent is not worth a second error on the host page.
      });
    },
  };
}

/** Mounts every element with a location attribute under `root`, now and as the page adds more. */
export function start(context: WidgetContext, root: Document = document) {
  const selector = `[${WIDGET_LOCATION_ATTRIBUTE}]`;
  const mountAll = (scope: ParentNode) =>
    scope.querySelectorAll(selector).forEach((element) => void mountWidget(element, context));
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (!(node instanceof Element)) continue;
        if (node.matches(selector)) void mountWidget(node, context);
        mountAll(node);
      }
    }
  });
  const begin = () => {
    mountAll(root);
    observer.observe(root.documentElement, { childList: true, subtree: true });
  };
  if (root.readyState === 'loading') root.addEventListener('DOMContentLoaded', begin, { once: true });
  else begin();
  return {
    mount: (element: Element) => mountWidget(element, context),
    mountAll,
    stop: () => observer.disconnect(),
  };
}
