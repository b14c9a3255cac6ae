import { pageContext, start, WIDGET_VERSION } from './embed';

// The script's own address, read while it runs (an async script still has currentScript then).
const script =
  (document.currentScript as HTMLScriptElement | null) ??
  document.querySelector<HTMLScriptElement>('script[src*="/widgets/embed.js"]');

if (script?.src) {
  const widgets = start(pageContext(script.src));
  (window as unknown as { P2PWidgets: unknown }).P2PWidgets = { version: WIDGET_VERSION, ...widgets };
}
