import type { KycDemand, UserRole } from '@p2p/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { toastsStore } from '@/lib/toasts';
import { apiError, CSRF_ROUTE, mockFetch } from '@/testing/fetch-mock';
import { renderWithProviders } from '@/testing/render';
import { KycDemandsSection } from './kyc-demands-section';

const DEMANDS = '/rest/v1/admin/users/7/kyc-demands';
const OPEN_ID = '5f0c8a3e-2b1d-4c6e-9a7f-3d2e1c0b9a8f';

const demand = (overrides: Partial<KycDemand>): KycDemand => ({
  id: crypto.randomUUID(),
  kind: 'id_document',
  status: 'open',
  reason: 'Payment names do not match',
  createdBy: 'mod_maria',
  createdAt: '2026-11-20T10:00:00.000Z',
  withdrawnAt: null,
  withdrawnBy: null,
  withdrawReason: null,
  ...overrides,
});

function renderSection(
  role: UserRole,
  routes: Parameters<typeof mockFetch>[0],
  props: { self?: boolean; identityVerified?: boolean } = {},
) {
  const mock = mockFetch({ ...CSRF_ROUTE, ...routes });
  renderWithProviders(
    <KycDemandsSection
      userId={7}
      username="bob"
      role={role}
      self={props.self ?? false}
      identityVerified={props.identityVerified ?? false}
    />,
  );
  return { ...mock, user: userEvent.setup() };
}

const toasts = () => toastsStore.get().map((toast) => [toast.type, toast.title]);

describe('KycDemandsSection', () => {
  it('lets an admin force a verification with a reason, posting the kind and the reason', async () => {
    const forced = demand({ kind: 'forced_verification', reason: 'Chargebacks on three trades' });
    const { user, requestsTo } = renderSection('admin', {
      [`GET ${DEMANDS}`]: { body: { data: [] } },
      [`POST ${DEMANDS}`]: { body: { data: [forced] } },
    });
    expect(await screen.findByText('No verification demands.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Force identity verification' }));
    expect(await screen.findByText('Give a reason of at least 3 characters')).toBeTruthy();
    expect(requestsTo(`POST ${DEMANDS}`)).toHaveLength(0);

    await user.type(screen.getByLabelText('Reason for the demand'), 'Chargebacks on three trades');
    await user.click(screen.getByRole('button', { name: 'Force identity verification' }));
    await waitFor(() => expect(requestsTo(`POST ${DEMANDS}`)).toHaveLength(1));
    expect(requestsTo(`POST ${DEMANDS}`)[0]?.body).toEqual({
      kind: 'forced_verification',
      reason: 'Chargebacks on three trades',
    });
    const list = within(await screen.findByRole('list', { name: 'Verification demands of this user' }));
    expect(list.getByText('Forced identity verification')).toBeTruthy();
    expect(list.getByText('Open')).toBeTruthy();
    // One of the kind is open now: its button is disabled and says why.
    const button = screen.getByRole('button', { name: 'Force identity verification' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(button.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(button.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'One is open already. Withdraw it first to make a new one.',
    );
    expect(
      (screen.getByRole('button', { name: 'Ask for an ID document' }) as HTMLButtonElement).disabled,
    ).toBe(false);
    expect(toasts()).toContainEqual(['success', 'Forced identity verification asked of bob.']);
  });

  it('offers a moderator only the ID document request and says why forcing is missing', async () => {
    const forced = demand({ kind: 'forced_verification', createdBy: 'admin1' });
    renderSection('moderator', { [`GET ${DEMANDS}`]: { body: { data: [forced] } } });
    expect(await screen.findByRole('button', { name: 'Ask for an ID document' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Force identity verification' })).toBeNull();
    expect(screen.getByTestId('kyc-demand-forced_verification-missing').textContent).toBe(
      'Only admins and supermoderators may force or withdraw an identity verification.',
    );
    // The admin's open forced verification is listed, but a moderator may not withdraw it.
    expect(screen.queryByRole('button', { name: /^Withdraw/ })).toBeNull();
  });

  it("shows the server's refusal under the field it names", async () => {
    const { user } = renderSection('supermoderator', {
      [`GET ${DEMANDS}`]: { body: { data: [] } },
      [`POST ${DEMANDS}`]: apiError(400, 'ERROR_INPUT_VALIDATION', 'Invalid input', {
        kind: ['The identity of this user is verified already'],
      }),
    });
    await user.type(await screen.findByLabelText('Reason for the demand'), 'Please upload a passport');
    await user.click(screen.getByRole('button', { name: 'Ask for an ID document' }));
    const group = within(screen.getByRole('group', { name: 'Demand' }));
    expect((await group.findByRole('alert')).textContent).toBe(
      'The identity of this user is verified already',
    );
  });

  it('withdraws an open demand with a reason; a refusal stays in the dialog under the reason', async () => {
    const open = demand({ id: OPEN_ID });
    const withdraw = `POST ${DEMANDS}/${OPEN_ID}/withdraw`;
    let calls = 0;
    const { user, requestsTo } = renderSection('moderator', {
      [`GET ${DEMANDS}`]: { body: { data: [open] } },
      [withdraw]: () => {
        calls += 1;
        return calls === 1
          ? apiError(400, 'ERROR_INPUT_VALIDATION', 'Invalid input', { reason: ['Reason is too vague'] })
          : {
              body: {
                data: [
                  {
                    ...open,
                    status: 'withdrawn',
                    withdrawnAt: '2026-11-21T09:00:00.000Z',
                    withdrawnBy: 'staff',
                    withdrawReason: 'Documents arrived by mail',
                  },
                ],
              },
            };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Withdraw the ID document request' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Withdraw this demand?' }));
    await user.type(dialog.getByLabelText('Reason for withdrawing'), 'Documents arrived by mail');
    await user.click(dialog.getByRole('button', { name: 'Withdraw' }));
    expect(await dialog.findByText('Reason is too vague')).toBeTruthy();

    await user.click(dialog.getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(requestsTo(withdraw)).toHaveLength(2));
    expect(requestsTo(withdraw)[1]?.body).toEqual({ reason: 'Documents arrived by mail' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('Withdrawn')).toBeTruthy();
    expect(screen.getByText(/Withdrawn by staff .* Reason: Documents arrived by mail/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Withdraw/ })).toBeNull();
  });

  it('disables both kinds with the reason when the identity is verified', async () => {
    renderSection('admin', { [`GET ${DEMANDS}`]: { body: { data: [] } } }, { identityVerified: true });
    const buttons = await screen.findAllByRole('button', { name: /identity verification|ID document/ });
    expect(buttons.map((button) => (button as HTMLButtonElement).disabled)).toEqual([true, true]);
    expect(screen.getAllByText(/identity is verified already/)).toHaveLength(2);
  });

  it('offers no demand and no withdrawal on the viewer\u2019s own account', async () => {
    renderSection('admin', { [`GET ${DEMANDS}`]: { body: { data: [demand({})] } } }, { self: true });
    expect(
      await screen.findByText('You cannot make or withdraw verification demands on your own account.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
