import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { routerInitialized } from './app/initial-routes';
import { createAppRouter } from './app/router';
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
  .catch(() => undefined)
  .then(async () => {
    // The router loads the first page's route before the first render (app/initial-routes.ts).
    const router = createAppRouter();
    await routerInitialized(router);
    const root = createRoot(container);
    startTransition(() =>
      root.render(
        <StrictMode>
          <App router={router} />
        </StrictMode>,
      ),
    );
    // After the first render, while the page waits for its answers (setTimeout where the browser
    // has no idle callbacks).
    if ('requestIdleCallback' in window)
      requestIdleCallback(() => warmNumberFormat(locale), { timeout: 2000 });
    else setTimeout(() => warmNumberFormat(locale), 200);
  });
