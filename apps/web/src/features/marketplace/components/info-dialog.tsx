import { lazy, Suspense, type ComponentProps } from 'react';
import { useLatched } from '@/hooks/use-latched';

const InfoDialogModal = lazy(() =>
  import('./info-dialog-modal').then((module) => ({ default: module.InfoDialogModal })),
);

/**
 * A modal that explains something and closes with one button (the view offer's modals, trading.md
 * §2). Its dialog code is loaded when it first opens, not with the page.
 */
export function InfoDialog(props: ComponentProps<typeof InfoDialogModal>) {
  const mounted = useLatched(props.open);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <InfoDialogModal {...props} />
    </Suspense>
  );
}
