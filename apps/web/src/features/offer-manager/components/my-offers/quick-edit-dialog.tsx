import {
  offerAmountInputSchema,
  offerCapUpdateInputSchema,
  offerFixedPriceInputSchema,
  offerManualEscrowFeeInputSchema,
  offerMarginInputSchema,
  type MyOffer,
  type OfferErrorArea,
} from '@p2p/shared';
import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/checkbox-field';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormError, InputField } from '@/components/ui/field';
import { ApiError } from '@/lib/api-error';
import { useTranslateOfferMessage } from '../../lib/editor-messages';
import { useQuickEditOffer, type QuickEdit } from '../../api/quick-edit-offer';
import { splitAmounts } from '../editor/predefined-amounts-field';

export type QuickEditKind = QuickEdit['kind'];
/** The error area of my offers each quick edit reports into (trading.md §8). */
export const QUICK_EDIT_AREA: Record<QuickEditKind, OfferErrorArea> = {
  margin: 'margin',
  'fixed-price': 'fixedPrice',
  amount: 'limits',
  'offer-cap': 'limits',
  'manual-escrow-fee': 'general',
};

/** The body fields of the quick edits, whose server errors show on their inputs. */
const BODY_FIELDS = [
  'new_margin',
  'new_fixed_price',
  'range_min',
  'range_max',
  'predefined_amount',
  'offer_cap',
  'new_manual_escrow_fee',
];

interface Draft {
  margin: string;
  fixedPrice: string;
  rangeMin: string;
  rangeMax: string;
  predefined: string;
  capAmount: string;
  capActive: boolean;
  escrowFee: string;
}

/** The first message per body key of a failed parse. */
function issuesByKey(error: z.ZodError): Record<string, string> {
  const result: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? '_');
    result[key] ??= issue.message;
  }
  return result;
}

/** Builds the body of a quick edit with the shared schemas; field messages when it is not valid. */
export function buildQuickEdit(
  kind: QuickEditKind,
  draft: Draft,
  amountType: MyOffer['amountType'],
): { edit: QuickEdit } | { errors: Record<string, string> } {
  if (kind === 'margin') {
    const parsed = offerMarginInputSchema.safeParse({ new_margin: draft.margin });
    return parsed.success ? { edit: { kind, body: parsed.data } } : { errors: issuesByKey(parsed.error) };
  }
  if (kind === 'fixed-price') {
    const parsed = offerFixedPriceInputSchema.safeParse({ new_fixed_price: draft.fixedPrice });
    return parsed.success ? { edit: { kind, body: parsed.data } } : { errors: issuesByKey(parsed.error) };
  }
  if (kind === 'offer-cap') {
    const parsed = offerCapUpdateInputSchema.safeParse({
      offer_cap: { amount: draft.capAmount, active: draft.capActive },
    });
    return parsed.success ? { edit: { kind, body: parsed.data } } : { errors: issuesByKey(parsed.error) };
  }
  if (kind === 'manual-escrow-fee') {
    const fee = draft.escrowFee.trim();
    const parsed = offerManualEscrowFeeInputSchema.safeParse({
      new_manual_escrow_fee: fee === '' ? null : fee,
    });
    return parsed.success ? { edit: { kind, body: parsed.data } } : { errors: issuesByKey(parsed.error) };
  }
  const body =
    amountType === 'predefined'
      ? { predefined_amount: splitAmounts(draft.predefined) }
      : { range_min: draft.rangeMin.trim() || undefined, range_max: draft.rangeMax.trim() || undefined };
  const parsed = offerAmountInputSchema.safeParse(body);
  return parsed.success ? { edit: { kind, body: parsed.data } } : { errors: issuesByKey(parsed.error) };
}

/**
 * Quick edit of one offer (trading.md §4: one offer and one kind at a time): margin, fixed price or
 * amounts. A refusal shows here and in the offer's error area.
 */
export function QuickEditDialog({
  offer,
  isStaff = false,
  onClose,
  onResult,
}: {
  offer: MyOffer | null;
  /** Moderators and admins may also set the offer's escrow fee. */
  isStaff?: boolean;
  onClose: () => void;
  /** The message for the offer's error area, or null when the edit was saved. */
  onResult: (hash: string, area: OfferErrorArea, message: string | null) => void;
}) {
  return (
    <Dialog open={offer !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-w-lg">
        {offer ? (
          <QuickEditForm
            key={offer.hash}
            offer={offer}
            isStaff={isStaff}
            onClose={onClose}
            onResult={onResult}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function QuickEditForm({
  offer,
  isStaff,
  onClose,
  onResult,
}: {
  offer: MyOffer;
  isStaff: boolean;
  onClose: () => void;
  onResult: (hash: string, area: OfferErrorArea, message: string | null) => void;
}) {
  const { t } = useTranslation();
  const translate = useTranslateOfferMessage();
  const quickEdit = useQuickEditOffer();
  const [kind, setKind] = useState<QuickEditKind>(offer.priceType === 'fixed' ? 'fixed-price' : 'margin');
  const [draft, setDraft] = useState<Draft>({
    margin: offer.margin,
    fixedPrice: offer.fixedPrice ?? '',
    rangeMin: offer.rangeMin,
    rangeMax: offer.rangeMax,
    predefined: offer.predefinedAmounts.join(', '),
    capAmount: offer.offerCap?.initialValue ?? '',
    capActive: offer.offerCap?.active ?? true,
    escrowFee: offer.manualEscrowFee ?? '',
  });
  // The manual escrow fee is the staff's to set.
  const kinds: QuickEditKind[] = ['margin', 'fixed-price', 'amount', 'offer-cap'];
  if (isStaff) kinds.push('manual-escrow-fee');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | undefined>();
  const set = (key: keyof Draft) => (event: React.ChangeEvent<HTMLInputElement>) => {
    const value = event.target.type === 'checkbox' ? event.target.checked : event.target.value;
    setDraft((current) => ({ ...current, [key]: value }));
    // A message about the old value would be misleading once it changes.
    setErrors({});
  };
  const error = (key: string) => translate(errors[key]);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setFormError(undefined);
    const built = buildQuickEdit(kind, draft, offer.amountType);
    if ('errors' in built) {
      setErrors(built.errors);
      return;
    }
    setErrors({});
    try {
      await quickEdit.mutateAsync({ hash: offer.hash, edit: built.edit });
      onResult(offer.hash, QUICK_EDIT_AREA[kind], null);
      onClose();
    } catch (caught) {
      const details = caught instanceof ApiError ? (caught.details ?? {}) : {};
      // The server names the body field and the offer's area (trading.md §8); the hash is ours already.
      const fieldErrors = Object.fromEntries(
        Object.entries(details)
          .filter(([key]) => BODY_FIELDS.includes(key))
          .map(([key, messages]) => [key, messages.join(' ')]),
      );
      setErrors(fieldErrors);
      const message =
        caught instanceof ApiError && caught.status > 0 && caught.status < 500
          ? caught.message
          : t('errors.generic');
      setFormError(Object.keys(fieldErrors).length ? undefined : message);
      const areaMessage = details[QUICK_EDIT_AREA[kind]]?.join(' ');
      onResult(offer.hash, QUICK_EDIT_AREA[kind], areaMessage ?? Object.values(fieldErrors)[0] ?? message);
    }
  };

  const currency = offer.fiatCurrencyCode;
  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-label={t('offerManager.quickEdit.title')}>
      <DialogTitle>{t('offerManager.quickEdit.title')}</DialogTitle>
      <DialogDescription>{t('offerManager.quickEdit.description', { hash: offer.hash })}</DialogDescription>
      <div className="mt-4 space-y-4">
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium text-slate-800 dark:text-slate-200">
            {t('offerManager.quickEdit.what')}
          </legend>
          <div className="flex flex-wrap gap-x-5 gap-y-2">
            {kinds.map((value) => (
              <label
                key={value}
                className="inline-flex items-center gap-2 text-sm text-slate-800 dark:text-slate-200"
              >
                <input
                  type="radio"
                  name="quick-edit-kind"
                  value={value}
                  checked={kind === value}
                  onChange={() => setKind(value)}
                  className="size-4 accent-emerald-700 dark:accent-emerald-500"
                />
                {t(`offerManager.quickEdit.kind.${value}`)}
              </label>
            ))}
          </div>
        </fieldset>
        {kind === 'margin' ? (
          <InputField
            id="quick-edit-margin"
            label={t('offerManager.editor.margin')}
            inputMode="decimal"
            value={draft.margin}
            onChange={set('margin')}
            error={error('new_margin')}
          />
        ) : kind === 'fixed-price' ? (
          <InputField
            id="quick-edit-fixed-price"
            label={t('offerManager.editor.fixedPrice', { currency })}
            inputMode="decimal"
            value={draft.fixedPrice}
            onChange={set('fixedPrice')}
            error={error('new_fixed_price')}
          />
        ) : kind === 'offer-cap' ? (
          <div className="space-y-3">
            <InputField
              id="quick-edit-cap"
              label={t('offerManager.editor.offerCapAmount', { currency })}
              hint={
                offer.offerCap
                  ? t('offerManager.myOffers.capUsed', {
                      initial: offer.offerCap.initialValue,
                      remaining: offer.offerCap.remainingValue,
                    })
                  : undefined
              }
              inputMode="decimal"
              value={draft.capAmount}
              onChange={set('capAmount')}
              error={error('offer_cap') ?? error('amount')}
            />
            <CheckboxField
              id="quick-edit-cap-active"
              label={t('offerManager.quickEdit.capActive')}
              checked={draft.capActive}
              onChange={set('capActive')}
            />
          </div>
        ) : kind === 'manual-escrow-fee' ? (
          <InputField
            id="quick-edit-escrow-fee"
            label={t('offerManager.quickEdit.escrowFee')}
            hint={t('offerManager.quickEdit.escrowFeeHint')}
            inputMode="decimal"
            value={draft.escrowFee}
            onChange={set('escrowFee')}
            error={error('new_manual_escrow_fee')}
          />
        ) : offer.amountType === 'predefined' ? (
          <InputField
            id="quick-edit-predefined"
            label={t('offerManager.editor.predefinedAmounts', { currency })}
            inputMode="decimal"
            value={draft.predefined}
            onChange={set('predefined')}
            error={error('predefined_amount')}
          />
        ) : (
          <div className="grid gap-4 sm:grid-cols-2">
            <InputField
              id="quick-edit-min"
              label={t('offerManager.editor.rangeMin', { currency })}
              inputMode="decimal"
              value={draft.rangeMin}
              onChange={set('rangeMin')}
              error={error('range_min')}
            />
            <InputField
              id="quick-edit-max"
              label={t('offerManager.editor.rangeMax', { currency })}
              inputMode="decimal"
              value={draft.rangeMax}
              onChange={set('rangeMax')}
              error={error('range_max')}
            />
          </div>
        )}
        <FormError error={formError ? { message: formError } : undefined} />
      </div>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="secondary" disabled={quickEdit.isPending}>
            {t('common.cancel')}
          </Button>
        </DialogClose>
        <Button type="submit" disabled={quickEdit.isPending}>
          {quickEdit.isPending ? t('common.saving') : t('offerManager.quickEdit.save')}
        </Button>
      </DialogFooter>
    </form>
  );
}
