import {
  REGIONAL_FEATURES,
  REGIONAL_NOTICE_KEYS,
  type RegionalNotice,
  type RegionalNoticeKey,
} from '@p2p/shared';
import { useTranslation } from '@/lib/use-translation';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { InputField } from '@/components/ui/field';
import { SelectField } from '@/components/ui/select-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { toast } from '@/lib/toasts';
import { accessRuleChanges, useAccessRuleChange } from '../../api/access-rules';
import { errorText } from '../error-text';
import { ControlForm } from '../platform/control-form';

/** The regional notices (nigeriaBlock) per country: the list, each removable, and a form to set one. */
export function NoticesPanel({ notices }: { notices: RegionalNotice[] }) {
  const { t } = useTranslation();
  const set = useAccessRuleChange(accessRuleChanges.setNotice);
  const clear = useAccessRuleChange(accessRuleChanges.clearNotice);
  const clearNotice = async (countryIso: string) => {
    try {
      await clear.mutateAsync(countryIso);
      toast.success(t('accessRules.admin.saved'));
    } catch (error) {
      toast.error(errorText(error, t('platform.admin.failed')));
    }
  };
  return (
    <Card title={t('accessRules.admin.notices')}>
      <div className="space-y-4">
        {notices.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">{t('accessRules.admin.noNotices')}</p>
        ) : (
          <ul className="divide-y divide-slate-200 dark:divide-slate-700">
            {notices.map((notice) => (
              <li
                key={notice.countryIso}
                className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm"
              >
                <span className="break-words">
                  <span className="font-mono font-semibold">{notice.countryIso}</span>
                  {notice.messageKey ? ` · ${notice.messageKey}` : null}
                  {notice.restricts.length > 0
                    ? ` · ${notice.restricts.map((feature) => t(`accessRules.features.${feature}`)).join(', ')}`
                    : null}
                  {notice.message ? (
                    <span className="block text-slate-600 dark:text-slate-400">{notice.message}</span>
                  ) : null}
                </span>
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={clear.isPending}
                  aria-label={t('accessRules.admin.clearLabel', { country: notice.countryIso })}
                  onClick={() => void clearNotice(notice.countryIso)}
                >
                  {t('accessRules.admin.remove')}
                </Button>
              </li>
            ))}
          </ul>
        )}
        <ControlForm
          label={t('accessRules.admin.save')}
          submit={t('accessRules.admin.save')}
          done={t('accessRules.admin.saved')}
          onSubmit={(fields) =>
            set.mutateAsync({
              countryIso: fields.countryIso ?? '',
              messageKey: fields.messageKey ? (fields.messageKey as RegionalNoticeKey) : null,
              message: fields.message ?? '',
              restricts: REGIONAL_FEATURES.filter((feature) => fields[`restrict-${feature}`] === 'on'),
            })
          }
        >
          <div className="grid gap-3 sm:grid-cols-2">
            <InputField
              id="notice-country"
              name="countryIso"
              dir="ltr"
              label={t('accessRules.admin.country')}
            />
            <SelectField
              id="notice-key"
              name="messageKey"
              label={t('accessRules.admin.messageKey')}
              defaultValue=""
            >
              <option value="">{t('accessRules.admin.noKey')}</option>
              {REGIONAL_NOTICE_KEYS.map((key) => (
                <option key={key} value={key}>
                  {key}
                </option>
              ))}
            </SelectField>
          </div>
          <TextareaField id="notice-message" name="message" rows={2} label={t('accessRules.admin.message')} />
          <fieldset className="space-y-1">
            <legend className="text-sm font-medium">{t('accessRules.admin.restricts')}</legend>
            {REGIONAL_FEATURES.map((feature) => (
              <label key={feature} className="flex items-center gap-2 text-sm">
                <input type="checkbox" name={`restrict-${feature}`} className="size-4" />
                {t(`accessRules.features.${feature}`)}
              </label>
            ))}
          </fieldset>
        </ControlForm>
      </div>
    </Card>
  );
}
