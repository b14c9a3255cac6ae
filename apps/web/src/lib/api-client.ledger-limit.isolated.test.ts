import type * as Shared from '@p2p/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CSRF_ROUTE, mockFetch } from '@/testing/fetch-mock';
import { api } from './api-client';
import { globalLoadingStore } from './global-loading';
import { loadShellSchemas } from './load-shell-schemas';

// The real limit is 10 000 retries; a small one keeps the test fast while checking the same branch.
vi.mock('@p2p/shared', async (importOriginal) => ({
  ...(await importOriginal<typeof Shared>()),
  LEDGER_ASYNC_MAX_RETRIES: 3,
}));

describe('ledger async retry limit', () => {
  afterEach(() => vi.useRealTimers());

  it('stops after the maximum number of retries and clears the loading state', async () => {
    // The CSRF answer's schema comes in a chunk of its own: loaded before the clock is faked, since
    // loading a module waits on real timers.
    await loadShellSchemas();
    vi.useFakeTimers();
    const busy = {
      status: 503,
      body: { error: { code: 'ERROR_LEDGER_ASYNC_MODE', message: 'Busy', stateMachine: 'x' } },
    };
    const { requestsTo } = mockFetch({ ...CSRF_ROUTE, 'POST /rest/v1/transfers': busy });

    const pending = api.post('/rest/v1/transfers', {}).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(500 + 1000 + 1500);

    await expect(pending).resolves.toMatchObject({ status: 503, code: 'ERROR_LEDGER_ASYNC_MODE' });
    expect(requestsTo('POST /rest/v1/transfers')).toHaveLength(4);
    expect(globalLoadingStore.get()).toBe(0);
  });
});
