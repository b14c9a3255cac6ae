import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { outboxMessageSchema, type OutboxMessage } from '@p2p/shared';
import { request } from '@/lib/api-client';

export const OUTBOX_PATH = '/rest/v1/admin/outbox';
export const OUTBOX_PAGE_SIZE = 20;

export type { OutboxMessage };

const outboxMetaSchema = z.object({ limit: z.number().int(), offset: z.number().int() });

export interface OutboxFilter {
  /** The exact address or E.164 number; empty for every recipient. */
  recipient: string;
  page: number;
}

export interface OutboxPage {
  messages: OutboxMessage[];
  /** The answer has no total: a full page means there may be another one. */
  hasMore: boolean;
}

/** Messages sent (or waiting to be sent) by e-mail, SMS and call, newest first (admins only). */
export async function getOutbox({ recipient, page }: OutboxFilter): Promise<OutboxPage> {
  const { data, meta } = await request<unknown>('GET', OUTBOX_PATH, {
    params: { recipient: recipient.trim(), limit: OUTBOX_PAGE_SIZE, offset: (page - 1) * OUTBOX_PAGE_SIZE },
  });
  const messages = z.array(outboxMessageSchema).parse(data);
  return { messages, hasMore: messages.length === outboxMetaSchema.parse(meta).limit };
}

export function getOutboxQueryOptions(filter: OutboxFilter) {
  return queryOptions({
    queryKey: ['admin', 'outbox', filter.recipient.trim(), filter.page],
    queryFn: () => getOutbox(filter),
    placeholderData: keepPreviousData,
  });
}

export function useOutbox(filter: OutboxFilter) {
  return useQuery(getOutboxQueryOptions(filter));
}
