import { zodResolver } from '@hookform/resolvers/zod';
import type { ReviewRequestView } from '@p2p/shared';
import { Check, X } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/use-translation';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { TextareaField } from '@/components/ui/textarea-field';
import { toast } from '@/lib/toasts';
import { useTranslateMessage, zodMessages } from '@/lib/validation-messages';
import {
  approveRequestInputSchema,
  useApproveRequest,
  type ApproveRequestInput,
} from '../api/approve-request';
import { rejectRequestInputSchema, useRejectRequest } from '../api/reject-request';
import { errorText } from './error-text';
import { ReasonForm } from './reason-form';

type Dialog = 'approve' | 'reject' | null;

/** Approve or reject a pending request, each after a confirmation; a rejection needs a reason. */
export function ReviewDecision({
  request,
  onDecided,
}: {
  request: ReviewRequestView;
  onDecided: (request: ReviewRequestView) => void;
}) {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<Dialog>(null);
  const approve = useApproveRequest();
  const reject = useRejectRequest();
  const approveFormId = useId();
  const rejectFormId = useId();
  const { username } = request.user;
  const kind = t(`admin.verifications.kinds.${request.kind}`);

  /**
   * Awaited rather than given per-call callbacks: the decision changes the cached request, which
   * unmounts this component before the mutation settles, and TanStack Query skips the callbacks of
   * an unmounted caller. The toast and the way back to the queue must not depend on that.
   */
  const decide = async (run: () => Promise<ReviewRequestView>, done: string) => {
    try {
      const reviewed = await run();
      setDialog(null);
      toast.success(done);
      onDecided(reviewed);
    } catch (error) {
      setDialog(null);
      toast.error(errorText(error, t('errors.generic')));
    }
  };

  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600 dark:text-slate-400">{t('admin.request.decisionDescription')}</p>
      <div className="flex flex-wrap gap-3">
        <Button onClick={() => setDialog('approve')}>
          <Check aria-hidden className="size-4" />
          {t('admin.request.approve')}
        </Button>
        <Button variant="danger" onClick={() => setDialog('reject')}>
          <X aria-hidden className="size-4" />
          {t('admin.request.reject')}
        </Button>
      </div>

      <ConfirmDialog
        open={dialog === 'approve'}
        onOpenChange={(open) => setDialog(open ? 'approve' : null)}
        title={t('admin.request.approveTitle')}
        description={t('admin.request.approveDescription', { username, kind })}
        confirmLabel={t('admin.request.approve')}
        formId={approveFormId}
        pending={approve.isPending}
      >
        <ApproveForm
          id={approveFormId}
          onSubmit={(input) =>
            void decide(
              () => approve.mutateAsync({ requestId: request.id, ...input }),
              t('admin.request.approved', { username }),
            )
          }
        />
      </ConfirmDialog>

      <ConfirmDialog
        open={dialog === 'reject'}
        onOpenChange={(open) => setDialog(open ? 'reject' : null)}
        title={t('admin.request.rejectTitle')}
        description={t('admin.request.rejectDescription', { username })}
        confirmLabel={t('admin.request.reject')}
        formId={rejectFormId}
        pending={reject.isPending}
        destructive
      >
        {/* A rejection needs a reason: the user reads it on their verification page. */}
        <ReasonForm
          id={rejectFormId}
          schema={rejectRequestInputSchema}
          label={t('admin.request.reasonLabel')}
          hint={t('admin.request.reasonHint')}
          onSubmit={(input) =>
            void decide(
              () => reject.mutateAsync({ requestId: request.id, ...input }),
              t('admin.request.rejected', { username }),
            )
          }
        />
      </ConfirmDialog>
    </div>
  );
}

/** An approval may carry a note for the audit log. */
function ApproveForm({ id, onSubmit }: { id: string; onSubmit: (input: ApproveRequestInput) => void }) {
  const { t } = useTranslation();
  const translate = useTranslateMessage();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(approveRequestInputSchema, zodMessages), defaultValues: { note: '' } });
  return (
    <form id={id} noValidate onSubmit={handleSubmit(({ note }) => onSubmit(note ? { note } : {}))}>
      <TextareaField
        id={`${id}-note`}
        label={t('admin.request.noteLabel')}
        className="min-h-20"
        error={translate(errors.note?.message)}
        {...register('note')}
      />
    </form>
  );
}
