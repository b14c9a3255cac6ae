import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { clearCsrfStateForTests } from '@/lib/csrf';
import { closeErrorModal } from '@/lib/error-modal';
import { resources } from '@/i18n/resources';
import { i18n, initI18n } from '@/lib/i18n';
import { resetToastsForTests } from '@/lib/toasts';

void initI18n('en', resources);
// Files share jsdom (apps/web/vitest.config.ts): each starts, as in a browser of its own, without the
// cookies and storage an earlier file left (this file runs again before every test file).
for (const cookie of document.cookie.split(';')) {
  const name = cookie.split('=')[0]?.trim();
  if (name) document.cookie = `${name}=; max-age=0; path=/`;
}
localStorage.clear();
sessionStorage.clear();
restorePageLanguage();
// Lazy routes load their chunk on first visit; on a loaded 2-core machine that can take over the
// default 1 s, so queries and waitFor wait up to 5 s before they fail.
configure({ asyncUtilTimeout: 5000 });
// jsdom has no layout; the router's scroll restoration only needs the call to exist.
window.scrollTo = () => {};

afterEach(async () => {
  cleanup();
  clearCsrfStateForTests();
  resetToastsForTests();
  closeErrorModal();
  document.head.querySelectorAll('meta[name="csrf-token"]').forEach((meta) => meta.remove());
  if (i18n.language !== 'en') await i18n.changeLanguage('en');
  restorePageLanguage();
});

/**
 * `<html lang dir>` as the translator's language has them: a test that set or removed them (the
 * widgets' host page) would otherwise leave them to the next file, since only a change of language
 * writes them (lib/i18n.ts).
 */
function restorePageLanguage() {
  document.documentElement.lang = i18n.language;
  document.documentElement.dir = i18n.dir(i18n.language);
}
