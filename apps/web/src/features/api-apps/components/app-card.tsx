import { type ApiApp, type ApiAppScope, type ApiAppWithSecret } from '@p2p/shared';
import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { scopeLabelKey } from './scope-label';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { CopyButton } from '@/components/ui/copy-button';
import { FormError, InputField } from '@/components/ui/field';
import { ApiError } from '@/lib/api-error';
import { toast } from '@/lib/toasts';
import { useDeleteApiApp } from '../api/delete-api-app';
import { useRotateApiAppSecret } from '../api/rotate-api-app-secret';
import { useUpdateApiApp } from '../api/update-api-app';
import { AppCalls } from './app-calls';
import { AppCredentials } from './app-credentials';
import { ScopeCheckboxes } from './scope-checkboxes';
import { formatDateTime } from '@/lib/format';

/** One app: client id, kind, scopes, last use; edit, rotate the secret, delete, recent calls. */
export function AppCard({ app, created }: { app: ApiApp; created?: ApiAppWithSecret }) {
  const { t, i18n } = useTranslation();
  const update = useUpdateApiApp();
  const rotate = useRotateApiAppSecret();
  const remove = useDeleteApiApp();
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(app.name);
  const [scopes, setScopes] = useState<Set<ApiAppScope>>(() => new Set(app.scopes));
  const [editError, setEditError] = useState<string>();
  const [confirm, setConfirm] = useState<'rotate' | 'delete'>();
  const [secret, setSecret] = useState<ApiAppWithSecret | undefined>(created);
  const [showCalls, setShowCalls] = useState(false);
  const titleId = `api-app-${app.id}-title`;
  const date = (value: string) => formatDateTime(value, i18n.language);

  const save = () => {
    if (scopes.size === 0) return setEditError(t('apiApps.errors.scopes'));
    update.mutate(
      { id: app.id, name, scopes: [...scopes] },
      {
        onSuccess: () => {
          setEditing(false);
          setEditError(undefined);
          toast.success(t('apiApps.saved'));
        },
        onError: (failure) => setEditError(failure instanceof ApiError ? failure.message : String(failure)),
      },
    );
  };

  return (
    <li
      aria-labelledby={titleId}
      className="space-y-3 rounded-xl border border-slate-200 p-4 dark:border-slate-800"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={titleId} className="text-base font-semibold break-all text-slate-900 dark:text-slate-100">
          {app.name}
        </h3>
        <Badge>{t(`apiApps.kind.${app.kind}`)}</Badge>
        {app.publicClient ? <Badge variant="warning">{t('apiApps.publicBadge')}</Badge> : null}
      </div>
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="text-slate-500 dark:text-slate-400">{t('apiApps.clientId')}</dt>
        <dd className="flex min-w-0 items-center gap-2">
          <code className="min-w-0 font-mono text-xs break-all">{app.clientId}</code>
          <CopyButton text={app.clientId} label={t('apiApps.copyClientId')} size="sm" variant="ghost" />
        </dd>
        <dt className="text-slate-500 dark:text-slate-400">{t('apiApps.lastUsed')}</dt>
        <dd data-testid="api-app-last-used">
          {app.lastUsedAt ? date(app.lastUsedAt) : t('apiApps.neverUsed')}
        </dd>
        <dt className="text-slate-500 dark:text-slate-400">{t('apiApps.createdAt')}</dt>
        <dd>{date(app.createdAt)}</dd>
        <dt className="text-slate-500 dark:text-slate-400">{t('apiApps.scopes.title')}</dt>
        <dd className="flex flex-wrap gap-1">
          {app.scopes.map((scope) => (
            <Badge key={scope} variant="neutral">
              {t(scopeLabelKey(scope))}
            </Badge>
          ))}
        </dd>
        {app.redirectUris.length ? (
          <>
            <dt className="text-slate-500 dark:text-slate-400">{t('apiApps.create.redirectUris')}</dt>
            <dd className="font-mono text-xs break-all">{app.redirectUris.join(' ')}</dd>
          </>
        ) : null}
      </dl>
      {secret ? <AppCredentials clientId={secret.clientId} secret={secret.clientSecret} /> : null}
      {editing ? (
        <div className="space-y-3 border-t border-slate-200 pt-3 dark:border-slate-800">
          <InputField
            id={`api-app-${app.id}-name`}
            label={t('apiApps.create.name')}
            value={name}
            maxLength={60}
            onChange={(event) => setName(event.target.value)}
          />
          <ScopeCheckboxes idPrefix={`api-app-${app.id}`} value={scopes} onChange={setScopes} />
          <FormError error={editError ? { message: editError } : undefined} />
          <div className="flex flex-wrap gap-2">
            <Button type="button" onClick={save} disabled={update.isPending}>
              {t('apiApps.save')}
            </Button>
            <Button type="button" variant="secondary" onClick={() => setEditing(false)}>
              {t('apiApps.cancel')}
            </Button>
          </div>
        </div>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {!editing ? (
          <Button type="button" size="sm" variant="secondary" onClick={() => setEditing(true)}>
            {t('apiApps.edit')}
          </Button>
        ) : null}
        {!app.publicClient ? (
          <Button type="button" size="sm" variant="secondary" onClick={() => setConfirm('rotate')}>
            {t('apiApps.rotate')}
          </Button>
        ) : null}
        <Button
          type="button"
          size="sm"
          variant="secondary"
          aria-expanded={showCalls}
          onClick={() => setShowCalls((value) => !value)}
        >
          {t('apiApps.calls.title')}
        </Button>
        <Button type="button" size="sm" variant="danger" onClick={() => setConfirm('delete')}>
          {t('apiApps.delete')}
        </Button>
      </div>
      {showCalls ? <AppCalls appId={app.id} /> : null}
      <ConfirmDialog
        open={confirm !== undefined}
        onOpenChange={(open) => (open ? undefined : setConfirm(undefined))}
        title={t(confirm === 'delete' ? 'apiApps.deleteTitle' : 'apiApps.rotateTitle', { name: app.name })}
        description={t(confirm === 'delete' ? 'apiApps.deleteText' : 'apiApps.rotateText')}
        confirmLabel={t(confirm === 'delete' ? 'apiApps.delete' : 'apiApps.rotate')}
        destructive={confirm === 'delete'}
        pending={rotate.isPending || remove.isPending}
        onConfirm={() => {
          if (confirm === 'delete') {
            remove.mutate(app.id, {
              onSuccess: () => {
                setConfirm(undefined);
                toast.success(t('apiApps.deleted'));
              },
            });
          } else {
            rotate.mutate(app.id, {
              onSuccess: (result) => {
                setSecret(result);
                setConfirm(undefined);
              },
            });
          }
        }}
      />
    </li>
  );
}
