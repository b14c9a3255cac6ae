import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, CSRF_ROUTE, mockFetch } from '@/testing/fetch-mock';
import { renderWithProviders } from '@/testing/render';
import { StaffBadgeForm } from './staff-badge-form';

const state = (badge: 'operator' | 'ceo' | null) => ({
  body: {
    data: { userId: 42, badge, assignedAt: badge ? '2026-11-27T10:00:00.000Z' : null, ambassador: false },
  },
});

describe('StaffBadgeForm', () => {
  it('gives the chosen badge with a PUT and takes it away with a DELETE', async () => {
    const fetch = mockFetch({
      ...CSRF_ROUTE,
      'GET /rest/v1/admin/users/42/staff-badge': state(null),
      'PUT /rest/v1/admin/users/42/staff-badge': state('ceo'),
      'DELETE /rest/v1/admin/users/42/staff-badge': state(null),
    });
    renderWithProviders(<StaffBadgeForm userId={42} />);
    expect((await screen.findByTestId('staff-badge-status')).textContent).toBe('No staff badge.');
    await userEvent.selectOptions(screen.getByLabelText('Badge'), 'ceo');
    await userEvent.click(screen.getByRole('button', { name: 'Give badge' }));
    expect((await screen.findByText('Current staff badge: CEO')).textContent).toBeTruthy();
    expect(fetch.requests.find((request) => request.method === 'PUT')?.body).toEqual({ badge: 'ceo' });
    await userEvent.click(screen.getByRole('button', { name: 'Remove badge' }));
    expect(await screen.findByText('No staff badge.')).toBeTruthy();
    expect(fetch.requests.some((request) => request.method === 'DELETE')).toBe(true);
  });

  it("shows the server's refusal under the field", async () => {
    mockFetch({
      ...CSRF_ROUTE,
      'GET /rest/v1/admin/users/42/staff-badge': state('operator'),
      'PUT /rest/v1/admin/users/42/staff-badge': apiError(400, 'ERROR_INPUT_VALIDATION', 'Invalid input', {
        badge: ['badge must be one of operator, ceo'],
      }),
    });
    renderWithProviders(<StaffBadgeForm userId={42} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Give badge' }));
    expect(await screen.findByText('badge must be one of operator, ceo')).toBeTruthy();
  });
});
