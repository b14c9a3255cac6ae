import type { ReviewRequestView } from '@p2p/shared';
import { Download, ExternalLink, FileText, ImageOff } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useLocale } from '@/hooks/use-locale';
import { formatFileSize } from '@/lib/format';
import { useVerificationFile, verificationFilePath } from '../api/get-verification-file';

type DocumentFile = ReviewRequestView['files'][number];

const typeName = (contentType: string) => (contentType.split('/')[1] ?? contentType).toUpperCase();

/** The documents of a request: images shown in place, PDFs as download links. */
export function RequestDocuments({ files, username }: { files: readonly DocumentFile[]; username: string }) {
  const { t } = useTranslation();
  if (files.length === 0)
    return <p className="text-sm text-slate-600 dark:text-slate-400">{t('admin.request.noDocuments')}</p>;
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {files.map((file, index) => (
        <li key={file.id}>
          {file.contentType === 'application/pdf' ? (
            <PdfDocument file={file} number={index + 1} />
          ) : (
            <ImageDocument file={file} number={index + 1} username={username} />
          )}
        </li>
      ))}
    </ul>
  );
}

function DocumentCaption({ file, number }: { file: DocumentFile; number: number }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <p className="text-sm">
      <span className="font-medium text-slate-900 dark:text-slate-100">
        {t('admin.request.document', { number })}
      </span>{' '}
      <span className="text-slate-500 dark:text-slate-400">
        {t('admin.request.fileInfo', {
          type: typeName(file.contentType),
          size: formatFileSize(file.sizeBytes, locale),
        })}
      </span>
    </p>
  );
}

/**
 * An image read with the session cookie and shown through an object URL. The URL is set on the
 * elements directly and revoked when the image goes away, so no copy of the document outlives the page.
 */
function ImageDocument({ file, number, username }: { file: DocumentFile; number: number; username: string }) {
  const { t } = useTranslation();
  const image = useVerificationFile(file.id);
  const imageRef = useRef<HTMLImageElement>(null);
  const linkRef = useRef<HTMLAnchorElement>(null);
  const blob = image.data;

  useEffect(() => {
    if (!blob || typeof URL.createObjectURL !== 'function') return;
    const url = URL.createObjectURL(blob);
    if (imageRef.current) imageRef.current.src = url;
    if (linkRef.current) linkRef.current.href = url;
    return () => URL.revokeObjectURL(url);
  }, [blob]);

  return (
    <figure className="space-y-2">
      {image.isPending ? (
        <Skeleton className="aspect-[4/3] w-full rounded-xl" />
      ) : image.isError ? (
        <div
          role="alert"
          className="flex aspect-[4/3] w-full flex-col items-center justify-center gap-3 rounded-xl border border-dashed border-slate-300 p-4 text-center text-sm text-slate-600 dark:border-slate-700 dark:text-slate-400"
        >
          <ImageOff aria-hidden className="size-6" />
          {t('admin.request.fileLoadFailed')}
          <Button variant="secondary" size="sm" onClick={() => void image.refetch()}>
            {t('errors.retry')}
          </Button>
        </div>
      ) : (
        <a
          ref={linkRef}
          target="_blank"
          rel="noopener"
          className="group relative block overflow-hidden rounded-xl border border-slate-200 bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600 dark:border-slate-700 dark:bg-slate-950"
        >
          <img
            ref={imageRef}
            alt={t('admin.request.documentAlt', { number, username })}
            className="aspect-[4/3] w-full object-contain"
          />
          <span className="absolute end-2 bottom-2 inline-flex items-center gap-1 rounded-md bg-slate-900/75 px-2 py-1 text-xs font-medium text-white opacity-90 group-hover:opacity-100">
            <ExternalLink aria-hidden className="size-3.5" />
            {t('admin.request.openFull')}
          </span>
        </a>
      )}
      <figcaption>
        <DocumentCaption file={file} number={number} />
      </figcaption>
    </figure>
  );
}

/** PDFs are not rendered here: the server sends them as attachments, so the link downloads them. */
function PdfDocument({ file, number }: { file: DocumentFile; number: number }) {
  const { t } = useTranslation();
  return (
    <figure className="space-y-2">
      <div className="flex aspect-[4/3] w-full flex-col items-center justify-center gap-4 rounded-xl border border-slate-200 bg-slate-50 p-4 dark:border-slate-700 dark:bg-slate-950">
        <FileText aria-hidden className="size-12 text-slate-400 dark:text-slate-500" />
        <Button asChild variant="secondary" size="sm">
          <a href={verificationFilePath(file.id)} download>
            <Download aria-hidden className="size-4" />
            {t('admin.request.downloadPdf')}
          </a>
        </Button>
      </div>
      <figcaption>
        <DocumentCaption file={file} number={number} />
      </figcaption>
    </figure>
  );
}
