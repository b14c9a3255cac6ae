import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { TextareaField } from '@/components/ui/textarea-field';
import { useTranslateMessage, zodMessages } from '@/lib/validation-messages';

type ReasonSchema = z.ZodType<{ reason: string }, { reason: string }>;

/**
 * A staff decision's reason (rejecting a document, lifting a restriction): the form a confirmation
 * dialog submits through its `id`.
 */
export function ReasonForm({
  id,
  schema,
  label,
  hint,
  onSubmit,
}: {
  id: string;
  schema: ReasonSchema;
  label: string;
  hint?: string;
  onSubmit: (input: { reason: string }) => void;
}) {
  const translate = useTranslateMessage();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(schema, zodMessages), defaultValues: { reason: '' } });
  return (
    <form id={id} noValidate onSubmit={handleSubmit(onSubmit)}>
      <TextareaField
        id={`${id}-reason`}
        label={label}
        hint={hint}
        className="min-h-20"
        error={translate(errors.reason?.message)}
        {...register('reason')}
      />
    </form>
  );
}
