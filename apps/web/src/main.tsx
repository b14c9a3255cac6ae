import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { resolveInitialRoutes } from './app/initial-routes';
import { routes } from './app/router';
import { listenForPreloadErrors } from './lib/chunk-errors';
import { initI18n } from './lib/i18n';
import { warmNumberFormat } from './lib/intl-cache';
import { localeFromPath } from './lib/locale-path';
import { initTheme } from './lib/theme';
import './index.css';

initTheme();
listenForPreloadErrors();

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

// The page renders once the active language's catalogue (its own chunk) has arrived.
const locale = localeFromPath(window.location.pathname);
void initI18n(locale)
  .then(() => resolveInitialRoutes(routes, window.location.pathname))
  .finally(() => {
    const root = createRoot(container);
    startTransition(() =>
      root.render(
        <StrictMode>
          <App />
        </StrictMode>,
      ),
    );
    // After the first render, while the page waits for its answers (setTimeout where the browser
    // has no idle callbacks).
    if ('requestIdleCallback' in window)
      requestIdleCallback(() => warmNumberFormat(locale), { timeout: 2000 });
    else setTimeout(() => warmNumberFormat(locale), 200);
  });
