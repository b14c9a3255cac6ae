import { zodResolver } from '@hookform/resolvers/zod';
import { RESTRICTION_KINDS, type RestrictionKind } from '@p2p/shared';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '@/lib/use-translation';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { SelectField } from '@/components/ui/select-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { toast } from '@/lib/toasts';
import { useTranslateMessage, zodMessages } from '@/lib/validation-messages';
import { restrictionInputSchema, useAddRestriction, type RestrictionInput } from '../api/add-restriction';
import { errorText } from './error-text';

const isKind = (value: unknown): value is RestrictionKind =>
  (RESTRICTION_KINDS as readonly unknown[]).includes(value);

/** Restricts an account; a ban signs the user out at once, so it is confirmed first. */
export function AddRestrictionForm({ userId, username }: { userId: number; username: string }) {
  const { t } = useTranslation();
  const translate = useTranslateMessage();
  const add = useAddRestriction();
  const [confirming, setConfirming] = useState<RestrictionInput | null>(null);
  const {
    register,
    handleSubmit,
    control,
    reset,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(restrictionInputSchema, zodMessages),
    defaultValues: { kind: '' as RestrictionKind, reason: '' },
  });
  const kind = useWatch({ control, name: 'kind' });

  const send = (input: RestrictionInput) =>
    add.mutate(
      { userId, ...input },
      {
        onSuccess: () => {
          setConfirming(null);
          reset();
          toast.success(
            t('admin.users.restrictions.added', {
              username,
              kind: t(`admin.users.restrictions.kinds.${input.kind}`),
            }),
          );
        },
        onError: (error) => {
          setConfirming(null);
          toast.error(errorText(error, t('errors.generic')));
        },
      },
    );

  return (
    <form
      noValidate
      onSubmit={handleSubmit((input) => (input.kind === 'ban' ? setConfirming(input) : send(input)))}
      className="space-y-4"
    >
      <h3 className="text-base font-semibold text-slate-900 dark:text-slate-50">
        {t('admin.users.restrictions.addTitle')}
      </h3>
      <div className="grid gap-4 md:grid-cols-[16rem_1fr]">
        <SelectField
          id="restriction-kind"
          label={t('admin.users.restrictions.kindLabel')}
          hint={isKind(kind) ? t(`admin.users.restrictions.kindHints.${kind}`) : undefined}
          error={translate(errors.kind?.message)}
          {...register('kind')}
        >
          <option value="">{t('admin.users.restrictions.chooseKind')}</option>
          {RESTRICTION_KINDS.map((option) => (
            <option key={option} value={option}>
              {t(`admin.users.restrictions.kinds.${option}`)}
            </option>
          ))}
        </SelectField>
        <TextareaField
          id="restriction-reason"
          label={t('admin.users.restrictions.reasonLabel')}
          hint={t('admin.users.restrictions.reasonHint')}
          className="min-h-20"
          error={translate(errors.reason?.message)}
          {...register('reason')}
        />
      </div>
      <Button type="submit" variant="danger" disabled={add.isPending}>
        {t('admin.users.restrictions.submit')}
      </Button>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => (open ? undefined : setConfirming(null))}
        title={t('admin.users.restrictions.banTitle', { username })}
        description={t('admin.users.restrictions.banDescription')}
        confirmLabel={t('admin.users.restrictions.banConfirm')}
        destructive
        pending={add.isPending}
        onConfirm={() => (confirming ? send(confirming) : undefined)}
      >
        <p className="rounded-lg bg-slate-50 px-3 py-2 text-sm break-words text-slate-700 dark:bg-slate-800 dark:text-slate-200">
          {t('admin.users.restrictions.liftReason', { reason: confirming?.reason ?? '' })}
        </p>
      </ConfirmDialog>
    </form>
  );
}
