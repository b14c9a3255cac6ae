import { contactSchema, pagedListMetaSchema, type Contact, type PagedListMeta } from '@p2p/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { request } from '@/lib/api-client';

export const CONTACT_LISTS = ['trusted', 'blocked', 'recent-partners'] as const;
export type ContactList = (typeof CONTACT_LISTS)[number];

/** The three lists are one resource with the same page shape: one fetcher serves them all. */
const PATHS: Record<ContactList, string> = {
  trusted: '/rest/v1/users/me/contacts/trusted-list',
  blocked: '/rest/v1/users/me/contacts/blocked-list',
  'recent-partners': '/rest/v1/users/me/contacts/recent-trades',
};

export const contactsQueryKey = ['contacts'] as const;

export interface ContactsPage {
  contacts: Contact[];
  meta: PagedListMeta;
}

/** One page (1-based, 10 a page) of the signed-in user's trusted users, blocked users or trade partners. */
export async function getContacts(list: ContactList, page: number): Promise<ContactsPage> {
  const { data, meta } = await request<unknown>('GET', PATHS[list], { params: { page } });
  return { contacts: z.array(contactSchema).parse(data), meta: pagedListMetaSchema.parse(meta) };
}

export function getContactsQueryOptions(list: ContactList, page: number) {
  return queryOptions({
    queryKey: [...contactsQueryKey, list, page],
    queryFn: () => getContacts(list, page),
    placeholderData: keepPreviousData,
  });
}

export function useContacts(list: ContactList, page: number) {
  return useQuery(getContactsQueryOptions(list, page));
}
