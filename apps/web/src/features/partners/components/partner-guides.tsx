import { useTranslation } from '@/lib/use-translation';
import { Card } from '@/components/ui/card';

const GUIDES = ['guideShare', 'guideExplain', 'guideSupport'] as const;

/** `partner-program-watch-and-learn`: short guides for partners. */
export function PartnerGuides() {
  const { t } = useTranslation();
  return (
    <Card title={t('partners.dashboard.guidesTitle')}>
      <ol id="partner-program-watch-and-learn" className="list-decimal space-y-2 ps-5 text-sm">
        {GUIDES.map((key) => (
          <li key={key}>{t(`partners.dashboard.${key}`)}</li>
        ))}
      </ol>
    </Card>
  );
}
