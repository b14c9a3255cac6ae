import { zodResolver } from '@hookform/resolvers/zod';
import { CHAT_ACCEPTANCE_VALUES, type ChatAcceptance } from '@p2p/shared';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/use-translation';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/field';
import { SelectField } from '@/components/ui/select-field';
import { applyServerErrors } from '@/lib/form-errors';
import { toast } from '@/lib/toasts';
import { useTranslateMessage, zodMessages } from '@/lib/validation-messages';
import { chatProfileInputSchema, useUpdateChatProfile } from '../api/update-chat-profile';

/** Whose chat messages the user accepts (the messenger profile). */
export function ChatAcceptanceForm({ value }: { value: ChatAcceptance }) {
  const { t } = useTranslation();
  const translate = useTranslateMessage();
  const update = useUpdateChatProfile();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = useForm({
    resolver: zodResolver(chatProfileInputSchema, zodMessages),
    defaultValues: { accept_chat_messages: value },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = await update.mutateAsync(values);
      reset({ accept_chat_messages: saved.acceptChatMessages });
      toast.success(t('common.saved'));
    } catch (error) {
      applyServerErrors(error, setError, ['accept_chat_messages'], {
        aliases: { acceptChatMessages: 'accept_chat_messages' },
      });
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <div className="flex-1">
        <FormError error={errors.root?.server} />
        <SelectField
          id="accept_chat_messages"
          label={t('settings.chat.label')}
          error={translate(errors.accept_chat_messages?.message)}
          {...register('accept_chat_messages')}
        >
          {CHAT_ACCEPTANCE_VALUES.map((option) => (
            <option key={option} value={option}>
              {t(`settings.chat.values.${option}`)}
            </option>
          ))}
        </SelectField>
      </div>
      <Button type="submit" variant="secondary" disabled={isSubmitting || !isDirty}>
        {isSubmitting ? t('common.saving') : t('common.save')}
      </Button>
    </form>
  );
}
