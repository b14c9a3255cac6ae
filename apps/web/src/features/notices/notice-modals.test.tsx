import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { buildCurrentUser } from '@/testing/current-user';
import { CSRF_ROUTE, mockFetch } from '@/testing/fetch-mock';
import { renderWithProviders } from '@/testing/render';
import { isOfferEditorPath, NoticeModals } from './components/notice-modals';

const CURRENT_USER = 'GET /rest/v1/users/current_user';
const NOTICES = 'GET /rest/v1/users/notices';

function setup(pending: string[], user = buildCurrentUser({ isVendor: true })) {
  return mockFetch({
    ...CSRF_ROUTE,
    [CURRENT_USER]: { body: { data: user } },
    [NOTICES]: { body: { data: { pending } } },
    'POST /rest/v1/users/notices/account_manager_proposal': (request) => ({
      body: {
        data: {
          notice: 'account_manager_proposal',
          answer: (request.body as { answer: string }).answer,
          supportConversationId: (request.body as { answer: string }).answer === 'accepted' ? 'c-1' : null,
        },
      },
    }),
    'POST /rest/v1/users/notices/no_security_deposits': {
      body: { data: { notice: 'no_security_deposits', answer: 'seen', supportConversationId: null } },
    },
  });
}

describe('NoticeModals', () => {
  it('proposes an account manager once; accepting sends the answer and closes the modal', async () => {
    await i18n.changeLanguage('en');
    const requests = setup(['account_manager_proposal', 'no_security_deposits']);
    const user = userEvent.setup();
    renderWithProviders(<NoticeModals />, { path: '/wallet' });
    const dialog = await screen.findByRole('dialog', { name: 'Your own account manager' });
    expect(dialog).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Yes, contact me' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const posted = requests.requests.filter((call) => call.method === 'POST');
    expect(posted.map((call) => [call.url.split('?')[0], call.body])).toEqual([
      ['/rest/v1/users/notices/account_manager_proposal', { answer: 'accepted' }],
    ]);
    // Not on the offer editor: the deposits explanation waits for it.
    expect(screen.queryByTestId('no-security-deposits-modal')).toBeNull();
  });

  it('closing the proposal with Escape dismisses it for good', async () => {
    await i18n.changeLanguage('en');
    const requests = setup(['account_manager_proposal']);
    const user = userEvent.setup();
    renderWithProviders(<NoticeModals />, { path: '/' });
    await screen.findByRole('dialog', { name: 'Your own account manager' });
    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(requests.requests.find((call) => call.method === 'POST')?.body).toEqual({ answer: 'dismissed' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('explains once on the offer editor that no security deposit is needed, in the page language', async () => {
    await i18n.changeLanguage('es');
    const requests = setup(
      ['no_security_deposits'],
      buildCurrentUser({ isVendor: true, completedTourGuides: ['first-offer'] }),
    );
    const user = userEvent.setup();
    renderWithProviders(<NoticeModals />, { path: '/es/offer-manager/edit' });
    await screen.findByRole('dialog', { name: 'No necesitas depósito de garantía' });
    await user.click(screen.getByRole('button', { name: 'Entendido' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests.requests.find((call) => call.method === 'POST')?.body).toEqual({ answer: 'seen' });
    await i18n.changeLanguage('en');
  });

  it('lets the first-offer tour go first: no deposits explanation while the tour is still to be seen', async () => {
    await i18n.changeLanguage('en');
    const requests = setup(['no_security_deposits'], buildCurrentUser({ completedTourGuides: [] }));
    renderWithProviders(<NoticeModals />, { path: '/offer-manager/edit' });
    await waitFor(() =>
      expect(requests.requests.some((call) => call.url.startsWith('/rest/v1/users/notices'))).toBe(true),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows nothing to staff, and nothing elsewhere than the editor for the deposits notice', async () => {
    await i18n.changeLanguage('en');
    const staff = setup(
      ['account_manager_proposal'],
      buildCurrentUser({ isAdminOrSupermodOrModerator: true }),
    );
    renderWithProviders(<NoticeModals />, { path: '/' });
    await waitFor(() =>
      expect(staff.requests.some((call) => call.url.startsWith('/rest/v1/users/current_user'))).toBe(true),
    );
    expect(staff.requests.some((call) => call.url.startsWith('/rest/v1/users/notices'))).toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('knows the offer editor in every language', () => {
    expect(isOfferEditorPath('/offer-manager/edit')).toBe(true);
    expect(isOfferEditorPath('/ar/offer-manager/edit/abc')).toBe(true);
    expect(isOfferEditorPath('/wallet')).toBe(false);
    expect(isOfferEditorPath('/offer-manager/lite/edit/abc')).toBe(false);
  });
});
