import { OFFER_BLOCKING_FEATURE_FLAGS, offerFeatureFlagId, type OfferFeatureFlag } from '@p2p/shared';
import { useTranslation } from '@/lib/use-translation';
import { useLocation } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { LocalizedLink } from '@/components/ui/link';
import { paths, REDIRECT_QUERY_PARAM } from '@/config/paths';

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
          <ul className="mt-1 list-disc space-y-0.5 ps-5">
            {blocking.map((flag) => (
              <li key={flag} data-flag={offerFeatureFlagId(flag)}>
                {t(`marketplace.flags.${flag}`)}
                {flag === 'anonymous_user_restricted' ? <LogInLinks /> : null}
              </li>
            ))}
          </ul>
        </Alert>
      ) : null}
      {notes.length > 0 ? (
        <Alert variant="info">
          <p className="font-semibold">{t('marketplace.flags.notes')}</p>
          <ul className="mt-1 list-disc space-y-0.5 ps-5">
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

/** A guest's way through: log in (and come back to this offer) or register. */
function LogInLinks() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const back = `?${REDIRECT_QUERY_PARAM}=${encodeURIComponent(`${pathname}${search}`)}`;
  const link = 'font-semibold text-emerald-700 underline underline-offset-2 dark:text-emerald-400';
  return (
    <>
      {' '}
      <LocalizedLink className={link} to={`${paths.login}${back}`}>
        {t('marketplace.flags.logIn')}
      </LocalizedLink>{' '}
      <LocalizedLink className={link} to={paths.register}>
        {t('marketplace.flags.orRegister')}
      </LocalizedLink>
    </>
  );
}
