import { zodResolver } from '@hookform/resolvers/zod';
import { offerInputSchema, type OfferInput, type OfferSaved } from '@p2p/shared';
import clsx from 'clsx';
import { Check } from 'lucide-react';
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { FormProvider, useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from '@/lib/use-translation';
import { centreInScroller } from '@/components/layout/side-nav-layout';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-error';
import { applyServerErrors } from '@/lib/form-errors';
import { zodMessages } from '@/lib/validation-messages';
import { useCreateOffer } from '../../api/create-offer';
import { useOwnBankAccounts, useSetOfferBankAccounts } from '../../api/offer-bank-accounts';
import { useOfferMobileMoneyWallet, useSetOfferMobileMoneyWallet } from '../../api/offer-mobile-money-wallet';
import { useUpdateOffer } from '../../api/update-offer';
import {
  EDITOR_FIELDS,
  EDITOR_STEPS,
  normalizeDraft,
  STEP_FIELDS,
  stepOfField,
  type EditorStep,
  type EditorValues,
} from '../../lib/editor-values';
import { toast } from '@/lib/toasts';
import { EditorBankAccountsContext, useBankTransferTarget } from './bank-accounts-section';
import { EditorMobileMoneyContext, useMobileMoneyTarget } from './mobile-money-section';
import { OfferEditorTour } from './offer-editor-tour';
import { StepBasics } from './step-basics';
import { StepPricing } from './step-pricing';
import { StepRequirements } from './step-requirements';
import { StepReview } from './step-review';
import { StepTerms } from './step-terms';

const schemaResolver = zodResolver(offerInputSchema, zodMessages);

/** The shared schema checks the values as they would be sent (empty optional inputs left out). */
export const editorResolver: Resolver<EditorValues, unknown, OfferInput> = (values, context, options) =>
  schemaResolver(normalizeDraft(values), context, options) as ReturnType<
    Resolver<EditorValues, unknown, OfferInput>
  >;

const STEP_COMPONENTS: Record<EditorStep, () => React.JSX.Element> = {
  basics: StepBasics,
  pricing: StepPricing,
  terms: StepTerms,
  requirements: StepRequirements,
  review: StepReview,
};

/**
 * The stepped offer editor (trading.md §2): each step is checked with the shared schema before the
 * next opens; the server's field errors land on their fields and open the step that shows them.
 */
export function OfferEditor({
  initialValues,
  hash,
  initialBankAccountIds = [],
  onSaved,
}: {
  initialValues: EditorValues;
  /** The offer being edited; a new offer without it. */
  hash?: string;
  /** The accounts the offer shows now (my offers' bankAccounts). */
  initialBankAccountIds?: number[];
  onSaved: (saved: OfferSaved) => void;
}) {
  const { t } = useTranslation();
  const [step, setStep] = useState<EditorStep>('basics');
  // On a phone the steps row scrolls sideways: the current step is brought into its middle.
  const stepsRow = useRef<HTMLOListElement>(null);
  useLayoutEffect(() => {
    const row = stepsRow.current;
    const current = row?.querySelector<HTMLElement>('[aria-current="step"]');
    if (row && current) centreInScroller(row, current);
  }, [step]);
  const createOffer = useCreateOffer();
  const updateOffer = useUpdateOffer();
  const form = useForm<EditorValues, unknown, OfferInput>({
    resolver: editorResolver,
    defaultValues: initialValues,
    mode: 'onTouched',
  });
  const [bankAccountIds, setBankAccountIds] = useState<number[]>(initialBankAccountIds);
  const bankAccounts = useMemo(() => ({ ids: bankAccountIds, setIds: setBankAccountIds }), [bankAccountIds]);
  const bankTarget = useBankTransferTarget(form.control);
  const accountsInCurrency = useOwnBankAccounts(
    bankTarget.fiatCurrencyId,
    bankTarget.isBankTransfer && bankTarget.fiatCurrencyId !== undefined,
  );
  const setOfferBankAccounts = useSetOfferBankAccounts();
  // The mobile money wallet the offer shows (a sell offer paid by mobile money), saved like the accounts.
  const savedWallet = useOfferMobileMoneyWallet(hash);
  const initialWalletId = savedWallet.data?.wallet?.id ?? null;
  // Undefined until the vendor picks one: until then the offer's saved wallet is the choice.
  const [pickedWalletId, setWalletId] = useState<number | null | undefined>(undefined);
  const walletId = pickedWalletId === undefined ? initialWalletId : pickedWalletId;
  const mobileMoney = useMemo(() => ({ walletId, setWalletId }), [walletId]);
  const mobileMoneyTarget = useMobileMoneyTarget(form.control);
  const setOfferWallet = useSetOfferMobileMoneyWallet();
  const index = EDITOR_STEPS.indexOf(step);
  const StepComponent = STEP_COMPONENTS[step];
  const pending =
    createOffer.isPending ||
    updateOffer.isPending ||
    setOfferBankAccounts.isPending ||
    setOfferWallet.isPending;

  /**
   * Links the chosen accounts once the offer is saved (a new offer has no hash before). Only a bank
   * transfer offer shows accounts, and only those in its currency: a change of either drops the rest.
   */
  const saveBankAccounts = async (saved: OfferSaved) => {
    const available = accountsInCurrency.data;
    const wanted = bankTarget.isBankTransfer
      ? bankAccountIds.filter((id) => !available || available.some((account) => account.id === id))
      : [];
    const unchanged =
      wanted.length === initialBankAccountIds.length &&
      wanted.every((id) => initialBankAccountIds.includes(id));
    if (unchanged) return;
    try {
      await setOfferBankAccounts.mutateAsync({ hash: saved.hash, bankAccountIds: wanted });
    } catch {
      toast.error(t('offerBankAccounts.saveFailed'));
    }
  };

  /** Links the chosen wallet once the offer is saved; an offer that no longer takes one drops it. */
  const saveWallet = async (saved: OfferSaved) => {
    const wanted = mobileMoneyTarget.applies ? walletId : null;
    if (wanted === initialWalletId) return;
    try {
      await setOfferWallet.mutateAsync({ hash: saved.hash, walletId: wanted });
    } catch {
      toast.error(t('mobileMoney.offer.saveFailed'));
    }
  };

  const next = async () => {
    if (step === 'review') return;
    const valid = await form.trigger(STEP_FIELDS[step] as (keyof EditorValues)[]);
    if (valid) setStep(EDITOR_STEPS[index + 1]!);
  };

  const submit = form.handleSubmit(
    async (input) => {
      try {
        const saved = hash
          ? await updateOffer.mutateAsync({ hash, input })
          : await createOffer.mutateAsync(input);
        await saveBankAccounts(saved);
        await saveWallet(saved);
        onSaved(saved);
      } catch (error) {
        applyServerErrors(error, form.setError, EDITOR_FIELDS);
        const fields = error instanceof ApiError ? Object.keys(error.details ?? {}) : [];
        const first = fields.find((name) => (EDITOR_FIELDS as string[]).includes(name.split('.')[0] ?? ''));
        // A refusal that names a field opens its step; anything else is shown on the review step.
        setStep(first ? stepOfField(first) : 'review');
      }
    },
    (errors) => {
      const first = Object.keys(errors)[0];
      if (first) setStep(stepOfField(first));
    },
  );

  return (
    <EditorBankAccountsContext.Provider value={bankAccounts}>
      <EditorMobileMoneyContext.Provider value={mobileMoney}>
        <FormProvider {...form}>
          <form
            noValidate
            onSubmit={(event) => {
              // Only the review step publishes; Enter on an earlier step moves on instead.
              if (step === 'review') void submit(event);
              else {
                event.preventDefault();
                void next();
              }
            }}
            aria-label={t('offerManager.editor.formLabel')}
            className="space-y-6"
          >
            <ol
              ref={stepsRow}
              className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1 [scrollbar-width:none]"
              aria-label={t('offerManager.editor.stepsLabel')}
              data-tour="offer-steps"
            >
              {EDITOR_STEPS.map((name, position) => (
                <li key={name} className="shrink-0">
                  <button
                    type="button"
                    aria-current={name === step ? 'step' : undefined}
                    disabled={position > index}
                    onClick={() => setStep(name)}
                    className={clsx(
                      'inline-flex items-center gap-2 rounded-full border px-3 py-1.5 text-sm font-medium whitespace-nowrap',
                      'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600 disabled:cursor-default',
                      name === step
                        ? 'border-emerald-700 bg-emerald-700 text-white dark:border-emerald-500 dark:bg-emerald-500 dark:text-slate-950'
                        : position < index
                          ? 'border-emerald-300 text-emerald-800 hover:bg-emerald-50 dark:border-emerald-800 dark:text-emerald-200'
                          : 'border-slate-200 text-slate-500 dark:border-slate-800 dark:text-slate-400',
                    )}
                  >
                    {position < index ? (
                      <Check aria-hidden className="size-3.5" />
                    ) : (
                      <span aria-hidden>{position + 1}.</span>
                    )}
                    {t(`offerManager.editor.step.${name}`)}
                  </button>
                </li>
              ))}
            </ol>
            <section
              aria-labelledby="offer-step-title"
              data-tour="offer-step"
              className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900"
            >
              <h2
                id="offer-step-title"
                className="mb-5 text-lg font-semibold text-slate-900 dark:text-slate-50"
              >
                {t('offerManager.editor.stepTitle', {
                  number: index + 1,
                  total: EDITOR_STEPS.length,
                  name: t(`offerManager.editor.step.${step}`),
                })}
              </h2>
              <StepComponent />
            </section>
            <div className="flex flex-wrap justify-between gap-3" data-tour="offer-next">
              <Button
                variant="secondary"
                disabled={index === 0 || pending}
                onClick={() => setStep(EDITOR_STEPS[index - 1]!)}
              >
                {t('offerManager.editor.back')}
              </Button>
              {/* Distinct keys: React must not turn the clicked Next button into the submit button,
              or the browser would submit the form at the end of that same click. */}
              {step === 'review' ? (
                <Button key="publish" type="submit" disabled={pending}>
                  {pending
                    ? t('common.saving')
                    : hash
                      ? t('offerManager.editor.save')
                      : t('offerManager.editor.publish')}
                </Button>
              ) : (
                <Button key="next" onClick={() => void next()}>
                  {t('offerManager.editor.next')}
                </Button>
              )}
            </div>
          </form>
        </FormProvider>
      </EditorMobileMoneyContext.Provider>
      <OfferEditorTour />
    </EditorBankAccountsContext.Provider>
  );
}
