import type { AttemptKind } from '@p2p/shared';
import type { ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '@/lib/use-translation';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ErrorPanel } from '@/components/ui/error-panel';
import { FormError } from '@/components/ui/field';
import { SkeletonLines } from '@/components/ui/skeleton';
import { applyServerErrors } from '@/lib/form-errors';
import { toast } from '@/lib/toasts';
import { useLeftAttempts } from '../api/get-left-attempts';
import { useVerificationRequests } from '../api/get-verification-requests';
import { useUploadVerificationFiles } from '../api/upload-verification-files';
import { DocumentFilesField, documentFilesSchema } from './document-files-field';
import { RequestStatus } from './request-status';

/**
 * A document verification (ID or address): its status and attempts, then the form when a new
 * request may start, or the upload of a request that was opened without its documents.
 */
export function VerificationSection({
  kind,
  title,
  description,
  verified,
  form,
}: {
  kind: AttemptKind;
  title: string;
  description: string;
  verified: boolean;
  form: ReactNode;
}) {
  const { t } = useTranslation();
  const requests = useVerificationRequests();
  const attempts = useLeftAttempts(kind);

  let body: ReactNode;
  if (requests.isPending || attempts.isPending) body = <SkeletonLines lines={4} />;
  else if (requests.isError || attempts.isError) {
    body = (
      <ErrorPanel
        error={requests.error ?? attempts.error}
        onRetry={() => {
          void requests.refetch();
          void attempts.refetch();
        }}
      />
    );
  } else {
    const latest = requests.data.find((request) => request.kind === kind);
    const done = verified || attempts.data.verified || latest?.status === 'approved';
    const pending = latest?.status === 'pending';
    body = (
      <div className="space-y-5">
        <RequestStatus verified={done} latest={latest} attempts={attempts.data} />
        {done ? null : pending ? (
          latest.files.length === 0 ? (
            <MissingDocumentsForm requestId={latest.id} kind={kind} />
          ) : null
        ) : attempts.data.attemptsLeft > 0 ? (
          form
        ) : (
          <p className="text-sm text-slate-700 dark:text-slate-300">{t('verification.request.noAttempts')}</p>
        )}
      </div>
    );
  }

  return (
    <Card title={title} description={description}>
      {body}
    </Card>
  );
}

const missingFilesSchema = z.object({ files: documentFilesSchema });

/** A request opened without its documents (the first upload failed): attach them now. */
function MissingDocumentsForm({ requestId, kind }: { requestId: string; kind: AttemptKind }) {
  const { t } = useTranslation();
  const upload = useUploadVerificationFiles();
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(missingFilesSchema) });

  const files = useWatch({ control, name: 'files' });

  const onSubmit = handleSubmit(async ({ files }) => {
    try {
      await upload.mutateAsync({ requestId, files: Array.from(files) });
      toast.success(t('verification.request.submitted'));
    } catch (error) {
      applyServerErrors(error, setError, ['files'], { aliases: { file: 'files' } });
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <p className="text-sm text-slate-700 dark:text-slate-300">
        {t('verification.request.missingDocuments')}
      </p>
      <FormError error={errors.root?.server} />
      <DocumentFilesField
        id={`${kind}-missing-files`}
        files={files}
        error={errors.files?.message}
        {...register('files')}
      />
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? t('verification.documents.uploading') : t('verification.documents.upload')}
      </Button>
    </form>
  );
}
