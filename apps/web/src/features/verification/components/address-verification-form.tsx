import { zodResolver } from '@hookform/resolvers/zod';
import { ADDRESS_DOCUMENT_TYPES, type Country } from '@p2p/shared';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '@/lib/use-translation';
import { Button } from '@/components/ui/button';
import { FormError, InputField } from '@/components/ui/field';
import { SelectField } from '@/components/ui/select-field';
import { applyServerErrors } from '@/lib/form-errors';
import { toast } from '@/lib/toasts';
import { useTranslateMessage, zodMessages } from '@/lib/validation-messages';
import {
  startAddressVerificationInputSchema,
  useStartAddressVerification,
} from '../api/start-address-verification';
import { DocumentFilesField, documentFilesSchema } from './document-files-field';
import { CountryOptions } from './document-form-gate';

/** Nigerian addresses may add the NIN and BVN (11 digits each); the server refuses them elsewhere. */
const NIGERIA_ISO3 = 'NGA';

const addressFormSchema = startAddressVerificationInputSchema.extend({ files: documentFilesSchema });
const FIELDS = [
  'country_iso3',
  'document_type',
  'region_name',
  'city_name',
  'address_line_1',
  'address_line_2',
  'zip_code',
  'nga_nin',
  'nga_bvn',
  'files',
] as const;

/** The proof-of-address form: the address as on the document, the document's type and its images. */
export function AddressVerificationForm({
  countries,
  defaultCountry,
}: {
  countries: readonly Country[];
  defaultCountry: string;
}) {
  const { t } = useTranslation();
  const translate = useTranslateMessage();
  const start = useStartAddressVerification();
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    control,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(addressFormSchema, zodMessages),
    defaultValues: {
      country_iso3: defaultCountry,
      document_type: 'utility_bill',
      region_name: '',
      city_name: '',
      address_line_1: '',
      address_line_2: '',
      zip_code: '',
      nga_nin: '',
      nga_bvn: '',
    },
  });
  const nigeria = useWatch({ control, name: 'country_iso3' }) === NIGERIA_ISO3;
  const files = useWatch({ control, name: 'files' });

  useEffect(() => {
    if (nigeria) return;
    setValue('nga_nin', '');
    setValue('nga_bvn', '');
  }, [nigeria, setValue]);

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
          id="country_iso3"
          label={t('verification.address.countryLabel')}
          autoComplete="country"
          error={translate(errors.country_iso3?.message)}
          {...register('country_iso3')}
        >
          <CountryOptions countries={countries} placeholder={t('verification.chooseCountry')} />
        </SelectField>
        <SelectField
          id="address_document_type"
          label={t('verification.address.documentTypeLabel')}
          error={translate(errors.document_type?.message)}
          {...register('document_type')}
        >
          {ADDRESS_DOCUMENT_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`verification.documentTypes.${type}`)}
            </option>
          ))}
        </SelectField>
        <InputField
          id="region_name"
          label={t('verification.address.regionLabel')}
          autoComplete="address-level1"
          error={translate(errors.region_name?.message)}
          {...register('region_name')}
        />
        <InputField
          id="city_name"
          label={t('verification.address.cityLabel')}
          autoComplete="address-level2"
          error={translate(errors.city_name?.message)}
          {...register('city_name')}
        />
        <InputField
          id="address_line_1"
          label={t('verification.address.line1Label')}
          autoComplete="address-line1"
          error={translate(errors.address_line_1?.message)}
          {...register('address_line_1')}
        />
        <InputField
          id="address_line_2"
          label={t('verification.address.line2Label')}
          autoComplete="address-line2"
          error={translate(errors.address_line_2?.message)}
          {...register('address_line_2')}
        />
        <InputField
          id="zip_code"
          label={t('verification.address.zipLabel')}
          autoComplete="postal-code"
          error={translate(errors.zip_code?.message)}
          {...register('zip_code')}
        />
      </div>
      {nigeria ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <InputField
            id="nga_nin"
            label={t('verification.address.ninLabel')}
            inputMode="numeric"
            error={translate(errors.nga_nin?.message)}
            {...register('nga_nin')}
          />
          <InputField
            id="nga_bvn"
            label={t('verification.address.bvnLabel')}
            inputMode="numeric"
            error={translate(errors.nga_bvn?.message)}
            {...register('nga_bvn')}
          />
        </div>
      ) : null}
      <DocumentFilesField
        id="address-files"
        files={files}
        error={errors.files?.message}
        {...register('files')}
      />
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? t('verification.documents.uploading') : t('verification.address.submit')}
      </Button>
    </form>
  );
}
