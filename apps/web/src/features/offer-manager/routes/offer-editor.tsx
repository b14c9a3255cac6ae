import type { OfferSaved } from '@p2p/shared';
import { useTranslation } from '@/lib/use-translation';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { PageHeader } from '@/components/layout/page-header';
import { Alert } from '@/components/ui/alert';
import { ErrorPanel } from '@/components/ui/error-panel';
import { LocalizedLink } from '@/components/ui/link';
import { SkeletonLines } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useLocalizePath } from '@/hooks/use-locale';
import { useCurrentUser } from '@/lib/current-user';
import { toast } from '@/lib/toasts';
import { useOffer } from '../api/get-offer';
import { OfferEditor } from '../components/editor/offer-editor';
import { newOfferValues, valuesFromOriginalData } from '../lib/editor-values';

/**
 * /offer-manager/edit (create) and /offer-manager/edit/{offerId} (edit). Without `skipLite=true` an
 * offer of the lite flow opens the lite editor instead (trading.md §2).
 */
export function OfferEditorRoute() {
  const { t } = useTranslation();
  const { offerId } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const localize = useLocalizePath();
  const { data: user } = useCurrentUser();
  const offer = useOffer(offerId);
  const blocked = !offerId && (user?.blockedKycActions.includes('create-offer') ?? false);

  const onSaved = (saved: OfferSaved) => {
    toast.success(offerId ? t('offerManager.editor.saved') : t('offerManager.editor.created'));
    void navigate(localize(paths.myOffers(saved.offer.type)));
  };

  const title = offerId ? t('offerManager.editor.editTitle') : t('offerManager.editor.createTitle');
  let body: React.ReactNode;
  if (blocked) {
    body = (
      <Alert variant="warning" role="status">
        {t('offerManager.editor.blocked')}{' '}
        <LocalizedLink to={paths.account.verification} className="font-semibold underline underline-offset-4">
          {t('offerManager.editor.verify')}
        </LocalizedLink>
      </Alert>
    );
  } else if (!offerId) {
    body = <OfferEditor initialValues={newOfferValues()} onSaved={onSaved} />;
  } else if (offer.isPending) {
    body = <SkeletonLines lines={6} />;
  } else if (offer.isError) {
    body = <ErrorPanel error={offer.error} onRetry={() => void offer.refetch()} />;
  } else if (offer.data.offer.flowType === 'lite' && search.get('skipLite') !== 'true') {
    return <Navigate to={localize(paths.offerManager.editLite(offerId))} replace />;
  } else {
    body = (
      <OfferEditor
        key={offer.data.hash}
        hash={offer.data.hash}
        initialValues={valuesFromOriginalData(offer.data.input)}
        initialBankAccountIds={offer.data.offer.bankAccounts}
        onSaved={onSaved}
      />
    );
  }

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 lg:py-10">
      <PageHeader title={title} description={t('offerManager.editor.subtitle')} />
      {body}
    </div>
  );
}
