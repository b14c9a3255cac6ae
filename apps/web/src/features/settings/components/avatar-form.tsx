import { AVATAR_CONTENT_TYPES, AVATAR_MAX_BYTES } from '@p2p/shared';
import { Upload } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { FieldMessages, fieldAria } from '@/components/ui/field';
import { Label } from '@/components/ui/label';
import { ApiError } from '@/lib/api-error';
import { toast } from '@/lib/toasts';
import { useTranslateMessage } from '@/lib/validation-messages';
import { useUploadAvatar } from '../api/upload-avatar';

const ACCEPTED: readonly string[] = AVATAR_CONTENT_TYPES;
const MAX_MB = AVATAR_MAX_BYTES / 1024 / 1024;

interface Chosen {
  file: File;
  /** A local preview, released when another file is chosen or the form goes away. */
  previewUrl: string | null;
}

const previewOf = (file: File) =>
  typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null;

export function AvatarForm({ username, avatarUrl }: { username: string; avatarUrl: string | null }) {
  const { t } = useTranslation();
  const translate = useTranslateMessage();
  const id = useId();
  const upload = useUploadAvatar();
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [error, setError] = useState<string | undefined>();
  useEffect(() => {
    const url = chosen?.previewUrl;
    return () => {
      if (url) URL.revokeObjectURL(url);
    };
  }, [chosen]);
  const file = chosen?.file ?? null;
  const preview = chosen?.previewUrl ?? null;
  const hint = t('settings.avatar.hint', { mb: MAX_MB });

  const choose = (next: File | undefined) => {
    setError(undefined);
    if (!next) return setChosen(null);
    if (!ACCEPTED.includes(next.type)) return setError(t('settings.avatar.wrongType'));
    if (next.size > AVATAR_MAX_BYTES) return setError(t('settings.avatar.tooLarge', { mb: MAX_MB }));
    setChosen({ file: next, previewUrl: previewOf(next) });
  };

  return (
    <form
      noValidate
      className="flex flex-col gap-4 sm:flex-row sm:items-start"
      onSubmit={(event) => {
        event.preventDefault();
        if (!file) return setError(t('settings.avatar.required'));
        upload.mutate(file, {
          onSuccess: () => {
            setChosen(null);
            toast.success(t('settings.avatar.saved'));
          },
          onError: (failure) =>
            setError(
              failure instanceof ApiError && failure.status < 500
                ? translate(failure.details?.file?.join(' ') ?? failure.message)
                : t('errors.generic'),
            ),
        });
      }}
    >
      {preview ? (
        <img
          src={preview}
          alt={t('settings.avatar.previewAlt')}
          className="size-20 shrink-0 rounded-full object-cover"
        />
      ) : (
        <Avatar src={avatarUrl} name={username} size="lg" />
      )}
      <div className="min-w-0 flex-1 space-y-2">
        <Label htmlFor={id}>{t('settings.avatar.label')}</Label>
        <input
          id={id}
          type="file"
          accept={AVATAR_CONTENT_TYPES.join(',')}
          onChange={(event) => choose(event.target.files?.[0])}
          className="block w-full text-sm text-slate-700 file:me-3 file:rounded-lg file:border-0 file:bg-slate-100 file:px-3 file:py-2 file:text-sm file:font-medium file:text-slate-800 hover:file:bg-slate-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600 dark:text-slate-300 dark:file:bg-slate-800 dark:file:text-slate-100"
          {...fieldAria(id, { hint, error })}
        />
        <FieldMessages id={id} hint={hint} error={error} />
        <Button type="submit" variant="secondary" size="sm" disabled={!file || upload.isPending}>
          <Upload aria-hidden className="size-4" />
          {upload.isPending ? t('settings.avatar.uploading') : t('settings.avatar.upload')}
        </Button>
      </div>
    </form>
  );
}
