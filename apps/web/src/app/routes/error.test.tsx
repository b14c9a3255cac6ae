import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, IP_BLOCKED_ERROR_CODE } from '@/lib/api-error';
import { ErrorRoute } from './error';

function renderThrowing(error: unknown) {
  const Throw = () => {
    throw error;
  };
  const router = createMemoryRouter([{ path: '*', Component: Throw, ErrorBoundary: ErrorRoute }]);
  return render(<RouterProvider router={router} />);
}

describe('ErrorRoute', () => {
  // React and the router log every error a boundary catches.
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => vi.restoreAllMocks());

  it('is error-500 with the request id the API gave', async () => {
    renderThrowing(new ApiError(500, 'ERROR_INTERNAL', 'Internal error', undefined, { requestId: 'req-42' }));
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByText('500')).toBeTruthy();
    expect(screen.getByText('req-42')).toBeTruthy();
    expect(screen.getByText(/Request ID for support/)).toBeTruthy();
  });

  it('is error-500 without a request id for an error that is not the API', async () => {
    renderThrowing(new Error('boom'));
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(screen.queryByText(/Request ID/)).toBeNull();
  });

  it('is error-ip-blocked when the API refuses access by place', async () => {
    renderThrowing(new ApiError(403, IP_BLOCKED_ERROR_CODE, 'Not offered here'));
    expect(await screen.findByRole('heading', { name: 'Not available in your region' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Terms of service' }).getAttribute('href')).toBe(
      '/terms-of-service',
    );
  });

  it('is error-404 when the API says the thing does not exist', async () => {
    renderThrowing(new ApiError(404, 'ERROR_NOT_FOUND', 'Not found'));
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });
});
