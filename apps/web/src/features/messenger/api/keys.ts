export const MESSENGER_BASE = '/rest/v1/messenger';

export const conversationPath = (id: string) => `${MESSENGER_BASE}/conversations/${encodeURIComponent(id)}`;

export const messengerKeys = {
  all: ['messenger'] as const,
  conversations: ['messenger', 'conversations'] as const,
  conversation: (id: string) => ['messenger', 'conversation', id] as const,
  messages: (id: string) => ['messenger', 'messages', id] as const,
  unread: ['messenger', 'unread'] as const,
  existence: (username: string) => ['messenger', 'existence', username.toLowerCase()] as const,
};
