import { useTranslation } from '@/lib/use-translation';
import { useNavigate, useParams } from 'react-router';
import { PageHeader } from '@/components/layout/page-header';
import { ErrorPanel } from '@/components/ui/error-panel';
import { SkeletonLines } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useLocalizePath } from '@/hooks/use-locale';
import { toast } from '@/lib/toasts';
import { useOffer } from '../api/get-offer';
import { LiteEditor } from '../components/editor/lite-editor';
import { valuesFromOriginalData } from '../lib/editor-values';

/** /offer-manager/lite/edit/{offerId}: price and limits only. */
export function LiteEditorRoute() {
  const { t } = useTranslation();
  const { offerId = '' } = useParams();
  const navigate = useNavigate();
  const localize = useLocalizePath();
  const offer = useOffer(offerId);
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 lg:py-10">
      <PageHeader title={t('offerManager.lite.title')} description={t('offerManager.lite.subtitle')} />
      {offer.isPending ? (
        <SkeletonLines lines={5} />
      ) : offer.isError ? (
        <ErrorPanel error={offer.error} onRetry={() => void offer.refetch()} />
      ) : (
        <LiteEditor
          hash={offer.data.hash}
          initialValues={valuesFromOriginalData(offer.data.input)}
          onSaved={(saved) => {
            toast.success(t('offerManager.editor.saved'));
            void navigate(localize(paths.myOffers(saved.offer.type)));
          }}
        />
      )}
    </div>
  );
}
