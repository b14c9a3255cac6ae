import type { Locale, WidgetErrorCode, WidgetRoute } from '@p2p/shared';
import type { FetchLike } from './api';
import type { Translate } from './texts';

/** What a widget needs from the page it is on and the marketplace it shows. */
export interface WidgetContext {
  /** The marketplace's origin, where embed.js was loaded from. */
  base: string;
  /** The marketplace's name as shown in texts ("Buy BTC on …"): its host. */
  site: string;
  fetch: FetchLike;
  /** Reports a widget that cannot show to the marketplace's error log. */
  report(problem: { code: WidgetErrorCode; message: string; route?: WidgetRoute; elementId?: string }): void;
}

/** One mounted widget: its context plus its language and translator. */
export interface WidgetScope extends WidgetContext {
  locale: Locale;
  t: Translate;
  /** A marketplace page's address in the widget's language (English has no prefix). */
  link(path: string): string;
}
