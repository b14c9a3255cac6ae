import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, CSRF_ROUTE, mockFetch } from '@/testing/fetch-mock';
import { renderWithProviders } from '@/testing/render';
import { AccessRulesRoute } from './access-rules';

const RULE = {
  id: 7,
  kind: 'cidr',
  value: '203.0.113.0/24',
  action: 'deny',
  note: 'abuse',
  createdBy: 'admin_ada',
  createdAt: '2026-11-20T10:00:00.000Z',
};

describe('access by place (staff)', () => {
  it('puts a refused range on its field, named, and keeps what was typed; then adds the rule', async () => {
    const user = userEvent.setup();
    const api = mockFetch({
      ...CSRF_ROUTE,
      'GET /rest/v1/admin/access-rules': [
        { body: { data: { rules: [], notices: [] } } },
        { body: { data: { rules: [RULE], notices: [] } } },
      ],
      'POST /rest/v1/admin/access-rules': [
        apiError(400, 'ERROR_VALIDATION', 'Invalid', {
          value: ['must be an IPv4 or IPv6 range in CIDR form (203.0.113.0/24, 2001:db8::/32)'],
        }),
        { body: { data: RULE } },
      ],
    });
    renderWithProviders(<AccessRulesRoute />);
    expect(await screen.findByText('No rules: every visitor is let in.')).toBeTruthy();
    const form = screen.getByRole('form', { name: 'Add rule' });
    await user.selectOptions(within(form).getByLabelText('Type'), 'cidr');
    const value = within(form).getByLabelText('Country code or IP range');
    await user.type(value, '203.0.113.0/40');
    await user.click(within(form).getByRole('button', { name: 'Add rule' }));

    const alert = await within(form).findByRole('alert');
    expect(alert.textContent).toBe(
      'Country code or IP range: must be an IPv4 or IPv6 range in CIDR form (203.0.113.0/24, 2001:db8::/32)',
    );
    expect(value.getAttribute('aria-invalid')).toBe('true');
    expect(value.getAttribute('aria-describedby')?.split(' ')).toContain(alert.id);
    expect((value as HTMLInputElement).value).toBe('203.0.113.0/40');

    await user.clear(value);
    await user.type(value, '203.0.113.0/24');
    await user.click(within(form).getByRole('button', { name: 'Add rule' }));
    expect(await screen.findByRole('button', { name: 'Remove the rule for 203.0.113.0/24' })).toBeTruthy();
    await waitFor(() => expect(value.getAttribute('aria-invalid')).toBeNull());
    expect(value.getAttribute('aria-describedby')?.split(' ') ?? []).not.toContain(alert.id);
    const posted = api.requests.filter((call) => call.method === 'POST').map((call) => call.body);
    expect(posted).toEqual([
      { kind: 'cidr', value: '203.0.113.0/40', action: 'deny', note: '' },
      { kind: 'cidr', value: '203.0.113.0/24', action: 'deny', note: '' },
    ]);
  });
});
