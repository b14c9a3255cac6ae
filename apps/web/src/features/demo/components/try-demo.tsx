import { FlaskConical, Gift, MessagesSquare, ShieldCheck } from 'lucide-react';
import { useTranslation } from '@/lib/use-translation';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useLocale } from '@/hooks/use-locale';
import { useStartDemo } from '../api/start-demo';

const STEPS = [
  { key: 'demo.steps.money', icon: Gift },
  { key: 'demo.steps.trade', icon: MessagesSquare },
  { key: 'demo.steps.safe', icon: ShieldCheck },
] as const;

/** The entry point of demo mode: what it is, and the button that opens a demo account. */
export function TryDemo({ onStarted }: { onStarted: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const start = useStartDemo({ onSuccess: onStarted });
  return (
    <section aria-labelledby="try-demo-title" className="space-y-6">
      <div className="flex items-start gap-3">
        <span className="rounded-xl bg-sky-100 p-2 text-sky-800 dark:bg-sky-900/60 dark:text-sky-100">
          <FlaskConical aria-hidden className="size-6" />
        </span>
        <div>
          <h1
            id="try-demo-title"
            className="text-2xl font-semibold tracking-tight text-slate-900 dark:text-slate-50"
          >
            {t('demo.title')}
          </h1>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{t('demo.subtitle')}</p>
        </div>
      </div>
      <ul className="space-y-3">
        {STEPS.map(({ key, icon: Icon }) => (
          <li key={key} className="flex items-start gap-3 text-sm text-slate-700 dark:text-slate-200">
            <Icon aria-hidden className="mt-0.5 size-5 shrink-0 text-sky-700 dark:text-sky-300" />
            <span>{t(key)}</span>
          </li>
        ))}
      </ul>
      {start.isError ? (
        <Alert role="alert" variant="danger">
          {start.error instanceof Error && start.error.message ? start.error.message : t('demo.error')}
        </Alert>
      ) : null}
      <Button
        type="button"
        className="w-full"
        disabled={start.isPending}
        onClick={() => start.mutate(locale)}
      >
        {start.isPending ? t('demo.starting') : t('demo.start')}
      </Button>
      <p className="text-xs text-slate-600 dark:text-slate-400">{t('demo.expiry')}</p>
    </section>
  );
}
