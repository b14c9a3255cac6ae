import { MAX_VERIFICATION_FILE_BYTES, MAX_VERIFICATION_FILES, VERIFICATION_FILE_TYPES } from '@p2p/shared';
import { FileText } from 'lucide-react';
import type { ComponentProps } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { z } from 'zod';
import { FieldMessages, fieldAria } from '@/components/ui/field';
import { Label } from '@/components/ui/label';
import { i18n } from '@/lib/i18n';

const ACCEPTED: readonly string[] = VERIFICATION_FILE_TYPES;

/** The documents of a verification request: one to three images or PDFs of at most 10 MB each. */
export const documentFilesSchema = z.custom<FileList>().superRefine((files, context) => {
  const list = files ? Array.from(files) : [];
  const fail = (message: string) => context.addIssue({ code: 'custom', message });
  if (list.length === 0) return fail(i18n.t('verification.documents.required'));
  if (list.length > MAX_VERIFICATION_FILES)
    return fail(i18n.t('verification.documents.tooMany', { max: MAX_VERIFICATION_FILES }));
  if (list.some((file) => !ACCEPTED.includes(file.type)))
    return fail(i18n.t('verification.documents.wrongType'));
  if (list.some((file) => file.size > MAX_VERIFICATION_FILE_BYTES))
    return fail(i18n.t('verification.documents.tooLarge', { mb: MAX_VERIFICATION_FILE_BYTES / 1024 / 1024 }));
});

/** A labelled multiple file input (spread react-hook-form's `register('files')` into it). */
export function DocumentFilesField({
  id,
  error,
  files,
  ...props
}: Omit<ComponentProps<'input'>, 'id' | 'type'> & { id: string; error?: string; files?: FileList | null }) {
  const { t } = useTranslation();
  const hint = t('verification.documents.hint', {
    max: MAX_VERIFICATION_FILES,
    mb: MAX_VERIFICATION_FILE_BYTES / 1024 / 1024,
  });
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{t('verification.documents.label')}</Label>
      <input
        id={id}
        type="file"
        multiple
        accept={VERIFICATION_FILE_TYPES.join(',')}
        className="block w-full text-sm text-slate-700 file:me-3 file:rounded-lg file:border-0 file:bg-slate-100 file:px-3 file:py-2 file:text-sm file:font-medium file:text-slate-800 hover:file:bg-slate-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600 dark:text-slate-300 dark:file:bg-slate-800 dark:file:text-slate-100"
        {...fieldAria(id, { hint, error })}
        {...props}
      />
      {files && files.length > 0 ? (
        <ul className="space-y-1 text-sm text-slate-700 dark:text-slate-300">
          {Array.from(files).map((file) => (
            <li key={`${file.name}-${file.size}`} className="flex items-center gap-2">
              <FileText aria-hidden className="size-4 text-slate-500" />
              <span className="truncate">{file.name}</span>
            </li>
          ))}
        </ul>
      ) : null}
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}
