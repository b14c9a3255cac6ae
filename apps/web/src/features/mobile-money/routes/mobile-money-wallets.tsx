import type { MobileMoneyWallet, MobileMoneyWalletInput } from '@p2p/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Plus, Smartphone } from 'lucide-react';
import { useEffect, useReducer, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { ErrorPanel } from '@/components/ui/error-panel';
import { SkeletonLines } from '@/components/ui/skeleton';
import { useLocale } from '@/hooks/use-locale';
import { ApiError } from '@/lib/api-error';
import { useCurrentUser } from '@/lib/current-user';
import { toast } from '@/lib/toasts';
import { useMobileMoneyMethods, useWalletCountries } from '../api/get-reference';
import { useWallets } from '../api/get-wallets';
import { mobileMoneyQueryKey } from '../api/keys';
import { deleteWallet, saveWallet, selectWallet } from '../api/save-wallet';
import { WalletCard } from '../components/wallet-card';
import { WalletForm } from '../components/wallet-form';
import { walletErrorMessage } from '../lib/wallet-errors';
import { initialWalletListState, walletFormMode, walletListReducer } from '../lib/wallet-list-state';

const errorsOf = (error: unknown): Record<string, string[]> =>
  error instanceof ApiError && error.details ? error.details : { wallet: [''] };

/** /account/mobile-money: the user's mobile money wallets; add and edit in a dialog, select, delete. */
export function MobileMoneyWalletsRoute() {
  const { t } = useTranslation();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const wallets = useWallets();
  const countries = useWalletCountries();
  const methods = useMobileMoneyMethods(locale);
  const user = useCurrentUser();
  const [state, dispatch] = useReducer(walletListReducer, initialWalletListState);
  const [deleting, setDeleting] = useState<MobileMoneyWallet | null>(null);

  useEffect(() => {
    if (wallets.data) dispatch({ type: 'loaded', wallets: wallets.data });
    else if (wallets.isError) dispatch({ type: 'load_failed' });
  }, [wallets.data, wallets.isError]);

  const refresh = () => void queryClient.invalidateQueries({ queryKey: mobileMoneyQueryKey });
  const busy = state.status === 'loading';
  const editing = state.wallets.find((wallet) => wallet.id === state.editingWalletId) ?? null;
  const mode = walletFormMode(state.editingWalletId);

  const save = async (input: MobileMoneyWalletInput) => {
    dispatch({ type: 'save_started' });
    try {
      const wallet = await saveWallet({ id: state.editingWalletId, input });
      dispatch({ type: mode === 'add' ? 'added' : 'updated', wallet });
      toast.success(t(mode === 'add' ? 'mobileMoney.toast.added' : 'mobileMoney.toast.updated'));
      refresh();
    } catch (error) {
      dispatch({ type: 'save_failed', errors: errorsOf(error) });
    }
  };

  const select = async (wallet: MobileMoneyWallet) => {
    dispatch({ type: 'save_started' });
    try {
      dispatch({ type: 'selected', wallet: await selectWallet(wallet.id) });
      toast.success(t('mobileMoney.toast.selected', { phone: wallet.phone }));
      refresh();
    } catch (error) {
      dispatch({ type: 'save_failed', errors: errorsOf(error) });
      toast.error(t('mobileMoney.toast.failed'));
    }
  };

  const remove = async (wallet: MobileMoneyWallet) => {
    dispatch({ type: 'save_started' });
    try {
      const answer = await deleteWallet(wallet.id);
      dispatch({ type: 'deleted', id: answer.id, selectedWalletId: answer.selectedWalletId });
      toast.success(t('mobileMoney.toast.deleted'));
      refresh();
    } catch (error) {
      const errors = errorsOf(error);
      dispatch({ type: 'save_failed', errors });
      toast.error(walletErrorMessage(t, errors.wallet?.filter(Boolean)) ?? t('mobileMoney.toast.failed'));
    } finally {
      setDeleting(null);
    }
  };

  const ready = state.status !== 'initial' && countries.data && methods.data;
  const loadError = wallets.error ?? countries.error ?? methods.error;

  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-x-6">
        <div className="min-w-0 flex-1 basis-80">
          <PageHeader title={t('mobileMoney.title')} description={t('mobileMoney.subtitle')} />
        </div>
        <Button
          className="mb-6 shrink-0"
          disabled={!ready}
          onClick={() => dispatch({ type: 'modal_opened', walletId: null })}
        >
          <Plus aria-hidden className="size-4" />
          {t('mobileMoney.add')}
        </Button>
      </div>
      {loadError ? (
        <ErrorPanel
          error={loadError}
          onRetry={() => void Promise.all([wallets.refetch(), countries.refetch(), methods.refetch()])}
        />
      ) : !ready ? (
        <SkeletonLines lines={4} />
      ) : state.wallets.length > 0 ? (
        <ul aria-label={t('mobileMoney.listLabel')} className="space-y-4">
          {state.wallets.map((wallet) => (
            <WalletCard
              key={wallet.id}
              wallet={wallet}
              busy={busy}
              onSelect={() => void select(wallet)}
              onEdit={() => dispatch({ type: 'modal_opened', walletId: wallet.id })}
              onDelete={() => setDeleting(wallet)}
            />
          ))}
        </ul>
      ) : (
        <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 px-6 py-12 text-center dark:border-slate-700">
          <Smartphone aria-hidden className="size-8 text-slate-500 dark:text-slate-400" />
          <p className="mt-3 font-medium text-slate-900 dark:text-slate-100">{t('mobileMoney.empty')}</p>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t('mobileMoney.emptyHint')}</p>
        </div>
      )}
      <Dialog
        open={state.isModalOpen}
        onOpenChange={(open) => (open || busy ? undefined : dispatch({ type: 'modal_closed' }))}
      >
        <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto">
          <DialogTitle>{t(`mobileMoney.form.${mode}Title`)}</DialogTitle>
          <DialogDescription>{t('mobileMoney.form.description')}</DialogDescription>
          <div className="mt-4">
            {state.isModalOpen && countries.data && methods.data ? (
              <WalletForm
                key={state.editingWalletId ?? 'new'}
                wallet={editing}
                countries={countries.data}
                methods={methods.data}
                defaultCountryIso={user.data?.country?.iso ?? undefined}
                serverErrors={state.errors}
                pending={busy}
                onSubmit={(input) => void save(input)}
                onCancel={() => dispatch({ type: 'modal_closed' })}
              />
            ) : null}
          </div>
        </DialogContent>
      </Dialog>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title={t('mobileMoney.delete.title')}
        description={t('mobileMoney.delete.description', { phone: deleting?.phone ?? '' })}
        confirmLabel={t('mobileMoney.delete.confirm')}
        destructive
        pending={busy}
        onConfirm={() => (deleting ? void remove(deleting) : undefined)}
      />
    </>
  );
}
