import { KeyRound } from 'lucide-react';
import { useTranslation } from '@/lib/use-translation';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { CopyButton } from '@/components/ui/copy-button';

/** The backup codes, shown this once: the server keeps only their hashes. */
export function BackupCodes({ codes, onDone }: { codes: readonly string[]; onDone: () => void }) {
  const { t } = useTranslation();
  return (
    <Card title={t('security.backupCodes.title')} description={t('security.backupCodes.description')}>
      <Alert role="alert" variant="warning" className="mb-4">
        {t('security.backupCodes.warning')}
      </Alert>
      <ol
        aria-label={t('security.backupCodes.listLabel')}
        className="grid grid-cols-1 gap-2 rounded-xl bg-slate-50 p-4 font-mono text-sm sm:grid-cols-2 dark:bg-slate-950"
      >
        {codes.map((code) => (
          <li key={code} className="flex items-center gap-2 text-slate-900 dark:text-slate-100">
            <KeyRound aria-hidden className="size-4 text-slate-400" />
            {code}
          </li>
        ))}
      </ol>
      <div className="mt-4 flex flex-wrap gap-2">
        <CopyButton text={codes.join('\n')} label={t('security.backupCodes.copy')} />
        <Button onClick={onDone}>{t('security.backupCodes.done')}</Button>
      </div>
    </Card>
  );
}
