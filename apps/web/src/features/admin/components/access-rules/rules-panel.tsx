import { ACCESS_RULE_ACTIONS, ACCESS_RULE_KINDS, type AccessRule, type AccessRuleInput } from '@p2p/shared';
import { useTranslation } from '@/lib/use-translation';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { InputField } from '@/components/ui/field';
import { SelectField } from '@/components/ui/select-field';
import { toast } from '@/lib/toasts';
import { accessRuleChanges, useAccessRuleChange } from '../../api/access-rules';
import { errorText } from '../error-text';
import { ControlForm } from '../platform/control-form';

/** The rules by country and IP range: the list, each removable, and a form to add one. */
export function RulesPanel({ rules }: { rules: AccessRule[] }) {
  const { t } = useTranslation();
  const add = useAccessRuleChange(accessRuleChanges.addRule);
  const remove = useAccessRuleChange(accessRuleChanges.removeRule);
  const removeRule = async (id: number) => {
    try {
      await remove.mutateAsync(id);
      toast.success(t('accessRules.admin.saved'));
    } catch (error) {
      toast.error(errorText(error, t('platform.admin.failed')));
    }
  };
  return (
    <Card title={t('accessRules.admin.rules')}>
      <div className="space-y-4">
        {rules.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">{t('accessRules.admin.noRules')}</p>
        ) : (
          <ul className="divide-y divide-slate-200 dark:divide-slate-700" data-testid="access-rules">
            {rules.map((rule) => (
              <li key={rule.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
                <span className="break-all">
                  <span className="font-mono font-semibold" dir="ltr">
                    {rule.value}
                  </span>{' '}
                  ·{' '}
                  {t(
                    rule.kind === 'country' ? 'accessRules.admin.kindCountry' : 'accessRules.admin.kindCidr',
                  )}{' '}
                  · {t(`accessRules.admin.${rule.action}`)}
                  {rule.note ? (
                    <span className="block text-slate-600 dark:text-slate-400">{rule.note}</span>
                  ) : null}
                </span>
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={remove.isPending}
                  aria-label={t('accessRules.admin.removeLabel', { value: rule.value })}
                  onClick={() => void removeRule(rule.id)}
                >
                  {t('accessRules.admin.remove')}
                </Button>
              </li>
            ))}
          </ul>
        )}
        <ControlForm
          label={t('accessRules.admin.add')}
          submit={t('accessRules.admin.add')}
          done={t('accessRules.admin.saved')}
          onSubmit={(fields) =>
            add.mutateAsync({
              kind: fields.kind as AccessRuleInput['kind'],
              value: fields.value ?? '',
              action: fields.action as AccessRuleInput['action'],
              note: fields.note ?? '',
            })
          }
        >
          <div className="grid gap-3 sm:grid-cols-2">
            <SelectField
              id="rule-kind"
              name="kind"
              label={t('accessRules.admin.kind')}
              defaultValue="country"
            >
              {ACCESS_RULE_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {t(kind === 'country' ? 'accessRules.admin.kindCountry' : 'accessRules.admin.kindCidr')}
                </option>
              ))}
            </SelectField>
            <SelectField
              id="rule-action"
              name="action"
              label={t('accessRules.admin.action')}
              defaultValue="deny"
            >
              {ACCESS_RULE_ACTIONS.map((action) => (
                <option key={action} value={action}>
                  {t(`accessRules.admin.${action}`)}
                </option>
              ))}
            </SelectField>
          </div>
          <InputField
            id="rule-value"
            name="value"
            dir="ltr"
            label={t('accessRules.admin.value')}
            hint={t('accessRules.admin.valueHint')}
          />
          <InputField id="rule-note" name="note" label={t('accessRules.admin.note')} />
        </ControlForm>
      </div>
    </Card>
  );
}
