import { ShieldCheck } from 'lucide-react';
import { useParams } from 'react-router';
import { useTranslation } from '@/lib/use-translation';
import { scopeLabelKey } from '../components/scope-label';
import { Button } from '@/components/ui/button';
import { ErrorPanel } from '@/components/ui/error-panel';
import { FormError } from '@/components/ui/field';
import { SkeletonLines } from '@/components/ui/skeleton';
import { useDecideOauthConsent } from '../api/decide-oauth-consent';
import { useOauthConsent } from '../api/get-oauth-consent';

/** Where the browser goes after a decision; a seam for tests (jsdom cannot navigate). */
export const consentNavigation = { go: (url: string) => window.location.assign(url) };

/**
 * /oauth/consent/:uid: an app asks to act for the signed-in user. Shows the app, its developer,
 * the scopes and where the user returns; Allow or Deny hands the decision to the OAuth server.
 */
export function OauthConsentRoute() {
  const { t } = useTranslation();
  const { uid = '' } = useParams();
  const consent = useOauthConsent(uid);
  const decide = useDecideOauthConsent();
  const choose = (decision: 'approve' | 'deny') =>
    decide.mutate({ uid, decision }, { onSuccess: (redirectTo) => consentNavigation.go(redirectTo) });

  return (
    <div className="mx-auto w-full max-w-md px-4 py-8">
      <title>{t('app.pageTitle', { title: t('apiApps.consent.pageTitle') })}</title>
      {consent.data ? (
        <section aria-labelledby="consent-title" className="space-y-5">
          <ShieldCheck aria-hidden className="size-10 text-emerald-700 dark:text-emerald-400" />
          <h1 id="consent-title" className="text-xl font-semibold text-slate-900 dark:text-white">
            {t('apiApps.consent.title', { app: consent.data.appName })}
          </h1>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {t('apiApps.consent.developer', { developer: consent.data.developer })}
          </p>
          <div>
            <h2 className="text-sm font-medium text-slate-900 dark:text-slate-100">
              {t('apiApps.consent.asks')}
            </h2>
            <ul className="mt-2 list-disc space-y-1 ps-5 text-sm text-slate-800 dark:text-slate-200">
              {consent.data.scopes.map((scope) => (
                <li key={scope}>{t(scopeLabelKey(scope))}</li>
              ))}
            </ul>
          </div>
          <p className="text-xs break-all text-slate-500 dark:text-slate-400">
            {t('apiApps.consent.returnTo', { uri: consent.data.redirectUri })}
          </p>
          <FormError error={decide.error ? { message: decide.error.message } : undefined} />
          <div className="flex flex-col gap-2 sm:flex-row">
            <Button type="button" size="lg" disabled={decide.isPending} onClick={() => choose('approve')}>
              {t('apiApps.consent.allow')}
            </Button>
            <Button
              type="button"
              size="lg"
              variant="secondary"
              disabled={decide.isPending}
              onClick={() => choose('deny')}
            >
              {t('apiApps.consent.deny')}
            </Button>
          </div>
          <p className="text-xs text-slate-500 dark:text-slate-400">{t('apiApps.consent.revokeHint')}</p>
        </section>
      ) : consent.isError ? (
        <ErrorPanel error={consent.error} onRetry={() => void consent.refetch()} />
      ) : (
        <SkeletonLines lines={5} />
      )}
    </div>
  );
}
