import {
  messengerMessageInputSchema,
  supportConfigSchema,
  supportConversationSchema,
  supportInboxItemSchema,
  supportInboxMetaSchema,
  supportMessageSchema,
  supportMessagesMetaSchema,
  supportStaffMemberSchema,
  zendeskTokenSchema,
  type SupportConfig,
  type SupportConversation,
  type SupportInboxItem,
  type SupportInboxMeta,
  type SupportMessage,
  type SupportMessagesMeta,
  type SupportStaffMember,
} from '@p2p/shared';
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { z } from 'zod';
import { api, request } from '@/lib/api-client';

/** Which side reads: the user their own conversation, or staff any (decision 023). */
export type SupportSide = 'user' | 'staff';

const BASES: Record<SupportSide, string> = { user: '/rest/v1/support', staff: '/rest/v1/admin/support' };

export const conversationPath = (side: SupportSide, id: string) =>
  `${BASES[side]}/conversations/${encodeURIComponent(id)}`;

export type InboxFilter = { status: 'open' | 'closed' | 'all'; assignee: 'me' | 'unassigned' | 'any' };

export const supportKeys = {
  all: ['support'] as const,
  config: ['support', 'config'] as const,
  mine: ['support', 'mine'] as const,
  unread: ['support', 'unread'] as const,
  messages: (side: SupportSide, id: string) => ['support', 'messages', side, id] as const,
  inbox: ['support', 'inbox'] as const,
  inboxList: (filter: InboxFilter) => ['support', 'inbox', 'list', filter] as const,
  inboxItem: (id: string) => ['support', 'inbox', 'item', id] as const,
  staff: ['support', 'staff'] as const,
};

// ---- Which chat opens ----

export async function getSupportConfig(): Promise<SupportConfig> {
  return supportConfigSchema.parse(await api.get<unknown>(`${BASES.user}/config`));
}

export const supportConfigQueryOptions = () =>
  queryOptions({ queryKey: supportKeys.config, queryFn: getSupportConfig, staleTime: 10 * 60_000 });

/** The signed-in user's JWT for Zendesk's messaging widget. */
export async function getZendeskToken(): Promise<string> {
  return zendeskTokenSchema.parse(await api.get<unknown>('/rest/v3/zendesk/jwt-token')).token;
}

// ---- The user's conversation ----

export async function openMySupportConversation(): Promise<SupportConversation> {
  return supportConversationSchema.parse(await api.post<unknown>(`${BASES.user}/conversation`));
}

export function useMySupportConversation() {
  return useQuery({ queryKey: supportKeys.mine, queryFn: openMySupportConversation });
}

export function useSupportUnread(enabled: boolean) {
  return useQuery({
    queryKey: supportKeys.unread,
    queryFn: async () =>
      z.object({ unreadCount: z.number() }).parse(await api.get<unknown>(`${BASES.user}/unread`)),
    enabled,
  });
}

// ---- Messages (both sides) ----

export interface SupportMessagesPage {
  messages: SupportMessage[];
  meta: SupportMessagesMeta;
}

export async function getSupportMessages(
  side: SupportSide,
  id: string,
  before?: number,
): Promise<SupportMessagesPage> {
  const answer = await request<unknown>('GET', `${conversationPath(side, id)}/messages`, {
    params: before === undefined ? {} : { before },
  });
  return {
    messages: z.array(supportMessageSchema).parse(answer.data),
    meta: supportMessagesMetaSchema.parse(answer.meta),
  };
}

export function useSupportMessages(side: SupportSide, id: string) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: supportKeys.messages(side, id),
      queryFn: ({ pageParam }) => getSupportMessages(side, id, pageParam),
      initialPageParam: undefined as number | undefined,
      getNextPageParam: (page: SupportMessagesPage) =>
        page.meta.hasOlder && page.messages.length > 0 ? page.messages[0]!.id : undefined,
    }),
  );
}

export async function sendSupportMessage(input: {
  side: SupportSide;
  id: string;
  text?: string;
  file?: File;
}): Promise<SupportMessage> {
  const path = conversationPath(input.side, input.id);
  if (input.file) {
    const form = new FormData();
    form.append('file', input.file, input.file.name);
    return supportMessageSchema.parse(await api.post<unknown>(`${path}/images`, form));
  }
  const body = messengerMessageInputSchema.parse({ text: input.text });
  return supportMessageSchema.parse(await api.post<unknown>(`${path}/messages`, body));
}

export function useSendSupportMessage(side: SupportSide, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { text?: string; file?: File }) => sendSupportMessage({ side, id, ...input }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: supportKeys.messages(side, id) }),
        side === 'staff' ? queryClient.invalidateQueries({ queryKey: supportKeys.inbox }) : null,
      ]),
  });
}

export function useMarkSupportRead(side: SupportSide) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { id: string; lastMessageId: number }) =>
      api.post<unknown>(`${conversationPath(side, input.id)}/read`, { last_message_id: input.lastMessageId }),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: side === 'user' ? supportKeys.unread : supportKeys.inbox }),
  });
}

// ---- The staff inbox ----

export async function getSupportInbox(
  filter: InboxFilter,
): Promise<{ items: SupportInboxItem[]; meta: SupportInboxMeta }> {
  const answer = await request<unknown>('GET', `${BASES.staff}/conversations`, { params: filter });
  return {
    items: z.array(supportInboxItemSchema).parse(answer.data),
    meta: supportInboxMetaSchema.parse(answer.meta),
  };
}

export function useSupportInbox(filter: InboxFilter) {
  return useQuery({ queryKey: supportKeys.inboxList(filter), queryFn: () => getSupportInbox(filter) });
}

export function useSupportInboxItem(id: string) {
  return useQuery({
    queryKey: supportKeys.inboxItem(id),
    queryFn: async () =>
      supportInboxItemSchema.parse(
        await api.get<unknown>(`${BASES.staff}/conversations/${encodeURIComponent(id)}`),
      ),
  });
}

export function useSupportStaff() {
  return useQuery({
    queryKey: supportKeys.staff,
    queryFn: async (): Promise<SupportStaffMember[]> =>
      z.array(supportStaffMemberSchema).parse(await api.get<unknown>(`${BASES.staff}/staff`)),
    staleTime: 5 * 60_000,
  });
}

/** Assign (a username, or null for nobody), close or reopen; the inbox reads again. */
export function useSupportAction(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (
      action: { kind: 'assign'; assignee: string | null } | { kind: 'close' } | { kind: 'reopen' },
    ): Promise<SupportInboxItem> => {
      const path = conversationPath('staff', id);
      const answer =
        action.kind === 'assign'
          ? await api.post<unknown>(`${path}/assign`, { assignee: action.assignee })
          : await api.post<unknown>(`${path}/${action.kind}`);
      return supportInboxItemSchema.parse(answer);
    },
    onSuccess: (item) => {
      queryClient.setQueryData(supportKeys.inboxItem(id), item);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: supportKeys.inbox }),
        queryClient.invalidateQueries({ queryKey: supportKeys.messages('staff', id) }),
      ]);
    },
  });
}
