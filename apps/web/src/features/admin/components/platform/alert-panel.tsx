import { ADMIN_ALERT_LEVELS, type AdminAlertLevel, type PlatformStatus } from '@p2p/shared';
import { useTranslation } from '@/lib/use-translation';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { SelectField } from '@/components/ui/select-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { toast } from '@/lib/toasts';
import { platformControls, usePlatformControl } from '../../api/platform-controls';
import { errorText } from '../error-text';
import { ControlForm } from './control-form';

/** The operator's message to all users (adminAlert): the one shown, replaced or removed. */
export function AlertPanel({ status }: { status: PlatformStatus }) {
  const { t } = useTranslation();
  const set = usePlatformControl(platformControls.setAlert);
  const clear = usePlatformControl(platformControls.clearAlert);
  const removeAlert = async () => {
    try {
      await clear.mutateAsync(undefined);
      toast.success(t('platform.admin.alert.removed'));
    } catch (error) {
      toast.error(errorText(error, t('platform.admin.failed')));
    }
  };
  return (
    <Card title={t('platform.admin.alert.title')}>
      <div className="space-y-4">
        {status.adminAlert ? (
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="break-words text-sm">{status.adminAlert.message}</p>
            <Button
              variant="secondary"
              size="sm"
              disabled={clear.isPending}
              onClick={() => void removeAlert()}
            >
              {t('platform.admin.alert.remove')}
            </Button>
          </div>
        ) : (
          <p className="text-sm text-slate-600 dark:text-slate-400">{t('platform.admin.alert.none')}</p>
        )}
        <ControlForm
          label={t('platform.admin.alert.publish')}
          submit={t('platform.admin.alert.publish')}
          done={t('platform.admin.alert.published')}
          onSubmit={(fields) =>
            set.mutateAsync({
              message: fields.message ?? '',
              level: (fields.level || 'info') as AdminAlertLevel,
            })
          }
        >
          <TextareaField id="alert-message" name="message" rows={2} label={t('platform.admin.message')} />
          <SelectField
            id="alert-level"
            name="level"
            label={t('platform.admin.alert.level')}
            defaultValue="info"
          >
            {ADMIN_ALERT_LEVELS.map((level) => (
              <option key={level} value={level}>
                {t(`platform.admin.alert.levels.${level}`)}
              </option>
            ))}
          </SelectField>
        </ControlForm>
      </div>
    </Card>
  );
}
