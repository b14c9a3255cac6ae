import {
  createApiAppInputSchema,
  type ApiAppKind,
  type ApiAppScope,
  type ApiAppWithSecret,
} from '@p2p/shared';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Button } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { FormError, InputField } from '@/components/ui/field';
import { TextareaField } from '@/components/ui/textarea-field';
import { ApiError } from '@/lib/api-error';
import { useCreateApiApp } from '../api/create-api-app';
import { ScopeCheckboxes } from './scope-checkboxes';

type Errors = Partial<Record<'name' | 'scopes' | 'redirectUris' | 'form', string>>;

/** Name, kind, scopes and (third-party apps) redirect URIs; the created app comes back with its secret. */
export function CreateAppForm({
  onCreated,
  onCancel,
}: {
  onCreated: (app: ApiAppWithSecret) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const create = useCreateApiApp();
  const [name, setName] = useState('');
  const [kind, setKind] = useState<ApiAppKind>('bot');
  const [scopes, setScopes] = useState<Set<ApiAppScope>>(() => new Set(['profile:read', 'trades:read']));
  const [redirectUris, setRedirectUris] = useState('');
  const [publicClient, setPublicClient] = useState(false);
  const [errors, setErrors] = useState<Errors>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = {
      name,
      kind,
      scopes: [...scopes],
      redirectUris: kind === 'third_party' ? redirectUris.split(/\s+/).filter(Boolean) : [],
      publicClient: kind === 'third_party' && publicClient,
    };
    const parsed = createApiAppInputSchema.safeParse(input);
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0]) as keyof Errors;
        found[field] ??= t(`apiApps.errors.${field}`, { defaultValue: issue.message });
      }
      return setErrors(found);
    }
    setErrors({});
    create.mutate(input, {
      onSuccess: onCreated,
      onError: (failure) => {
        if (failure instanceof ApiError && failure.details) {
          const field = Object.keys(failure.details)[0]?.split('.')[0] as keyof Errors | undefined;
          if (field && field !== 'form')
            return setErrors({ [field]: failure.details[Object.keys(failure.details)[0]!]![0] });
        }
        setErrors({ form: failure instanceof Error ? failure.message : String(failure) });
      },
    });
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby="api-app-create-title"
      className="space-y-5 rounded-xl border border-slate-200 p-4 dark:border-slate-800"
    >
      <h2 id="api-app-create-title" className="text-lg font-semibold text-slate-900 dark:text-slate-100">
        {t('apiApps.create.title')}
      </h2>
      <InputField
        id="api-app-name"
        label={t('apiApps.create.name')}
        error={errors.name}
        value={name}
        maxLength={60}
        autoComplete="off"
        onChange={(event) => setName(event.target.value)}
      />
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-slate-800 dark:text-slate-200">
          {t('apiApps.create.kind')}
        </legend>
        <div className="flex flex-wrap gap-x-5 gap-y-2">
          {(['bot', 'third_party'] as const).map((value) => (
            <label
              key={value}
              className="inline-flex items-center gap-2 text-sm text-slate-800 dark:text-slate-200"
            >
              <input
                type="radio"
                name="api-app-kind"
                value={value}
                checked={kind === value}
                onChange={() => setKind(value)}
                className="size-4 accent-emerald-700 dark:accent-emerald-500"
              />
              {t(`apiApps.kind.${value}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <p className="text-xs text-slate-500 dark:text-slate-400">{t(`apiApps.kindHint.${kind}`)}</p>
      <ScopeCheckboxes idPrefix="api-app-create" value={scopes} onChange={setScopes} error={errors.scopes} />
      {kind === 'third_party' ? (
        <>
          <TextareaField
            id="api-app-redirect-uris"
            label={t('apiApps.create.redirectUris')}
            hint={t('apiApps.create.redirectUrisHint')}
            error={errors.redirectUris}
            rows={2}
            value={redirectUris}
            onChange={(event) => setRedirectUris(event.target.value)}
          />
          <CheckboxField
            id="api-app-public"
            label={t('apiApps.create.publicClient')}
            hint={t('apiApps.create.publicClientHint')}
            checked={publicClient}
            onChange={(event) => setPublicClient(event.target.checked)}
          />
        </>
      ) : null}
      <FormError error={errors.form ? { message: errors.form } : undefined} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={create.isPending}>
          {t('apiApps.create.submit')}
        </Button>
        <Button type="button" variant="secondary" onClick={onCancel}>
          {t('apiApps.cancel')}
        </Button>
      </div>
    </form>
  );
}
