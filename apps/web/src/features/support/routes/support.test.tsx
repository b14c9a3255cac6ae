import type { SupportInboxItem, SupportMessage } from '@p2p/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { emitRealtimeEventForTests } from '@/lib/realtime/realtime';
import { buildCurrentUser } from '@/testing/current-user';
import { CSRF_ROUTE, apiError, mockFetch } from '@/testing/fetch-mock';
import { DropdownMenuItem } from '@/components/ui/dropdown-menu';
import { UserMenu } from '@/features/auth/components/user-menu';
import { renderWithProviders } from '@/testing/render';
import { OpenSupportChatButton } from '../components/open-support-chat';
import { resetZendeskWidget } from '../components/zendesk-widget';
import { SupportConversationRoute } from './admin-support-conversation';
import { SupportInboxRoute } from './admin-support-inbox';
import { SupportRoute } from './support';

const ID = '0b6f5c3e-3f7e-4d7a-9b9e-2a1c5d7e8f90';
const USER_MESSAGES = `GET /rest/v1/support/conversations/${ID}/messages`;
const STAFF_MESSAGES = `GET /rest/v1/admin/support/conversations/${ID}/messages`;

const message = (overrides: Partial<SupportMessage>): SupportMessage => ({
  id: 1,
  conversationId: ID,
  kind: 'text',
  text: 'Hello',
  fromStaff: false,
  author: 'alice',
  isMine: true,
  imageUrl: null,
  imageName: null,
  createdAt: '2026-11-25T10:00:00.000Z',
  ...overrides,
});
const meta = { hasOlder: false, lastMessageId: 2, myLastReadId: 2, otherLastReadId: 1, status: 'open' };
const conversation = {
  id: ID,
  status: 'open',
  unreadCount: 0,
  lastMessageAt: null,
  createdAt: '2026-11-25T09:00:00.000Z',
};
const inboxItem = (overrides: Partial<SupportInboxItem> = {}): SupportInboxItem => ({
  id: ID,
  status: 'open',
  user: { username: 'alice', avatarUrl: null },
  assignee: null,
  unreadCount: 2,
  lastMessage: message({ text: 'Where is my deposit?', isMine: false }),
  lastMessageAt: '2026-11-25T10:00:00.000Z',
  closedAt: null,
  createdAt: '2026-11-25T09:00:00.000Z',
  ...overrides,
});
const me = {
  'GET /rest/v1/users/current_user': {
    body: {
      data: buildCurrentUser({ username: 'mod_mia', role: 'moderator', isAdminOrSupermodOrModerator: true }),
    },
  },
};

afterEach(() => resetZendeskWidget());

describe('support chat (user)', () => {
  it('shows staff answers as "Support", sends a message, and reads again on a live answer', async () => {
    let answers = [
      message({ id: 1, text: 'My deposit is missing' }),
      message({ id: 2, text: 'We are on it', fromStaff: true, author: null, isMine: false }),
    ];
    const mock = mockFetch({
      ...CSRF_ROUTE,
      'POST /rest/v1/support/conversation': { status: 201, body: { data: conversation } },
      [USER_MESSAGES]: () => ({ body: { data: answers, meta } }),
      [`POST /rest/v1/support/conversations/${ID}/messages`]: (request) => ({
        status: 201,
        body: { data: message({ id: 3, text: (request.body as { text: string }).text }) },
      }),
      [`POST /rest/v1/support/conversations/${ID}/read`]: {
        body: { data: { myLastReadId: 2, unreadCount: 0 } },
      },
    });
    renderWithProviders(<SupportRoute />, { path: '/support' });
    expect(await screen.findByRole('heading', { name: 'Support chat' })).toBeTruthy();
    await screen.findByText('We are on it');
    const answer = screen.getByText('We are on it').closest('li')!;
    expect(within(answer).getByTestId('support-author').textContent).toBe('Support');

    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Write to support…'), 'Any news?{Enter}');
    await waitFor(() =>
      expect(mock.requestsTo(`POST /rest/v1/support/conversations/${ID}/messages`)[0]?.body).toEqual({
        text: 'Any news?',
      }),
    );

    answers = [
      ...answers,
      message({ id: 4, text: 'Found it, credited now', fromStaff: true, isMine: false }),
    ];
    act(() =>
      emitRealtimeEventForTests({
        id: '7',
        type: 'support.reply',
        tradeHash: null,
        payload: { conversationId: ID },
      }),
    );
    expect(await screen.findByText('Found it, credited now')).toBeTruthy();
  });

  it('tells the user the server refused a message', async () => {
    mockFetch({
      ...CSRF_ROUTE,
      'POST /rest/v1/support/conversation': { body: { data: conversation } },
      [USER_MESSAGES]: { body: { data: [], meta: { ...meta, lastMessageId: 0, myLastReadId: 0 } } },
      [`POST /rest/v1/support/conversations/${ID}/messages`]: apiError(
        400,
        'ERROR_INPUT_VALIDATION',
        'Too long',
        {
          text: ['Too long'],
        },
      ),
    });
    renderWithProviders(<SupportRoute />, { path: '/support' });
    expect(await screen.findByText('No messages yet. Tell us how we can help.')).toBeTruthy();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Write to support…'), 'x{Enter}');
    expect((await screen.findByRole('alert')).textContent).toContain('Too long');
  });
});

describe('open-support-chat', () => {
  it('opens the built-in chat when Zendesk is not configured', async () => {
    mockFetch({
      'GET /rest/v1/support/config': { body: { data: { provider: 'builtin', zendeskWidgetKey: null } } },
    });
    const view = renderWithProviders(<OpenSupportChatButton />, { path: '/wallet' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Contact support' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/support'));
  });

  it('is an item of the account menu, as the navbar composes it', async () => {
    mockFetch({
      'GET /rest/v1/support/config': { body: { data: { provider: 'builtin', zendeskWidgetKey: null } } },
    });
    const view = renderWithProviders(
      <UserMenu
        user={buildCurrentUser()}
        extraItems={
          <DropdownMenuItem asChild>
            <OpenSupportChatButton className="w-full" />
          </DropdownMenuItem>
        }
      />,
      { path: '/wallet' },
    );
    const user = userEvent.setup();
    await user.click(screen.getByTestId('current-username'));
    await user.click(await screen.findByRole('menuitem', { name: 'Contact support' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/support'));
  });

  it("opens Zendesk's widget signed in with the server's token when configured", async () => {
    const mock = mockFetch({
      'GET /rest/v1/support/config': {
        body: { data: { provider: 'zendesk', zendeskWidgetKey: 'key-123456' } },
      },
      'GET /rest/v3/zendesk/jwt-token': { body: { data: { token: 'signed.jwt.token' } } },
    });
    const calls: unknown[][] = [];
    // The snippet defines zE; here it is there already, as after a first load.
    window.zE = (...args: unknown[]) => {
      calls.push(args);
      if (args[1] === 'loginUser')
        (args[2] as (cb: (token: string) => void) => void)((token) => calls.push(['token', token]));
    };
    const view = renderWithProviders(<OpenSupportChatButton />, { path: '/wallet' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Contact support' }));
    await waitFor(() => expect(calls).toContainEqual(['token', 'signed.jwt.token']));
    expect(calls.map((call) => call.slice(0, 2))).toContainEqual(['messenger', 'open']);
    expect(mock.requestsTo('GET /rest/v3/zendesk/jwt-token')).toHaveLength(1);
    expect(view.router.state.location.pathname).toBe('/wallet');
  });
});

describe('support inbox (staff)', () => {
  it('lists conversations with unread counts and filters by assignee', async () => {
    const mock = mockFetch({
      'GET /rest/v1/admin/support/conversations': (request) => {
        const mine = new URL(request.url, 'http://x').searchParams.get('assignee') === 'me';
        return {
          body: {
            data: mine
              ? []
              : [
                  inboxItem(),
                  inboxItem({
                    id: 'other',
                    user: { username: 'bob', avatarUrl: null },
                    unreadCount: 0,
                    assignee: 'mod_mia',
                  }),
                ],
            meta: { totalUnread: 2, unassigned: 1 },
          },
        };
      },
    });
    renderWithProviders(<SupportInboxRoute />, { path: '/admin/support' });
    const items = await screen.findAllByTestId('support-inbox-item');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByLabelText('2 unread messages')).toBeTruthy();
    expect(within(items[0]!).getByText('Where is my deposit?')).toBeTruthy();
    expect(within(items[1]!).getByText(/Assigned to mod_mia/)).toBeTruthy();
    expect(screen.getByTestId('support-inbox-totals').textContent).toBe('2 unread · 1 unassigned');

    await userEvent.setup().selectOptions(screen.getByLabelText('Assigned to'), 'me');
    expect(await screen.findByText('No conversations here.')).toBeTruthy();
    expect(mock.requestsTo('GET /rest/v1/admin/support/conversations').at(-1)?.url).toContain('assignee=me');
  });

  it('assigns the conversation to the staff member, answers and closes it', async () => {
    let item = inboxItem();
    const mock = mockFetch({
      ...CSRF_ROUTE,
      ...me,
      [`GET /rest/v1/admin/support/conversations/${ID}`]: () => ({ body: { data: item } }),
      'GET /rest/v1/admin/support/staff': {
        body: {
          data: [
            { username: 'mod_mia', role: 'moderator' },
            { username: 'sam', role: 'admin' },
          ],
        },
      },
      [STAFF_MESSAGES]: {
        body: {
          data: [message({ id: 1, text: 'Where is my deposit?', isMine: false, author: 'alice' })],
          meta,
        },
      },
      [`POST /rest/v1/admin/support/conversations/${ID}/read`]: {
        body: { data: { myLastReadId: 1, unreadCount: 0 } },
      },
      [`POST /rest/v1/admin/support/conversations/${ID}/assign`]: (request) => {
        item = { ...item, assignee: (request.body as { assignee: string | null }).assignee };
        return { body: { data: item } };
      },
      [`POST /rest/v1/admin/support/conversations/${ID}/close`]: () => {
        item = { ...item, status: 'closed' };
        return { body: { data: item } };
      },
      [`POST /rest/v1/admin/support/conversations/${ID}/messages`]: {
        status: 201,
        body: { data: message({ id: 5, text: 'Checking now', fromStaff: true, author: 'mod_mia' }) },
      },
    });
    renderWithProviders(<div />, {
      path: `/admin/support/${ID}`,
      routes: [{ path: '/admin/support/:conversationId', element: <SupportConversationRoute /> }],
    });
    const user = userEvent.setup();
    await screen.findByText('Where is my deposit?');
    await user.click(await screen.findByRole('button', { name: 'Assign to me' }));
    await waitFor(() =>
      expect(mock.requestsTo(`POST /rest/v1/admin/support/conversations/${ID}/assign`)[0]?.body).toEqual({
        assignee: 'mod_mia',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Assign to me' })).toBeNull());
    await user.selectOptions(screen.getByLabelText('Assigned to'), 'sam');
    await waitFor(() =>
      expect(mock.requestsTo(`POST /rest/v1/admin/support/conversations/${ID}/assign`)[1]?.body).toEqual({
        assignee: 'sam',
      }),
    );
    await user.type(screen.getByLabelText('Answer the user…'), 'Checking now{Enter}');
    await waitFor(() =>
      expect(mock.requestsTo(`POST /rest/v1/admin/support/conversations/${ID}/messages`)).toHaveLength(1),
    );
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.getByTestId('support-status').textContent).toBe('Closed'));
    expect(screen.getByRole('button', { name: 'Reopen' })).toBeTruthy();
  });
});
