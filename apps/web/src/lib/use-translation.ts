import { useSyncExternalStore } from 'react';
import { i18n } from './i18n';

const subscribe = (onChange: () => void) => i18n.on('languageChanged', onChange);
const activeLanguage = () => i18n.language;

/**
 * The active language's translating function, and the translator (its `language`, `changeLanguage`);
 * the component renders again when the language changes.
 * @example const { t } = useTranslation(); return <h1>{t('nav.home')}</h1>;
 */
export function useTranslation() {
  const language = useSyncExternalStore(subscribe, activeLanguage, activeLanguage);
  return { t: i18n.getFixedT(language), i18n };
}
