import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { isStepUpRequired, requestStepUp, settleStepUp, stepUpStore, tradeHashOfPath } from './step-up';

afterEach(() => settleStepUp(false));

describe('step-up requests', () => {
  it('finds the trade of the page, with or without a locale prefix', () => {
    expect(tradeHashOfPath('/trade/AbC_12-x')).toBe('AbC_12-x');
    expect(tradeHashOfPath('/es/trade/AbC123/')).toBe('AbC123');
    expect(tradeHashOfPath('/trade-history')).toBeUndefined();
    expect(tradeHashOfPath('/account/security')).toBeUndefined();
  });

  it('opens the dialog and tells every waiting caller how it ended', async () => {
    const first = requestStepUp({ tradeHash: 'AbC' });
    const second = requestStepUp({ tradeHash: 'AbC' });
    expect(stepUpStore.get()).toEqual({ open: true, tradeHash: 'AbC' });
    settleStepUp(true);
    expect(await Promise.all([first, second])).toEqual([true, true]);
    expect(stepUpStore.get().open).toBe(false);
  });

  it('recognises only the step-up refusal', () => {
    expect(isStepUpRequired(new ApiError(403, 'ERROR_STEP_UP_REQUIRED', 'Confirm it is you'))).toBe(true);
    expect(isStepUpRequired(new ApiError(403, 'ERROR_FORBIDDEN', 'No'))).toBe(false);
    expect(isStepUpRequired(new Error('ERROR_STEP_UP_REQUIRED'))).toBe(false);
  });
});
