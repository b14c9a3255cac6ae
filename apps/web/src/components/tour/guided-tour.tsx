import type { TourName } from '@p2p/shared';
import { lazy, Suspense, useState } from 'react';
import { withCatalogueAreas } from '@/lib/i18n';
import { useCompleteTour, useTourPending } from '@/lib/tours';
import type { TourStep } from './tour-types';

// The overlay is its own chunk: only a user who has a tour to see downloads it.
const TourOverlay = lazy(() => withCatalogueAreas(['tours'], () => import('./tour-overlay')));

/**
 * Runs the tour `name` once: when the signed-in user has neither completed nor skipped it (their
 * completedTourGuides), and `when` holds. Finishing or skipping marks it completed on the server.
 */
export function GuidedTour({
  name,
  steps,
  when = true,
}: {
  name: TourName;
  steps: readonly TourStep[];
  when?: boolean;
}) {
  const pending = useTourPending(name);
  const complete = useCompleteTour();
  const [closed, setClosed] = useState(false);
  if (!when || !pending || closed) return null;
  return (
    <Suspense fallback={null}>
      <TourOverlay
        steps={steps}
        onEnd={() => {
          setClosed(true);
          complete.mutate(name);
        }}
      />
    </Suspense>
  );
}
