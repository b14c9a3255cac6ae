import type { SupportConversation, SupportMessage, SupportStatus } from '@p2p/shared';
import type { SupportConversationRow, SupportMessageRow } from './support.repository.js';

/** Who reads: the conversation's user, or staff. The two see different things (decision 023). */
export type SupportSide = 'user' | 'staff';

export function supportImageUrl(side: SupportSide, conversationId: string, messageId: number): string {
  const base = side === 'user' ? '/rest/v1/support' : '/rest/v1/admin/support';
  return `${base}/conversations/${conversationId}/images/${messageId}`;
}

export function statusOf(row: SupportConversationRow): SupportStatus {
  return row.status === 'closed' ? 'closed' : 'open';
}

/**
 * A message for its reader. The user never learns who on staff wrote: `author` is null on staff
 * messages in the user's view.
 */
export function toSupportMessageView(
  row: SupportMessageRow,
  context: { side: SupportSide; viewerId: number; usernames: Map<number, string> },
): SupportMessage {
  const isImage = row.kind === 'image';
  return {
    id: row.id,
    conversationId: row.conversationId,
    kind: isImage ? 'image' : 'text',
    text: row.body,
    fromStaff: row.fromStaff,
    author: context.side === 'user' && row.fromStaff ? null : (context.usernames.get(row.authorId) ?? null),
    isMine: row.authorId === context.viewerId,
    imageUrl: isImage ? supportImageUrl(context.side, row.conversationId, row.id) : null,
    imageName: isImage ? row.imageName : null,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toUserConversationView(
  row: SupportConversationRow,
  unreadCount: number,
): SupportConversation {
  return {
    id: row.id,
    status: statusOf(row),
    unreadCount,
    lastMessageAt: row.lastMessageAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}
