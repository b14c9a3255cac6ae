import { useTranslation } from 'react-i18next';
import { GuidedTour } from '@/components/tour/guided-tour';

/** The first-offer tour: the steps bar, the step's form and the Next button of the editor. */
export function OfferEditorTour() {
  const { t } = useTranslation();
  return (
    <GuidedTour
      name="first-offer"
      steps={[
        { target: '[data-tour="offer-steps"]', ...stepText(t, 'steps') },
        { target: '[data-tour="offer-step"]', ...stepText(t, 'form') },
        { target: '[data-tour="offer-next"]', ...stepText(t, 'next') },
      ]}
    />
  );
}

function stepText(t: ReturnType<typeof useTranslation>['t'], step: 'steps' | 'form' | 'next') {
  return { title: t(`tours.firstOffer.${step}.title`), body: t(`tours.firstOffer.${step}.body`) };
}
