import type { DisputeDetail } from '@p2p/shared';
import { FileText } from 'lucide-react';
import { useTranslation } from '@/lib/use-translation';
import { Card } from '@/components/ui/card';
import { useLocale } from '@/hooks/use-locale';
import { formatDateTime, formatFileSize } from '@/lib/format';

type Upload = DisputeDetail['uploads'][number];

/** An image is shown (opening full size), a PDF is a link; both come from the protected upload route. */
export function UploadPreview({ upload }: { upload: Upload }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const name = upload.originalName || t('tradeLists.dispute.file');
  if (upload.mimetype.startsWith('image/'))
    return (
      <a href={upload.url} target="_blank" rel="noreferrer" className="group block">
        <img
          src={upload.url}
          alt={t('tradeLists.dispute.imageBy', { name, username: upload.uploader })}
          loading="lazy"
          className="h-32 w-full rounded-lg border border-slate-200 object-cover group-hover:opacity-90 dark:border-slate-700"
        />
      </a>
    );
  return (
    <a
      href={upload.url}
      target="_blank"
      rel="noreferrer"
      className="flex items-center gap-2 rounded-lg border border-slate-200 p-3 text-sm text-emerald-800 hover:bg-slate-50 dark:border-slate-700 dark:text-emerald-300 dark:hover:bg-slate-800"
    >
      <FileText aria-hidden className="size-5 shrink-0" />
      <span className="min-w-0 truncate">{name}</span>
      <span className="ms-auto shrink-0 text-xs text-slate-500">
        {formatFileSize(upload.sizeBytes, locale)}
      </span>
    </a>
  );
}

/** Every file the parties uploaded to the trade, newest last, with who sent it and when. */
export function DisputeEvidence({ uploads }: { uploads: readonly Upload[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Card title={t('tradeLists.dispute.evidence')} description={t('tradeLists.dispute.evidenceHint')}>
      {uploads.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('tradeLists.dispute.noEvidence')}</p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2">
          {uploads.map((upload) => (
            <li key={upload.id} className="space-y-1.5">
              <UploadPreview upload={upload} />
              <p className="text-xs text-slate-600 dark:text-slate-400">
                {t('tradeLists.dispute.uploadedBy', {
                  username: upload.uploader,
                  date: formatDateTime(upload.createdAt, locale),
                })}
              </p>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
