import type { MobileMoneyWallet } from '@p2p/shared';
import { describe, expect, it } from 'vitest';
import {
  initialWalletListState,
  walletFormMode,
  walletListReducer,
  type WalletListState,
} from './wallet-list-state';

const wallet = (id: number, isSelected = false): MobileMoneyWallet => ({
  id,
  countryId: 404,
  countryIso: 'KE',
  countryName: 'Kenya',
  phone: `+25471234567${id}`,
  holderName: 'Wanjiru Kamau',
  paymentMethods: [{ id: 240, slug: 'm-pesa', name: 'M-Pesa' }],
  isSelected,
  createdAt: '2026-11-27T10:00:00.000Z',
  updatedAt: '2026-11-27T10:00:00.000Z',
});

const loaded = (...wallets: MobileMoneyWallet[]): WalletListState =>
  walletListReducer(initialWalletListState, { type: 'loaded', wallets });

describe('mobile money wallet list state', () => {
  it('starts initial and takes the selected wallet from a loaded list', () => {
    expect(initialWalletListState.status).toBe('initial');
    const state = loaded(wallet(1), wallet(2, true));
    expect(state).toMatchObject({ status: 'loaded', selectedWalletId: 2 });
  });

  it('adds by appending, marks loaded and remembers the last added wallet', () => {
    const saving = walletListReducer(loaded(wallet(1, true)), { type: 'save_started' });
    expect(saving.status).toBe('loading');
    const state = walletListReducer(saving, { type: 'added', wallet: wallet(2) });
    expect(state.wallets.map((item) => item.id)).toEqual([1, 2]);
    expect(state).toMatchObject({ status: 'loaded', selectedWalletId: 1, isModalOpen: false });
    expect(state.lastAddedWallet?.id).toBe(2);
    // The first wallet comes back selected from the server.
    const first = walletListReducer(loaded(), { type: 'added', wallet: wallet(7, true) });
    expect(first.selectedWalletId).toBe(7);
  });

  it('updates by replacing the wallet with the same id', () => {
    const changed = { ...wallet(2), holderName: 'Ama Mensah' };
    const state = walletListReducer(loaded(wallet(1), wallet(2), wallet(3)), {
      type: 'updated',
      wallet: changed,
    });
    expect(state.wallets.map((item) => item.holderName)).toEqual([
      'Wanjiru Kamau',
      'Ama Mensah',
      'Wanjiru Kamau',
    ]);
    expect(state.wallets).toHaveLength(3);
  });

  it('deletes by id and follows the wallet the server selected', () => {
    const state = walletListReducer(loaded(wallet(1, true), wallet(2), wallet(3)), {
      type: 'deleted',
      id: 1,
      selectedWalletId: 3,
    });
    expect(state.wallets.map((item) => [item.id, item.isSelected])).toEqual([
      [2, false],
      [3, true],
    ]);
    expect(state.selectedWalletId).toBe(3);
  });

  it('selects one wallet at a time', () => {
    const state = walletListReducer(loaded(wallet(1, true), wallet(2)), {
      type: 'selected',
      wallet: wallet(2, true),
    });
    expect(state.wallets.map((item) => item.isSelected)).toEqual([false, true]);
    expect(state.selectedWalletId).toBe(2);
  });

  it('a save is loading, then error with the field errors, which the next save clears', () => {
    const failed = walletListReducer(walletListReducer(loaded(), { type: 'save_started' }), {
      type: 'save_failed',
      errors: { phone: ['phone_invalid'] },
    });
    expect(failed).toMatchObject({ status: 'error', errors: { phone: ['phone_invalid'] } });
    expect(walletListReducer(failed, { type: 'save_started' })).toMatchObject({
      status: 'loading',
      errors: null,
    });
  });

  it('opens the modal in add mode without an id and in edit mode with one', () => {
    const add = walletListReducer(loaded(), { type: 'modal_opened', walletId: null });
    expect(add.isModalOpen).toBe(true);
    expect(walletFormMode(add.editingWalletId)).toBe('add');
    const edit = walletListReducer(loaded(wallet(4)), { type: 'modal_opened', walletId: 4 });
    expect(walletFormMode(edit.editingWalletId)).toBe('edit');
    expect(walletListReducer(edit, { type: 'modal_closed' })).toMatchObject({
      isModalOpen: false,
      editingWalletId: null,
    });
  });
});
