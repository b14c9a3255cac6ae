import {
  bankAccountDeletedSchema,
  bankAccountSchema,
  type BankAccountInput,
  type BankAccountView,
} from '@p2p/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { bankAccountKeys } from './keys';

export const BANK_ACCOUNTS_PATH = '/rest/v1/bankaccounts';
const accountPath = (id: number) => `${BANK_ACCOUNTS_PATH}/${id}`;

export async function getBankAccounts(): Promise<BankAccountView[]> {
  return z.array(bankAccountSchema).parse(await api.get<unknown>(BANK_ACCOUNTS_PATH));
}

export function useBankAccounts() {
  return useQuery(queryOptions({ queryKey: bankAccountKeys.list(), queryFn: getBankAccounts }));
}

export async function getBankAccount(id: number): Promise<BankAccountView> {
  return bankAccountSchema.parse(await api.get<unknown>(accountPath(id)));
}

export function useBankAccount(id: number) {
  return useQuery(
    queryOptions({
      queryKey: bankAccountKeys.detail(id),
      queryFn: () => getBankAccount(id),
      enabled: Number.isInteger(id) && id > 0,
    }),
  );
}

/**
 * Creates or replaces an account. A 401 never redirects here: the form decides, because the spec
 * sends a guest to the login page on a 400 as well (trading.md §6).
 */
export async function saveBankAccount({
  id,
  input,
}: {
  id?: number;
  input: BankAccountInput;
}): Promise<BankAccountView> {
  const options = { redirectOnUnauthorized: false } as const;
  const data =
    id === undefined
      ? await api.post<unknown>(BANK_ACCOUNTS_PATH, input, options)
      : await api.put<unknown>(accountPath(id), input, options);
  return bankAccountSchema.parse(data);
}

export function useSaveBankAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBankAccount,
    onSuccess: async (account) => {
      queryClient.setQueryData(bankAccountKeys.detail(account.id), account);
      await queryClient.invalidateQueries({ queryKey: bankAccountKeys.list() });
    },
  });
}

export async function deleteBankAccount(id: number): Promise<void> {
  bankAccountDeletedSchema.parse(await api.delete<unknown>(accountPath(id)));
}

export function useDeleteBankAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBankAccount,
    onSuccess: async (_, id) => {
      queryClient.setQueryData<BankAccountView[]>(bankAccountKeys.list(), (accounts) =>
        accounts?.filter((account) => account.id !== id),
      );
      queryClient.removeQueries({ queryKey: bankAccountKeys.detail(id) });
      await queryClient.invalidateQueries({ queryKey: bankAccountKeys.list() });
    },
  });
}
