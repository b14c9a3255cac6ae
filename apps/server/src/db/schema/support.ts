import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
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

// Support chat: one conversation between a user and the operator's staff (decision 023).

/**
 * A user's conversation with support, one per user: closed by staff when answered, opened again by
 * the user's next message or by staff. Staff read it as a team (one read position); the assignee is
 * who answers it and hears of it. The id is random, so it cannot be guessed.
 */
export const supportConversations = pgTable(
  'support_conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    status: text('status').notNull().default('open'),
    assigneeId: integer('assignee_id').references(() => users.id),
    userLastReadId: bigint('user_last_read_id', { mode: 'number' }).notNull().default(0),
    staffLastReadId: bigint('staff_last_read_id', { mode: 'number' }).notNull().default(0),
    lastMessageId: bigint('last_message_id', { mode: 'number' }).notNull().default(0),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('support_conversations_user_idx').on(table.userId),
    index('support_conversations_inbox_idx').on(table.status, table.lastMessageId),
    index('support_conversations_assignee_idx').on(table.assigneeId),
    check('support_conversations_status_check', sql`${table.status} in ('open', 'closed')`),
  ],
);

/** A message in a support conversation: text or an image (re-encoded, stored privately). */
export const supportMessages = pgTable(
  'support_messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => supportConversations.id),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id),
    /** Written by staff (shown to the user as "Support", without the staff member's name). */
    fromStaff: boolean('from_staff').notNull(),
    kind: text('kind').notNull(),
    body: text('body').notNull().default(''),
    imageKey: text('image_key').unique(),
    imageType: text('image_type'),
    imageName: text('image_name'),
    imageBytes: integer('image_bytes'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('support_messages_conversation_idx').on(table.conversationId, table.id),
    check('support_messages_kind_check', sql`${table.kind} in ('text', 'image')`),
    check('support_messages_image_check', sql`(${table.kind} = 'image') = (${table.imageKey} is not null)`),
  ],
);
