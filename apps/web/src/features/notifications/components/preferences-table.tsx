import type { NotificationChannelName, NotificationKindGroup, NotificationPreferences } from '@p2p/shared';
import { Lock } from 'lucide-react';
import { useTranslation } from '@/lib/use-translation';
import { Switch } from '@/components/ui/switch';

/**
 * The switches per kind group and channel. On phones each group is a block with its channels in a
 * row; from `sm` up it is a table. Channels not connected keep their choice but are marked.
 */
export function PreferencesTable({
  preferences,
  disabled,
  onChange,
}: {
  preferences: NotificationPreferences;
  disabled: boolean;
  onChange: (group: NotificationKindGroup, channel: NotificationChannelName, enabled: boolean) => void;
}) {
  const { t } = useTranslation();
  const channels = preferences.groups[0]?.channels.map((item) => item.channel) ?? [];
  return (
    <div role="table" aria-label={t('notifications.settings.title')} className="w-full text-sm">
      <div role="rowgroup" className="hidden sm:block">
        <div
          role="row"
          className="grid grid-cols-[minmax(0,1fr)_repeat(4,5.5rem)] gap-2 border-b border-slate-200 pb-2 dark:border-slate-800"
        >
          <span role="columnheader" className="font-medium text-slate-600 dark:text-slate-400">
            {t('notifications.settings.kind')}
          </span>
          {channels.map((channel) => (
            <span
              key={channel}
              role="columnheader"
              className="text-center font-medium text-slate-600 dark:text-slate-400"
            >
              {t(`notifications.channels.${channel}`)}
            </span>
          ))}
        </div>
      </div>
      <div role="rowgroup" className="divide-y divide-slate-200 dark:divide-slate-800">
        {preferences.groups.map(({ group, channels: switches }) => (
          <div
            key={group}
            role="row"
            className="grid grid-cols-2 gap-x-2 gap-y-3 py-3 sm:grid-cols-[minmax(0,1fr)_repeat(4,5.5rem)] sm:items-center"
          >
            <span
              role="rowheader"
              className="col-span-2 font-medium text-slate-900 sm:col-span-1 dark:text-slate-100"
            >
              {t(`notifications.groups.${group}`)}
            </span>
            {switches.map((item) => {
              const label = t('notifications.settings.switchLabel', {
                group: t(`notifications.groups.${group}`),
                channel: t(`notifications.channels.${item.channel}`),
              });
              return (
                <span
                  role="cell"
                  key={item.channel}
                  className="flex flex-wrap items-center gap-x-2 gap-y-0.5 sm:flex-col sm:flex-nowrap sm:gap-1"
                >
                  <Switch
                    checked={item.enabled}
                    disabled={disabled || item.locked}
                    aria-label={label}
                    data-testid={`pref-${group}-${item.channel}`}
                    onCheckedChange={(enabled) => onChange(group, item.channel, enabled)}
                  />
                  <span className="text-xs whitespace-nowrap text-slate-600 sm:hidden dark:text-slate-400">
                    {t(`notifications.channels.${item.channel}`)}
                  </span>
                  {item.locked ? (
                    <span title={t('notifications.settings.locked')} className="text-slate-500">
                      <Lock aria-hidden className="size-3.5" />
                      <span className="sr-only">{t('notifications.settings.locked')}</span>
                    </span>
                  ) : !item.connected ? (
                    <span className="basis-full text-[11px] leading-tight text-slate-500 sm:basis-auto dark:text-slate-400">
                      {t('notifications.settings.notConnected')}
                    </span>
                  ) : null}
                </span>
              );
            })}
          </div>
        ))}
      </div>
    </div>
  );
}
