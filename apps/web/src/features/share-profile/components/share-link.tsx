import { ExternalLink, Share2 } from 'lucide-react';
import { useTranslation } from '@/lib/use-translation';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { CopyButton } from '@/components/ui/copy-button';
import { LocalizedLink } from '@/components/ui/link';
import { paths } from '@/config/paths';
import { toast } from '@/lib/toasts';

/** The browser's share sheet, where there is one (phones, some desktops). */
function canShareNatively(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.share === 'function';
}

/** The public link with copy, the browser's share sheet and a way to see the profile as others do. */
export function ShareLink({ username, link }: { username: string; link: string }) {
  const { t } = useTranslation();
  const share = async () => {
    try {
      await navigator.share({ title: t('shareProfile.shareTitle', { username }), url: link });
    } catch (error) {
      // Closing the share sheet is not a failure.
      if (!(error instanceof DOMException && error.name === 'AbortError'))
        toast.error(t('shareProfile.shareFailed'));
    }
  };
  return (
    <Card title={t('shareProfile.linkTitle')} description={t('shareProfile.linkDescription')}>
      <p
        className="rounded-lg bg-slate-100 px-3 py-2 font-mono text-sm break-all text-slate-900 dark:bg-slate-800 dark:text-slate-100"
        data-testid="share-profile-link"
        dir="ltr"
      >
        {link}
      </p>
      <div className="mt-4 flex flex-wrap gap-2">
        <CopyButton text={link} label={t('shareProfile.copy')} size="md" />
        {canShareNatively() ? (
          <Button variant="primary" onClick={() => void share()}>
            <Share2 aria-hidden className="size-4" />
            {t('shareProfile.share')}
          </Button>
        ) : null}
        <Button variant="ghost" asChild>
          <LocalizedLink to={paths.user(username)}>
            <ExternalLink aria-hidden className="size-4" />
            {t('shareProfile.open')}
          </LocalizedLink>
        </Button>
      </div>
    </Card>
  );
}
