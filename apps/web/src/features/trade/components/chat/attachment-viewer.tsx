import type { TradeMessage } from '@p2p/shared';
import { Download } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';

type Attachment = NonNullable<TradeMessage['attachment']>;

/**
 * A PDF read with the session cookie into a blob: URL of this page. The upload itself is served as a
 * sandboxed download (never rendered on our origin); the blob is shown in a frame the page's policy
 * allows (frame-src blob:), and dropped when the viewer closes.
 */
function usePdfBlob(url: string, enabled: boolean) {
  const [state, setState] = useState<{ url: string | null; failed: boolean }>({ url: null, failed: false });
  useEffect(() => {
    if (!enabled) return;
    let objectUrl: string | null = null;
    let cancelled = false;
    fetch(url, { credentials: 'same-origin' })
      .then((answer) => (answer.ok ? answer.blob() : Promise.reject(new Error(String(answer.status)))))
      .then((blob) => {
        if (cancelled) return;
        objectUrl = URL.createObjectURL(new Blob([blob], { type: 'application/pdf' }));
        setState({ url: objectUrl, failed: false });
      })
      .catch(() => {
        if (!cancelled) setState({ url: null, failed: true });
      });
    return () => {
      cancelled = true;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
      setState({ url: null, failed: false });
    };
  }, [url, enabled]);
  return state;
}

/** An image or PDF of the chat shown inside the page, with a download link beside it. */
export function AttachmentViewer({
  file,
  name,
  open,
  onOpenChange,
}: {
  file: Attachment;
  name: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const pdf = file.mimetype === 'application/pdf';
  const blob = usePdfBlob(file.url, open && pdf);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="flex max-h-[calc(100dvh-2rem)] max-w-3xl flex-col gap-3 p-4"
        data-testid="attachment-viewer"
      >
        <DialogTitle className="truncate pe-8 text-base font-semibold text-slate-900 dark:text-white">
          {name}
        </DialogTitle>
        <DialogDescription className="sr-only">{name}</DialogDescription>
        <div className="grid min-h-0 flex-1 place-items-center overflow-auto rounded-xl bg-slate-100 dark:bg-slate-800">
          {!pdf ? (
            <img
              src={file.url}
              alt={t('trades.chat.imageAlt', { name })}
              className="max-h-[70dvh] max-w-full object-contain"
              data-testid="attachment-viewer-image"
            />
          ) : blob.url ? (
            <iframe
              src={blob.url}
              title={name}
              className="h-[70dvh] w-full rounded-xl bg-white"
              data-testid="attachment-viewer-pdf"
            />
          ) : blob.failed ? (
            <p className="p-6 text-sm text-slate-700 dark:text-slate-300">
              {t('trades.chat.viewer.pdfFallback')}
            </p>
          ) : (
            <div className="p-6">
              <Spinner label={name} />
            </div>
          )}
        </div>
        <div className="flex flex-wrap justify-end gap-2">
          <Button asChild variant="secondary" size="sm">
            <a href={file.url} download={file.name || undefined}>
              <Download aria-hidden className="size-4" />
              {t('trades.chat.viewer.download')}
            </a>
          </Button>
          <DialogClose asChild>
            <Button size="sm">{t('trades.chat.viewer.close')}</Button>
          </DialogClose>
        </div>
      </DialogContent>
    </Dialog>
  );
}
