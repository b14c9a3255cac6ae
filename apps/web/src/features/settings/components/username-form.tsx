import { zodResolver } from '@hookform/resolvers/zod';
import { USERNAME_CHANGE_INTERVAL_DAYS } from '@p2p/shared';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/use-translation';
import { Button } from '@/components/ui/button';
import { FormError, InputField } from '@/components/ui/field';
import { useLocale } from '@/hooks/use-locale';
import { applyServerErrors } from '@/lib/form-errors';
import { formatDate } from '@/lib/format';
import { toast } from '@/lib/toasts';
import { useTranslateMessage, zodMessages } from '@/lib/validation-messages';
import { setUsernameInputSchema, useSetUsername } from '../api/set-username';

export function UsernameForm({ username }: { username: string }) {
  const { t } = useTranslation();
  const translate = useTranslateMessage();
  const locale = useLocale();
  const mutation = useSetUsername();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = useForm({ resolver: zodResolver(setUsernameInputSchema, zodMessages), defaultValues: { username } });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const result = await mutation.mutateAsync(values);
      reset({ username: result.username });
      toast.success(
        t('settings.username.changed', { username: result.username }),
        t('settings.username.next', { date: formatDate(result.nextChangeAllowedAt, locale) }),
      );
    } catch (error) {
      applyServerErrors(error, setError, ['username'], { fallback: { field: 'username', statuses: [409] } });
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-3">
      <FormError error={errors.root?.server} />
      <InputField
        id="username"
        label={t('settings.username.label')}
        hint={t('settings.username.hint', { days: USERNAME_CHANGE_INTERVAL_DAYS })}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        error={translate(errors.username?.message)}
        {...register('username')}
      />
      <Button type="submit" variant="secondary" disabled={isSubmitting || !isDirty}>
        {isSubmitting ? t('common.saving') : t('settings.username.submit')}
      </Button>
    </form>
  );
}
