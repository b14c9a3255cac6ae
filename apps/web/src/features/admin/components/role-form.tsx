import { zodResolver } from '@hookform/resolvers/zod';
import { USER_ROLES, type UserRole } from '@p2p/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/use-translation';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { SelectField } from '@/components/ui/select-field';
import { toast } from '@/lib/toasts';
import { useTranslateMessage, zodMessages } from '@/lib/validation-messages';
import { roleInputSchema, useChangeRole, type RoleInput } from '../api/change-role';
import { errorText } from './error-text';

/**
 * Changes a user's role (admins only), after a confirmation. The API does not tell anyone else's
 * current role, so the form starts empty and reports the role it set.
 */
export function RoleForm({ userId, username }: { userId: number; username: string }) {
  const { t } = useTranslation();
  const translate = useTranslateMessage();
  const change = useChangeRole();
  const [confirming, setConfirming] = useState<RoleInput | null>(null);
  const [setRole, setSetRole] = useState<UserRole | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(roleInputSchema, zodMessages),
    defaultValues: { role: '' as UserRole },
  });
  const roleName = (role: UserRole | undefined) => (role ? t(`admin.roles.${role}`) : '');

  return (
    <form noValidate onSubmit={handleSubmit(setConfirming)} className="space-y-4">
      <SelectField
        id="user-role"
        label={t('admin.users.role.label')}
        error={translate(errors.role?.message)}
        {...register('role')}
      >
        <option value="">{t('admin.users.role.choose')}</option>
        {USER_ROLES.map((role) => (
          <option key={role} value={role}>
            {t(`admin.roles.${role}`)}
          </option>
        ))}
      </SelectField>
      <Button type="submit" variant="secondary">
        {t('admin.users.role.submit')}
      </Button>
      {setRole ? (
        <p role="status" className="text-sm text-slate-700 dark:text-slate-300">
          {t('admin.users.role.current', { role: roleName(setRole) })}
        </p>
      ) : null}
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => (open ? undefined : setConfirming(null))}
        title={t('admin.users.role.confirmTitle', { username, role: roleName(confirming?.role) })}
        description={t('admin.users.role.confirmDescription')}
        confirmLabel={t('admin.users.role.submit')}
        pending={change.isPending}
        onConfirm={() =>
          confirming &&
          change.mutate(
            { userId, ...confirming },
            {
              onSuccess: (role) => {
                setConfirming(null);
                setSetRole(role);
                toast.success(t('admin.users.role.done', { username, role: roleName(role) }));
              },
              onError: (error) => {
                setConfirming(null);
                toast.error(errorText(error, t('errors.generic')));
              },
            },
          )
        }
      />
    </form>
  );
}
