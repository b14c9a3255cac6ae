import type { ComponentProps } from 'react';
import Markdown, { type Components } from 'react-markdown';
import { LocalizedLink } from '@/components/ui/link';

const EXTERNAL = /^(https?:\/\/|mailto:)/i;
/** An app path: one leading slash (`//host` would leave the site). */
const INTERNAL = /^\/(?!\/)/;

/**
 * Keeps http(s), mailto and app paths; anything else (javascript:, data:, relative) becomes empty
 * and the link is shown as plain text.
 */
export function safeUrl(url: string): string {
  const trimmed = url.trim();
  return EXTERNAL.test(trimmed) || INTERNAL.test(trimmed) ? trimmed : '';
}

function MarkdownLink({ href, children }: ComponentProps<'a'>) {
  const className =
    'font-medium text-emerald-700 underline underline-offset-2 hover:text-emerald-800 dark:text-emerald-400 dark:hover:text-emerald-300';
  if (href && INTERNAL.test(href))
    return (
      <LocalizedLink to={href} className={className}>
        {children}
      </LocalizedLink>
    );
  if (href && EXTERNAL.test(href))
    return (
      <a href={href} className={className} rel="noopener noreferrer nofollow" target="_blank">
        {children}
      </a>
    );
  return <span>{children}</span>;
}

const components: Components = {
  h1: ({ children }) => (
    <h1 className="mb-4 text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl dark:text-white">
      {children}
    </h1>
  ),
  h2: ({ children }) => (
    <h2 className="mt-8 mb-3 text-xl font-semibold text-slate-900 dark:text-white">{children}</h2>
  ),
  h3: ({ children }) => (
    <h3 className="mt-6 mb-2 text-lg font-semibold text-slate-900 dark:text-white">{children}</h3>
  ),
  p: ({ children }) => <p className="my-3 leading-relaxed">{children}</p>,
  ul: ({ children }) => <ul className="my-3 list-disc space-y-1.5 ps-6">{children}</ul>,
  ol: ({ children }) => <ol className="my-3 list-decimal space-y-1.5 ps-6">{children}</ol>,
  strong: ({ children }) => (
    <strong className="font-semibold text-slate-900 dark:text-white">{children}</strong>
  ),
  blockquote: ({ children }) => (
    <blockquote className="my-4 border-s-4 border-emerald-600 ps-4 italic">{children}</blockquote>
  ),
  code: ({ children }) => (
    <code className="rounded bg-slate-100 px-1 font-mono text-sm dark:bg-slate-800">{children}</code>
  ),
  a: ({ href, children }) => <MarkdownLink href={href}>{children}</MarkdownLink>,
};

/**
 * Renders an operator's Markdown safely: raw HTML is dropped (never rendered), images are not shown,
 * and links keep only http(s), mailto and app paths (app paths stay in the visitor's language).
 */
export function MarkdownText({ markdown }: { markdown: string }) {
  return (
    <div className="text-slate-700 dark:text-slate-300">
      <Markdown skipHtml urlTransform={safeUrl} disallowedElements={['img']} components={components}>
        {markdown}
      </Markdown>
    </div>
  );
}
