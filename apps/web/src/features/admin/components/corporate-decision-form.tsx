import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/use-translation';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { ApiError } from '@/lib/api-error';
import { toast } from '@/lib/toasts';
import { useTranslateMessage, zodMessages } from '@/lib/validation-messages';
import {
  corporateDecisionFormSchema,
  useDecideCorporateStatus,
  type CorporateDecision,
} from '../api/decide-corporate-status';
import { errorText } from './error-text';

const DECISIONS: readonly CorporateDecision[] = [
  'application_approved',
  'application_rejected',
  'application_waiting_resubmission',
  'in_review',
];

/**
 * Decides on a company application (staff). No route tells whether a user has applied, so the form
 * is always offered and the server's 404 ("no application") is shown in its place.
 */
export function CorporateDecisionForm({ userId, username }: { userId: number; username: string }) {
  const { t } = useTranslation();
  const translate = useTranslateMessage();
  const decide = useDecideCorporateStatus();
  const [noApplication, setNoApplication] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(corporateDecisionFormSchema, zodMessages),
    defaultValues: { status: '' as CorporateDecision, reason: '' },
  });

  if (noApplication)
    return <Alert variant="info">{t('admin.users.corporate.noApplication', { username })}</Alert>;

  return (
    <form
      noValidate
      className="max-w-xl space-y-4"
      onSubmit={handleSubmit(({ status, reason }) =>
        decide.mutate(
          { userId, status, ...(reason ? { reason } : {}) },
          {
            onSuccess: (result) => {
              reset();
              toast.success(
                t('admin.users.corporate.done', {
                  username,
                  status: t(`settings.corporate.statuses.${result.corporateStatus ?? status}`),
                }),
              );
            },
            onError: (error) => {
              if (error instanceof ApiError && error.status === 404) setNoApplication(true);
              else toast.error(errorText(error, t('errors.generic')));
            },
          },
        ),
      )}
    >
      <SelectField
        id="corporate-status"
        label={t('admin.users.corporate.statusLabel')}
        error={translate(errors.status?.message)}
        {...register('status')}
      >
        <option value="">{t('admin.users.corporate.choose')}</option>
        {DECISIONS.map((decision) => (
          <option key={decision} value={decision}>
            {t(`admin.users.corporate.decisions.${decision}`)}
          </option>
        ))}
      </SelectField>
      <TextareaField
        id="corporate-reason"
        label={t('admin.users.corporate.reasonLabel')}
        className="min-h-20"
        error={translate(errors.reason?.message)}
        {...register('reason')}
      />
      <Button type="submit" variant="secondary" disabled={decide.isPending}>
        {t('admin.users.corporate.submit')}
      </Button>
    </form>
  );
}
