import type { MobileMoneyWallet } from '@p2p/shared';

/**
 * The mobile money wallet list as platform.md §3–4 describes it: the wallets, the last one added, the
 * selected wallet id with the errors of the last save, the modal-open flag and the request status.
 * `editingWalletId` is the id the form opened with: its mode is add without one, edit with one.
 */
export interface WalletListState {
  status: 'initial' | 'loading' | 'loaded' | 'error';
  wallets: MobileMoneyWallet[];
  lastAddedWallet: MobileMoneyWallet | null;
  selectedWalletId: number | null;
  errors: Record<string, string[]> | null;
  isModalOpen: boolean;
  editingWalletId: number | null;
}

export type WalletListAction =
  | { type: 'loaded'; wallets: MobileMoneyWallet[] }
  | { type: 'load_failed' }
  | { type: 'save_started' }
  | { type: 'save_failed'; errors: Record<string, string[]> }
  | { type: 'added'; wallet: MobileMoneyWallet }
  | { type: 'updated'; wallet: MobileMoneyWallet }
  | { type: 'deleted'; id: number; selectedWalletId: number | null }
  | { type: 'selected'; wallet: MobileMoneyWallet }
  | { type: 'modal_opened'; walletId: number | null }
  | { type: 'modal_closed' };

export const initialWalletListState: WalletListState = {
  status: 'initial',
  wallets: [],
  lastAddedWallet: null,
  selectedWalletId: null,
  errors: null,
  isModalOpen: false,
  editingWalletId: null,
};

export type WalletFormMode = 'add' | 'edit';

/** Add when the form has no wallet id, edit when it has one. */
export function walletFormMode(walletId: number | null): WalletFormMode {
  return walletId === null ? 'add' : 'edit';
}

const selectedOf = (wallets: readonly MobileMoneyWallet[]) =>
  wallets.find((wallet) => wallet.isSelected)?.id ?? null;

/** Marks `id` as the one selected wallet in the list (the server keeps one at most). */
function withSelected(wallets: MobileMoneyWallet[], id: number | null): MobileMoneyWallet[] {
  return wallets.map((wallet) =>
    wallet.isSelected === (wallet.id === id) ? wallet : { ...wallet, isSelected: wallet.id === id },
  );
}

export function walletListReducer(state: WalletListState, action: WalletListAction): WalletListState {
  switch (action.type) {
    case 'loaded':
      return {
        ...state,
        status: 'loaded',
        wallets: action.wallets,
        selectedWalletId: selectedOf(action.wallets),
      };
    case 'load_failed':
      return { ...state, status: 'error' };
    case 'save_started':
      return { ...state, status: 'loading', errors: null };
    case 'save_failed':
      return { ...state, status: 'error', errors: action.errors };
    // Add appends and marks loaded.
    case 'added': {
      const wallets = withSelected(
        [...state.wallets, action.wallet],
        action.wallet.isSelected ? action.wallet.id : state.selectedWalletId,
      );
      return {
        ...state,
        status: 'loaded',
        wallets,
        lastAddedWallet: action.wallet,
        selectedWalletId: selectedOf(wallets),
        errors: null,
        isModalOpen: false,
        editingWalletId: null,
      };
    }
    // Update replaces by id.
    case 'updated':
      return {
        ...state,
        status: 'loaded',
        wallets: state.wallets.map((wallet) => (wallet.id === action.wallet.id ? action.wallet : wallet)),
        errors: null,
        isModalOpen: false,
        editingWalletId: null,
      };
    // Delete removes by id (and the server names the wallet selected now).
    case 'deleted': {
      const wallets = withSelected(
        state.wallets.filter((wallet) => wallet.id !== action.id),
        action.selectedWalletId,
      );
      return {
        ...state,
        status: 'loaded',
        wallets,
        selectedWalletId: action.selectedWalletId,
        lastAddedWallet: state.lastAddedWallet?.id === action.id ? null : state.lastAddedWallet,
        errors: null,
      };
    }
    case 'selected':
      return {
        ...state,
        status: 'loaded',
        wallets: withSelected(state.wallets, action.wallet.id),
        selectedWalletId: action.wallet.id,
        errors: null,
      };
    case 'modal_opened':
      return { ...state, isModalOpen: true, editingWalletId: action.walletId, errors: null };
    case 'modal_closed':
      return { ...state, isModalOpen: false, editingWalletId: null, errors: null };
  }
}
