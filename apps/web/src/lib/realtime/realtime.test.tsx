import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { mockFetch } from '@/testing/fetch-mock';
import { CHANNEL_TOKEN_PATH, realtimeStatusStore, useRealtimeConnection } from './realtime';

const tokenRequests = (requests: { url: string }[]) =>
  requests.filter((request) => request.url.endsWith(CHANNEL_TOKEN_PATH)).length;
/** Answers the CSRF token and refuses the channel token: a started client keeps asking for it. */
const refusingToken = {
  'GET /rest/v1/auth/csrf': { body: { data: { csrfToken: 'token' } } },
  [`POST /rest/v1${CHANNEL_TOKEN_PATH}`]: { status: 503 },
};

describe('useRealtimeConnection', () => {
  afterEach(() => realtimeStatusStore.set('idle'));

  it('opens nothing for a guest', async () => {
    const { requests } = mockFetch(refusingToken);
    renderHook(() => useRealtimeConnection(null));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requests).toEqual([]);
    expect(realtimeStatusStore.get()).toBe('idle');
  });

  it('loads the client for a signed-in user, asks for a channel token, and stops on unmount', async () => {
    // The token is refused: the client keeps retrying until stopped, without a socket.
    const { requests } = mockFetch(refusingToken);
    const { unmount } = renderHook(() => useRealtimeConnection(7));
    expect(realtimeStatusStore.get()).toBe('connecting');
    await waitFor(() => expect(tokenRequests(requests)).toBeGreaterThan(0));
    unmount();
    expect(realtimeStatusStore.get()).toBe('idle');
  });

  it('does not start a client when the last listener left while its code was loading', async () => {
    const { requests } = mockFetch(refusingToken);
    const { unmount } = renderHook(() => useRealtimeConnection(8));
    unmount();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requests).toEqual([]);
    expect(realtimeStatusStore.get()).toBe('idle');
  });
});
