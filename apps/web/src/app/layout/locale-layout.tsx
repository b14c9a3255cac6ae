import { DEFAULT_LOCALE } from '@p2p/shared';
import { Suspense, useLayoutEffect } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Navigate, Outlet, useLocation, useParams } from 'react-router';
import { isPrefixLocale } from '@/lib/locale-path';
import { isProductSegment } from '@/features/gift-cards/utils/product-path';
import { LazyGiftCardProduct } from '../gift-card-routes';
import { NotFoundRoute } from '../routes/not-found';
import { AppLoading } from './app-loading';

/** Validates the optional locale prefix and switches i18next to it. */
export function LocaleLayout() {
  const { locale } = useParams();
  const { pathname, search, hash } = useLocation();
  const { i18n } = useTranslation();
  const activeLocale = isPrefixLocale(locale) ? locale : DEFAULT_LOCALE;

  useLayoutEffect(() => {
    if (i18n.language !== activeLocale) void i18n.changeLanguage(activeLocale);
  }, [activeLocale, i18n]);

  // The default locale is never written in URLs: /en/login → /login.
  if (locale === DEFAULT_LOCALE) {
    return <Navigate to={`${pathname.slice(DEFAULT_LOCALE.length + 1) || '/'}${search}${hash}`} replace />;
  }
  if (locale !== undefined && !isPrefixLocale(locale)) {
    // `/amazon-gift-card` arrives here as the locale segment: the `{product}-gift-card` page.
    if (isProductSegment(locale) && pathname.replace(/\/$/, '') === `/${locale}`) {
      return (
        <Suspense fallback={<AppLoading />}>
          <LazyGiftCardProduct segment={locale} />
        </Suspense>
      );
    }
    return <NotFoundRoute />;
  }
  return <Outlet />;
}
