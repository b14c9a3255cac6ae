import { API_APP_SCOPES, type ApiAppScope } from '@p2p/shared';
import { useTranslation } from '@/lib/use-translation';
import { scopeLabelKey } from './scope-label';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { FieldError } from '@/components/ui/field';

/** One checkbox per scope, with what it allows. */
export function ScopeCheckboxes({
  idPrefix,
  value,
  onChange,
  error,
}: {
  idPrefix: string;
  value: ReadonlySet<ApiAppScope>;
  onChange: (next: Set<ApiAppScope>) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  const toggle = (scope: ApiAppScope, on: boolean) => {
    const next = new Set(value);
    if (on) next.add(scope);
    else next.delete(scope);
    onChange(next);
  };
  return (
    <fieldset className="space-y-2" aria-describedby={error ? `${idPrefix}-scopes-error` : undefined}>
      <legend className="text-sm font-medium text-slate-800 dark:text-slate-200">
        {t('apiApps.scopes.title')}
      </legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {API_APP_SCOPES.map((scope) => (
          <CheckboxField
            key={scope}
            id={`${idPrefix}-scope-${scope}`}
            label={t(scopeLabelKey(scope))}
            hint={scope}
            checked={value.has(scope)}
            onChange={(event) => toggle(scope, event.target.checked)}
          />
        ))}
      </div>
      {error ? <FieldError id={`${idPrefix}-scopes-error`}>{error}</FieldError> : null}
    </fieldset>
  );
}
