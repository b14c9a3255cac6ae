import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { listenForPreloadErrors } from './lib/chunk-errors';
import { initI18n } from './lib/i18n';
import { localeFromPath } from './lib/locale-path';
import { initTheme } from './lib/theme';
import './index.css';

initTheme();
listenForPreloadErrors();

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

// The page renders once the active language's catalogue (its own chunk) has arrived.
void initI18n(localeFromPath(window.location.pathname)).finally(() => {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
