import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.js';

// The messenger: direct conversations between two users outside trades.

/**
 * One conversation per pair of users, stored once with the lower user id first. The id is random so
 * a conversation cannot be guessed from another's; each side keeps its own read position.
 */
export const messengerConversations = pgTable(
  'messenger_conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    lowUserId: integer('low_user_id')
      .notNull()
      .references(() => users.id),
    highUserId: integer('high_user_id')
      .notNull()
      .references(() => users.id),
    lowLastReadId: bigint('low_last_read_id', { mode: 'number' }).notNull().default(0),
    highLastReadId: bigint('high_last_read_id', { mode: 'number' }).notNull().default(0),
    lastMessageId: bigint('last_message_id', { mode: 'number' }).notNull().default(0),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('messenger_conversations_pair_idx').on(table.lowUserId, table.highUserId),
    index('messenger_conversations_high_idx').on(table.highUserId),
    check('messenger_conversations_ordered', sql`${table.lowUserId} < ${table.highUserId}`),
  ],
);

/** A message: text, or an image (re-encoded, stored privately under `image_key`). */
export const messengerMessages = pgTable(
  'messenger_messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => messengerConversations.id),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind').notNull(),
    body: text('body').notNull().default(''),
    imageKey: text('image_key').unique(),
    imageType: text('image_type'),
    imageName: text('image_name'),
    imageBytes: integer('image_bytes'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('messenger_messages_conversation_idx').on(table.conversationId, table.id),
    check('messenger_messages_kind_check', sql`${table.kind} in ('text', 'image')`),
    check('messenger_messages_image_check', sql`(${table.kind} = 'image') = (${table.imageKey} is not null)`),
  ],
);
