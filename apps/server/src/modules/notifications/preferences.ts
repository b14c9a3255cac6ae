import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_DEFAULTS,
  type NotificationChannelName,
  type NotificationKindGroup,
} from '@p2p/shared';

/** The rows a user saved: overrides of the group defaults. */
export interface PreferenceOverride {
  kindGroup: string;
  channel: string;
  enabled: boolean;
}

/**
 * Whether a group's notifications go out on a channel for a user: the saved choice, else the default;
 * a locked channel (security e-mail) is always on, whatever a row says.
 */
export function channelEnabled(
  overrides: readonly PreferenceOverride[],
  group: NotificationKindGroup,
  channel: NotificationChannelName,
): boolean {
  const defaults = NOTIFICATION_DEFAULTS[group];
  if (defaults.locked.includes(channel)) return true;
  const saved = overrides.find((row) => row.kindGroup === group && row.channel === channel);
  return saved ? saved.enabled : defaults.channels[channel];
}

/** Every channel's effective switch for a group. */
export function groupChannels(
  overrides: readonly PreferenceOverride[],
  group: NotificationKindGroup,
): Record<NotificationChannelName, boolean> {
  return Object.fromEntries(
    NOTIFICATION_CHANNELS.map((channel) => [channel, channelEnabled(overrides, group, channel)]),
  ) as Record<NotificationChannelName, boolean>;
}

/** Minutes between two chat notifications of one trade ("0" notifies every message). */
export function chatIntervalMinutes(profileValue: string): number {
  const minutes = Number.parseInt(profileValue, 10);
  return Number.isFinite(minutes) && minutes >= 0 ? minutes : 10;
}
