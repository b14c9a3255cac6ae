import { zodResolver } from '@hookform/resolvers/zod';
import { ID_DOCUMENT_TYPES, type Country } from '@p2p/shared';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '@/lib/use-translation';
import { Button } from '@/components/ui/button';
import { FormError, InputField } from '@/components/ui/field';
import { SelectField } from '@/components/ui/select-field';
import { applyServerErrors } from '@/lib/form-errors';
import { toast } from '@/lib/toasts';
import { useTranslateMessage, zodMessages } from '@/lib/validation-messages';
import { startIdVerificationInputSchema, useStartIdVerification } from '../api/start-id-verification';
import { CountryOptions } from './document-form-gate';
import { DocumentFilesField, documentFilesSchema } from './document-files-field';

const idFormSchema = startIdVerificationInputSchema.extend({ files: documentFilesSchema });
const FIELDS = [
  'issue_country_iso3',
  'document_type',
  'first_name_original',
  'middle_name_original',
  'last_name_original',
  'document_number',
  'files',
] as const;

/** The requestedIdVerification form: the document's country, type, names and number, and its images. */
export function IdVerificationForm({
  countries,
  defaultCountry,
}: {
  countries: readonly Country[];
  defaultCountry: string;
}) {
  const { t } = useTranslation();
  const translate = useTranslateMessage();
  const start = useStartIdVerification();
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(idFormSchema, zodMessages),
    defaultValues: {
      issue_country_iso3: defaultCountry,
      document_type: 'passport',
      first_name_original: '',
      middle_name_original: '',
      last_name_original: '',
      document_number: '',
    },
  });

  const files = useWatch({ control, name: 'files' });

  const onSubmit = handleSubmit(async ({ files, ...input }) => {
    try {
      await start.mutateAsync({ input, files: Array.from(files) });
      toast.success(t('verification.request.submitted'));
    } catch (error) {
      applyServerErrors(error, setError, FIELDS, { aliases: { file: 'files' } });
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <FormError error={errors.root?.server} />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          id="issue_country_iso3"
          label={t('verification.id.countryLabel')}
          error={translate(errors.issue_country_iso3?.message)}
          {...register('issue_country_iso3')}
        >
          <CountryOptions countries={countries} placeholder={t('verification.chooseCountry')} />
        </SelectField>
        <SelectField
          id="document_type"
          label={t('verification.id.documentTypeLabel')}
          error={translate(errors.document_type?.message)}
          {...register('document_type')}
        >
          {ID_DOCUMENT_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`verification.documentTypes.${type}`)}
            </option>
          ))}
        </SelectField>
        <InputField
          id="first_name_original"
          label={t('verification.id.firstNameLabel')}
          autoComplete="given-name"
          error={translate(errors.first_name_original?.message)}
          {...register('first_name_original')}
        />
        <InputField
          id="middle_name_original"
          label={t('verification.id.middleNameLabel')}
          autoComplete="additional-name"
          error={translate(errors.middle_name_original?.message)}
          {...register('middle_name_original')}
        />
        <InputField
          id="last_name_original"
          label={t('verification.id.lastNameLabel')}
          autoComplete="family-name"
          error={translate(errors.last_name_original?.message)}
          {...register('last_name_original')}
        />
        <InputField
          id="document_number"
          label={t('verification.id.documentNumberLabel')}
          autoComplete="off"
          spellCheck={false}
          error={translate(errors.document_number?.message)}
          {...register('document_number')}
        />
      </div>
      <p className="text-xs text-slate-500 dark:text-slate-400">{t('verification.id.namesHint')}</p>
      <DocumentFilesField id="id-files" files={files} error={errors.files?.message} {...register('files')} />
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? t('verification.documents.uploading') : t('verification.id.submit')}
      </Button>
    </form>
  );
}
