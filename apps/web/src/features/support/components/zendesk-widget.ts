/** Zendesk's messaging Web Widget, loaded on demand when the operator configured it (decision 023). */

type ZendeskApi = (...args: unknown[]) => void;

declare global {
  interface Window {
    zE?: ZendeskApi;
  }
}

export const ZENDESK_SNIPPET_URL = 'https://static.zdassets.com/ekr/snippet.js';

let loading: Promise<ZendeskApi> | null = null;

/** Adds the widget's snippet once (it must carry the id `ze-snippet`) and waits for `zE`. */
export function loadZendeskWidget(widgetKey: string, doc: Document = document): Promise<ZendeskApi> {
  if (window.zE) return Promise.resolve(window.zE);
  loading ??= new Promise<ZendeskApi>((resolve, reject) => {
    const script = doc.createElement('script');
    script.id = 'ze-snippet';
    script.async = true;
    script.src = `${ZENDESK_SNIPPET_URL}?key=${encodeURIComponent(widgetKey)}`;
    script.onload = () => (window.zE ? resolve(window.zE) : reject(new Error('Zendesk widget missing')));
    script.onerror = () => {
      loading = null;
      script.remove();
      reject(new Error('Zendesk widget could not be loaded'));
    };
    doc.body.appendChild(script);
  });
  return loading;
}

/**
 * Opens the widget signed in as the current user: the widget asks for the JWT through the callback
 * whenever it needs one, and the server signs it (GET /rest/v3/zendesk/jwt-token).
 */
export async function openZendeskMessenger(
  widgetKey: string,
  fetchToken: () => Promise<string>,
): Promise<void> {
  const zE = await loadZendeskWidget(widgetKey);
  zE('messenger', 'loginUser', (callback: (token: string) => void) => {
    void fetchToken().then(callback);
  });
  zE('messenger', 'open');
}

/** Tests only: forget the loaded widget. */
export function resetZendeskWidget(): void {
  loading = null;
  delete window.zE;
}
