import { lazy, Suspense, useEffect } from 'react';
import { useLatched } from '@/hooks/use-latched';
import { useErrorModal } from '@/lib/error-modal';
import { useToasts } from '@/lib/toasts';

const loadErrorModal = () => import('@/components/errors/global-error-modal');
const loadToaster = () => import('@/components/ui/toaster');

const LazyErrorModal = lazy(() => loadErrorModal().then((module) => ({ default: module.GlobalErrorModal })));
const LazyToaster = lazy(() => loadToaster().then((module) => ({ default: module.Toaster })));

/**
 * The errors modal and the toasts, whose Radix code is not part of the first download: each is
 * mounted when it first has something to show, and both are fetched once the page is idle, so that
 * the modal telling that a chunk failed to load does not depend on loading a chunk then.
 */
export function DeferredOverlays() {
  const modalOpen = useLatched(useErrorModal().open);
  const toastsShown = useLatched(useToasts().length > 0);
  useEffect(() => {
    const preload = () => {
      void loadErrorModal().catch(() => {});
      void loadToaster().catch(() => {});
    };
    const timer = window.setTimeout(preload, 1500);
    return () => window.clearTimeout(timer);
  }, []);
  return (
    <Suspense fallback={null}>
      {modalOpen ? <LazyErrorModal /> : null}
      {toastsShown ? <LazyToaster /> : null}
    </Suspense>
  );
}
