import { Search } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/use-translation';
import { z } from 'zod';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '@/components/ui/button';
import { InputField } from '@/components/ui/field';
import { useTranslateMessage, zodMessages } from '@/lib/validation-messages';

/** What GET /rest/v1/users/{id} accepts: a numeric id or a username. */
const lookupSchema = z.object({
  query: z
    .string()
    .trim()
    .min(1)
    .max(20)
    .regex(/^[A-Za-z0-9_-]+$/),
});

export function UserLookupForm({ query, onLookup }: { query: string; onLookup: (query: string) => void }) {
  const { t } = useTranslation();
  const translate = useTranslateMessage();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(lookupSchema, zodMessages), defaultValues: { query } });
  return (
    <form
      role="search"
      noValidate
      onSubmit={handleSubmit((values) => onLookup(values.query))}
      className="flex flex-col gap-3 sm:flex-row sm:items-start"
    >
      <div className="sm:w-96">
        <InputField
          id="user-lookup"
          label={t('admin.users.lookupLabel')}
          autoComplete="off"
          spellCheck={false}
          error={translate(errors.query?.message)}
          {...register('query')}
        />
      </div>
      <Button type="submit" className="sm:mt-6.5">
        <Search aria-hidden className="size-4" />
        {t('admin.users.lookup')}
      </Button>
    </form>
  );
}
