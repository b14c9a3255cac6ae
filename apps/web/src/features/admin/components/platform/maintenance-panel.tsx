import type { PlatformStatus } from '@p2p/shared';
import { useTranslation } from '@/lib/use-translation';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { InputField } from '@/components/ui/field';
import { TextareaField } from '@/components/ui/textarea-field';
import { formatDateTime } from '@/lib/format';
import { toast } from '@/lib/toasts';
import { platformControls, usePlatformControl } from '../../api/platform-controls';
import { errorText } from '../error-text';
import { ControlForm, isoOf } from './control-form';

/** Maintenance: the switch (on now, off), and windows announced in advance. */
export function MaintenancePanel({ status }: { status: PlatformStatus }) {
  const { t, i18n } = useTranslation();
  const on = usePlatformControl(platformControls.maintenanceOn);
  const off = usePlatformControl(platformControls.maintenanceOff);
  const schedule = usePlatformControl(platformControls.schedule);
  const cancel = usePlatformControl(platformControls.cancelWindow);
  const when = (iso: string) => formatDateTime(iso, i18n.language);
  const current = status.maintenance;
  const run = async (work: Promise<unknown>, done: string) => {
    try {
      await work;
      toast.success(done);
    } catch (error) {
      toast.error(errorText(error, t('platform.admin.failed')));
    }
  };
  return (
    <Card title={t('platform.admin.maintenance.title')}>
      <div className="space-y-4">
        {current ? (
          <div className="space-y-3">
            <p role="status" data-testid="maintenance-state">
              {t('platform.admin.maintenance.isOn', { end: when(current.expectedEndAt) })}
            </p>
            <Button
              variant="danger"
              disabled={off.isPending}
              onClick={() =>
                void run(off.mutateAsync(undefined), t('platform.admin.maintenance.switchedOff'))
              }
            >
              {t('platform.admin.maintenance.switchOff')}
            </Button>
          </div>
        ) : (
          <ControlForm
            label={t('platform.admin.maintenance.switchOn')}
            submit={t('platform.admin.maintenance.switchOn')}
            variant="danger"
            done={t('platform.admin.maintenance.switchedOn')}
            onSubmit={(fields) =>
              on.mutateAsync({
                expectedEndAt: isoOf(fields.expectedEndAt),
                message: fields.message || undefined,
              })
            }
          >
            <p data-testid="maintenance-state">{t('platform.admin.maintenance.isOff')}</p>
            <InputField
              id="maintenance-end"
              name="expectedEndAt"
              type="datetime-local"
              required
              label={t('platform.admin.maintenance.expectedEnd')}
            />
            <TextareaField
              id="maintenance-message"
              name="message"
              rows={2}
              label={t('platform.admin.message')}
            />
          </ControlForm>
        )}

        <h3 className="pt-2 font-semibold">{t('platform.admin.maintenance.scheduled')}</h3>
        {status.scheduledMaintenance.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {t('platform.admin.maintenance.noneScheduled')}
          </p>
        ) : (
          <ul className="space-y-2">
            {status.scheduledMaintenance.map((window) => (
              <li key={window.id} className="flex flex-wrap items-center justify-between gap-2 text-sm">
                <span>
                  {when(window.startsAt)} – {when(window.expectedEndAt)}
                  {window.message ? ` · ${window.message}` : ''}
                </span>
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() =>
                    void run(cancel.mutateAsync(window.id), t('platform.admin.maintenance.withdrawn'))
                  }
                >
                  {t('platform.admin.maintenance.withdraw')}
                </Button>
              </li>
            ))}
          </ul>
        )}
        <ControlForm
          label={t('platform.admin.maintenance.announce')}
          submit={t('platform.admin.maintenance.announce')}
          variant="secondary"
          done={t('platform.admin.maintenance.announced')}
          onSubmit={(fields) =>
            schedule.mutateAsync({
              startsAt: isoOf(fields.startsAt),
              expectedEndAt: isoOf(fields.expectedEndAt),
              message: fields.message || undefined,
            })
          }
        >
          <div className="grid gap-3 sm:grid-cols-2">
            <InputField
              id="schedule-start"
              name="startsAt"
              type="datetime-local"
              required
              label={t('platform.admin.maintenance.start')}
            />
            <InputField
              id="schedule-end"
              name="expectedEndAt"
              type="datetime-local"
              required
              label={t('platform.admin.maintenance.expectedEnd')}
            />
          </div>
          <TextareaField id="schedule-message" name="message" rows={2} label={t('platform.admin.message')} />
        </ControlForm>
      </div>
    </Card>
  );
}
