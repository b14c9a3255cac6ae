import type { PublicPageName } from '@p2p/shared';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Alert } from '@/components/ui/alert';
import { ErrorPanel } from '@/components/ui/error-panel';
import { SkeletonLines } from '@/components/ui/skeleton';
import { useLocale } from '@/hooks/use-locale';
import { usePublicPage } from '../api/get-public-page';
import { MarkdownText } from './markdown-text';

/** Puts values into a text's `{name}` placeholders (the country landing's `{country}`). */
export function fillPlaceholders(markdown: string, values: Readonly<Record<string, string>>): string {
  return markdown.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/**
 * A public page: its operator-editable Markdown text in the visitor's language (English, with a
 * note, when the page has none), then `children` (the fees table, the landings' actions).
 */
export function PublicPage({
  page,
  title,
  placeholders,
  children,
}: {
  page: PublicPageName;
  /** The document title (the text's own first heading is the visible one). */
  title: string;
  placeholders?: Readonly<Record<string, string>>;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const text = usePublicPage(page, locale);
  let body;
  if (text.isPending) body = <SkeletonLines lines={8} />;
  else if (text.isError) body = <ErrorPanel error={text.error} onRetry={() => void text.refetch()} />;
  else
    body = (
      <>
        {text.data.fallback ? (
          <Alert variant="info" className="mb-6">
            {t('publicPages.fallbackNote')}
          </Alert>
        ) : null}
        <div lang={text.data.lang}>
          <MarkdownText
            markdown={placeholders ? fillPlaceholders(text.data.markdown, placeholders) : text.data.markdown}
          />
        </div>
      </>
    );
  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 lg:py-12" data-public-page={page}>
      <title>{t('app.pageTitle', { title })}</title>
      {body}
      {children}
    </article>
  );
}
