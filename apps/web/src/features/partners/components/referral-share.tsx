import { useTranslation } from '@/lib/use-translation';
import { Card } from '@/components/ui/card';
import { CopyButton } from '@/components/ui/copy-button';

/** `partner-program-share-profile`: the referral code and the link to share. */
export function ReferralShare({ code, path }: { code: string; path: string }) {
  const { t } = useTranslation();
  const link = `${window.location.origin}${path}`;
  return (
    <Card title={t('partners.dashboard.shareTitle')} description={t('partners.dashboard.shareDescription')}>
      <div id="partner-program-share-profile" className="space-y-3">
        <dl className="grid gap-3 sm:grid-cols-[10rem_1fr]">
          <dt className="text-sm text-slate-600 dark:text-slate-400">{t('partners.dashboard.code')}</dt>
          <dd className="font-mono text-lg" data-testid="referral-code">
            {code}
          </dd>
          <dt className="text-sm text-slate-600 dark:text-slate-400">{t('partners.dashboard.link')}</dt>
          <dd className="font-mono text-sm break-all" data-testid="referral-link">
            {link}
          </dd>
        </dl>
        <CopyButton text={link} label={t('partners.dashboard.copyLink')} />
      </div>
    </Card>
  );
}
