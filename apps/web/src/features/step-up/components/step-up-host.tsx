import { STEP_UP_WINDOW_MINUTES } from '@p2p/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/lib/use-translation';
import { settleStepUp, useStepUpRequest } from '@/lib/step-up';
import { toast } from '@/lib/toasts';
import { StepUpDialog } from './step-up-dialog';

/**
 * Answers `requestStepUp` from anywhere in the app: shows the dialog and, once confirmed, reads every
 * open query again (masked bank accounts now come in full) and tells the waiting callers.
 */
export function StepUpHost() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const state = useStepUpRequest();
  return (
    <StepUpDialog
      open={state.open}
      tradeHash={state.tradeHash}
      onConfirmed={() => {
        toast.success(t('stepUp.confirmed', { minutes: STEP_UP_WINDOW_MINUTES }));
        void queryClient.invalidateQueries();
        settleStepUp(true);
      }}
      onClose={() => settleStepUp(false)}
    />
  );
}
