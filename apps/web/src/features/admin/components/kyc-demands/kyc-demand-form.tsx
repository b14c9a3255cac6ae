import { zodResolver } from '@hookform/resolvers/zod';
import {
  KYC_DEMAND_KINDS,
  KYC_DEMAND_ROLES,
  type KycDemand,
  type KycDemandInput,
  type KycDemandKind,
  type UserRole,
} from '@p2p/shared';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/use-translation';
import { Button } from '@/components/ui/button';
import { FieldError, FormError } from '@/components/ui/field';
import { TextareaField } from '@/components/ui/textarea-field';
import { applyServerErrors } from '@/lib/form-errors';
import { toast } from '@/lib/toasts';
import { useTranslateMessage, zodMessages } from '@/lib/validation-messages';
import { kycDemandInputSchema, useCreateKycDemand } from '../../api/kyc-demands';

/** Why staff cannot make a kind of demand now, or null when they can. */
function blockedBecause(kind: KycDemandKind, demands: readonly KycDemand[], identityVerified: boolean) {
  if (identityVerified) return 'verified' as const;
  if (demands.some((demand) => demand.kind === kind && demand.status === 'open')) return 'open' as const;
  return null;
}

/**
 * One reason and a button per kind the viewer's role may make. A kind the role may not make has no
 * button and a line saying who may; a button is disabled, with the reason beside it, while one of its
 * kind is open or when the identity is verified already (the server refuses both the same way).
 */
export function KycDemandForm({
  userId,
  username,
  role,
  demands,
  identityVerified,
}: {
  userId: number;
  username: string;
  role: UserRole;
  demands: readonly KycDemand[];
  identityVerified: boolean;
}) {
  const { t } = useTranslation();
  const translate = useTranslateMessage();
  const id = useId();
  const create = useCreateKycDemand(userId);
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    reset,
    formState: { errors },
  } = useForm<KycDemandInput>({
    resolver: zodResolver(kycDemandInputSchema, zodMessages),
    defaultValues: { reason: '' },
  });
  const allowed = KYC_DEMAND_KINDS.filter((kind) => KYC_DEMAND_ROLES[kind].includes(role));
  const notAllowed = KYC_DEMAND_KINDS.filter((kind) => !allowed.includes(kind));

  const send = (input: KycDemandInput) =>
    create.mutate(input, {
      onSuccess: () => {
        reset({ reason: '' });
        toast.success(t('kycDemands.created', { kind: t(`kycDemands.kinds.${input.kind}`), username }));
      },
      onError: (error) => applyServerErrors(error, setError, ['kind', 'reason']),
    });

  const submit = (kind: KycDemandKind) => {
    setValue('kind', kind);
    void handleSubmit(send)();
  };

  return (
    <form noValidate onSubmit={(event) => event.preventDefault()} className="space-y-4">
      <h3 className="text-base font-semibold text-slate-900 dark:text-slate-50">
        {t('kycDemands.addTitle')}
      </h3>
      <TextareaField
        id={`${id}-reason`}
        label={t('kycDemands.reasonLabel')}
        hint={t('kycDemands.reasonHint')}
        className="min-h-20"
        error={translate(errors.reason?.message)}
        {...register('reason')}
      />
      <fieldset className="space-y-3" aria-describedby={errors.kind ? `${id}-kind-error` : undefined}>
        <legend className="mb-2 text-sm font-medium text-slate-800 dark:text-slate-200">
          {t('kycDemands.kindLabel')}
        </legend>
        {allowed.map((kind) => {
          const blocked = blockedBecause(kind, demands, identityVerified);
          const noteId = `${id}-${kind}-note`;
          return (
            <div key={kind} className="flex flex-wrap items-center gap-3">
              <Button
                type="button"
                variant={kind === 'forced_verification' ? 'danger' : 'secondary'}
                disabled={create.isPending || blocked !== null}
                aria-describedby={noteId}
                onClick={() => submit(kind)}
              >
                {t(`kycDemands.make.${kind}`)}
              </Button>
              <p id={noteId} className="min-w-0 flex-1 text-xs text-slate-600 dark:text-slate-400">
                {blocked ? t(`kycDemands.blocked.${blocked}`) : t(`kycDemands.kindHints.${kind}`)}
              </p>
            </div>
          );
        })}
        {notAllowed.map((kind) => (
          <p
            key={kind}
            className="text-sm text-slate-600 dark:text-slate-400"
            data-testid={`kyc-demand-${kind}-missing`}
          >
            {t(`kycDemands.notForRole.${kind}`)}
          </p>
        ))}
        {errors.kind?.message ? <FieldError id={`${id}-kind-error`}>{errors.kind.message}</FieldError> : null}
      </fieldset>
      <FormError error={errors.root?.server} />
    </form>
  );
}
