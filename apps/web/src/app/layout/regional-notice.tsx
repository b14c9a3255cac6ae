import type { RegionalNotice as Notice } from '@p2p/shared';
import { useTranslation } from '@/lib/use-translation';
import { Alert } from '@/components/ui/alert';

/**
 * The regional notice (the spec's nigeriaBlock) for visitors from one country, as the operator set
 * it (decision 041): a catalogue text, the operator's own text, and the features refused there.
 */
export function RegionalNotice({ notice }: { notice: Notice }) {
  const { t, i18n } = useTranslation();
  const country = countryName(notice.countryIso, i18n.language);
  const features = notice.restricts.map((feature) => t(`accessRules.features.${feature}`)).join(', ');
  return (
    <Alert role="status" variant="warning" data-banner="nigeriaBlock">
      <p>
        <strong className="font-semibold">{t('accessRules.notice.title', { country })}</strong>{' '}
        {notice.messageKey ? t(`accessRules.notices.${notice.messageKey}`, { country }) : null}
        {notice.message ? (
          <span className="block whitespace-pre-line break-words">{notice.message}</span>
        ) : null}
        {features ? <span className="block">{t('accessRules.notice.restricts', { features })}</span> : null}
      </p>
    </Alert>
  );
}

function countryName(iso: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(iso) ?? iso;
  } catch {
    return iso;
  }
}
