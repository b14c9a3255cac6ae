import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { closeErrorModal, errorModalStore } from './error-modal';
import { createQueryClient } from './query-client';

const serverError = () => new ApiError(503, 'ERROR_UNAVAILABLE', 'down', undefined, { requestId: 'r-1' });

describe('createQueryClient and the common errors modal', () => {
  afterEach(() => closeErrorModal());

  it('opens the modal when a refresh of data on screen fails, not on a first load the page shows', async () => {
    const client = createQueryClient();
    const fail = () => Promise.reject(serverError());
    await expect(client.fetchQuery({ queryKey: ['first'], queryFn: fail, retry: false })).rejects.toThrow();
    expect(errorModalStore.get().open).toBe(false);

    client.setQueryData(['shown'], 'old data');
    await expect(client.fetchQuery({ queryKey: ['shown'], queryFn: fail, retry: false })).rejects.toThrow();
    expect(errorModalStore.get()).toMatchObject({ open: true, type: 'SERVER', requestId: 'r-1' });
  });

  it('opens it for a mutation that asks for it (errorModal meta) and not for others', async () => {
    const client = createQueryClient();
    const cache = client.getMutationCache();
    const run = (meta?: { errorModal?: boolean }) =>
      cache.build(client, { mutationFn: () => Promise.reject(serverError()), meta }).execute(undefined);
    await expect(run()).rejects.toThrow();
    expect(errorModalStore.get().open).toBe(false);
    await expect(run({ errorModal: true })).rejects.toThrow();
    expect(errorModalStore.get()).toMatchObject({ open: true, type: 'SERVER' });
  });
});
