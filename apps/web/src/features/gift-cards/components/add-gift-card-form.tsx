import { GIFT_CARD_TYPES, type GiftCardType } from '@p2p/shared';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { InputField } from '@/components/ui/field';
import { SelectField } from '@/components/ui/select-field';
import { ApiError } from '@/lib/api-error';
import { toast } from '@/lib/toasts';
import { useAddGiftCard } from '../api/add-gift-card';
import { useGiftCardBrands } from '../api/get-gift-card-brands';

const EMPTY = { payment_method: 'amazon-gift-card', currency: 'USD', face_value: '', code: '', pin: '' };

/**
 * Adds one card with its code (and PIN), or a physical card with a photo, to the inventory; the brand
 * is one of the gift-card payment methods. The server's field errors show per field.
 */
export function AddGiftCardForm() {
  const { t } = useTranslation();
  const add = useAddGiftCard();
  const brands = useGiftCardBrands();
  const [values, setValues] = useState(EMPTY);
  const [type, setType] = useState<GiftCardType>('e-card');
  const [photo, setPhoto] = useState<File | null>(null);
  const photoInput = useRef<HTMLInputElement>(null);
  const brandOptions = brands.data?.length
    ? brands.data.map((brand) => ({ slug: brand.slug, name: brand.name }))
    : [{ slug: values.payment_method, name: values.payment_method }];
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const field = (name: keyof typeof EMPTY) => ({
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => setValues({ ...values, [name]: event.target.value }),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    setFailure(null);
    try {
      await add.mutateAsync({
        payment_method: values.payment_method,
        currency: values.currency,
        face_value: values.face_value,
        type,
        code: values.code || undefined,
        pin: values.pin || undefined,
        photo: type === 'physical' && photo ? photo : undefined,
      });
      setValues({ ...EMPTY, payment_method: values.payment_method, currency: values.currency });
      setPhoto(null);
      if (photoInput.current) photoInput.current.value = '';
      toast.success(t('giftCards.inventory.added'));
    } catch (error) {
      if (error instanceof ApiError && error.details) {
        setErrors(
          Object.fromEntries(Object.entries(error.details).map(([key, list]) => [key, list[0] ?? ''])),
        );
      }
      setFailure(error instanceof Error ? error.message : t('giftCards.inventory.failed'));
    }
  };

  return (
    <form className="grid gap-3 sm:grid-cols-2" onSubmit={(event) => void submit(event)} noValidate>
      <SelectField id="gift-card-brand" label={t('giftCards.inventory.brand')} {...field('payment_method')}>
        {brandOptions.map((brand) => (
          <option key={brand.slug} value={brand.slug}>
            {brand.name}
          </option>
        ))}
      </SelectField>
      <InputField
        id="gift-card-currency"
        label={t('giftCards.inventory.currency')}
        maxLength={3}
        {...field('currency')}
      />
      <InputField
        id="gift-card-value"
        label={t('giftCards.inventory.faceValue')}
        inputMode="decimal"
        {...field('face_value')}
      />
      <SelectField
        id="gift-card-type"
        label={t('giftCards.inventory.type')}
        value={type}
        onChange={(event) => setType(event.target.value as GiftCardType)}
      >
        {GIFT_CARD_TYPES.map((option) => (
          <option key={option} value={option}>
            {t(`giftCards.type.${option}`)}
          </option>
        ))}
      </SelectField>
      <InputField
        id="gift-card-code"
        label={t('giftCards.inventory.code')}
        autoComplete="off"
        {...field('code')}
      />
      <InputField
        id="gift-card-pin"
        label={t('giftCards.inventory.pin')}
        autoComplete="off"
        {...field('pin')}
      />
      {type === 'physical' ? (
        <InputField
          id="gift-card-photo"
          ref={photoInput}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          label={t('giftCards.inventory.photo')}
          hint={t('giftCards.inventory.photoHint')}
          error={errors.file}
          onChange={(event) => setPhoto(event.target.files?.[0] ?? null)}
        />
      ) : null}
      {failure ? (
        <Alert variant="danger" role="alert" className="sm:col-span-2">
          {failure}
        </Alert>
      ) : null}
      <div className="sm:col-span-2">
        <Button type="submit" disabled={add.isPending}>
          {t('giftCards.inventory.add')}
        </Button>
      </div>
    </form>
  );
}
