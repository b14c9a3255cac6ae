import {
  mobileMoneyWalletDeletedSchema,
  mobileMoneyWalletInputSchema,
  mobileMoneyWalletSchema,
  type MobileMoneyWallet,
  type MobileMoneyWalletDeleted,
  type MobileMoneyWalletInput,
} from '@p2p/shared';
import { api } from '@/lib/api-client';
import { WALLETS_PATH } from './keys';

export { mobileMoneyWalletInputSchema };

const walletPath = (id: number) => `${WALLETS_PATH}/${encodeURIComponent(String(id))}`;

/** POST a new wallet, or PUT the whole wallet when it has an id. */
export async function saveWallet({
  id,
  input,
}: {
  id: number | null;
  input: MobileMoneyWalletInput;
}): Promise<MobileMoneyWallet> {
  const data =
    id === null
      ? await api.post<unknown>(WALLETS_PATH, input)
      : await api.put<unknown>(walletPath(id), input);
  return mobileMoneyWalletSchema.parse(data);
}

export async function selectWallet(id: number): Promise<MobileMoneyWallet> {
  return mobileMoneyWalletSchema.parse(await api.post<unknown>(`${walletPath(id)}/select`));
}

export async function deleteWallet(id: number): Promise<MobileMoneyWalletDeleted> {
  return mobileMoneyWalletDeletedSchema.parse(await api.delete<unknown>(walletPath(id)));
}
