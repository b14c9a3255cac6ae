import type { MessengerMessage, MessengerPartner, UserRelation } from '@p2p/shared';
import type { MessengerMessageRow, MessengerUserRow } from './messenger.repository.js';

export function imageUrl(conversationId: string, messageId: number): string {
  return `/rest/v1/messenger/conversations/${conversationId}/images/${messageId}`;
}

export function toMessageView(
  row: MessengerMessageRow,
  context: { viewerId: number; usernames: Map<number, string> },
): MessengerMessage {
  const isImage = row.kind === 'image';
  return {
    id: row.id,
    conversationId: row.conversationId,
    kind: isImage ? 'image' : 'text',
    text: row.body,
    author: context.usernames.get(row.authorId) ?? '',
    isMine: row.authorId === context.viewerId,
    imageUrl: isImage ? imageUrl(row.conversationId, row.id) : null,
    imageName: isImage ? row.imageName : null,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toPartnerView(row: MessengerUserRow, relation: UserRelation | null): MessengerPartner {
  return {
    username: row.username,
    avatarUrl: row.closedAt ? null : row.avatarUrl,
    lastSeenAt: row.lastSeenAt?.toISOString() ?? null,
    isTrusted: relation === 'trusted',
    isBlocked: relation === 'blocked',
  };
}
