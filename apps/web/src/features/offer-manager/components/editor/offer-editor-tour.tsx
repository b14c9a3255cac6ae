import { useTranslation } from '@/lib/use-translation';
import { GuidedTour } from '@/components/tour/guided-tour';

const STEPS = [
  { key: 'steps', target: '[data-tour="offer-steps"]' },
  { key: 'form', target: '[data-tour="offer-step"]' },
  { key: 'next', target: '[data-tour="offer-next"]' },
] as const;

/** The first-offer tour: the steps bar, the step's form and the Next button of the editor. */
export function OfferEditorTour() {
  const { t } = useTranslation();
  return (
    <GuidedTour
      name="first-offer"
      steps={STEPS.map((step) => ({
        target: step.target,
        title: t(`tours.firstOffer.${step.key}.title`),
        body: t(`tours.firstOffer.${step.key}.body`),
      }))}
    />
  );
}
