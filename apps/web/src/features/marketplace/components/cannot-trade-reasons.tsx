import { OFFER_BLOCKING_FEATURE_FLAGS, offerFeatureFlagId, type OfferFeatureFlag } from '@p2p/shared';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';

/**
 * The feature flags (0–21) that apply to the visitor, each with its message: the blocking ones say
 * why the visitor cannot trade, the others are notes.
 */
export function CannotTradeReasons({ flags }: { flags: readonly OfferFeatureFlag[] }) {
  const { t } = useTranslation();
  const blocking = flags.filter((flag) => OFFER_BLOCKING_FEATURE_FLAGS.includes(flag));
  const notes = flags.filter((flag) => !OFFER_BLOCKING_FEATURE_FLAGS.includes(flag));
  return (
    <>
      {blocking.length > 0 ? (
        <Alert variant="warning" data-testid="cannot-trade">
          <p className="font-semibold">{t('marketplace.flags.title')}</p>
          <ul className="mt-1 list-disc space-y-0.5 pl-5">
            {blocking.map((flag) => (
              <li key={flag} data-flag={offerFeatureFlagId(flag)}>
                {t(`marketplace.flags.${flag}`)}
              </li>
            ))}
          </ul>
        </Alert>
      ) : null}
      {notes.length > 0 ? (
        <Alert variant="info">
          <p className="font-semibold">{t('marketplace.flags.notes')}</p>
          <ul className="mt-1 list-disc space-y-0.5 pl-5">
            {notes.map((flag) => (
              <li key={flag} data-flag={offerFeatureFlagId(flag)}>
                {t(`marketplace.flags.${flag}`)}
              </li>
            ))}
          </ul>
        </Alert>
      ) : null}
    </>
  );
}
