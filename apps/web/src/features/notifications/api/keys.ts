import type { NotificationKind, NotificationKindGroup } from '@p2p/shared';

export interface NotificationFilters {
  unread?: boolean;
  group?: NotificationKindGroup;
  kind?: NotificationKind;
}

export const notificationKeys = {
  all: ['notifications'] as const,
  list: (filters: NotificationFilters) => ['notifications', 'list', filters] as const,
  unread: ['notifications', 'unread'] as const,
  preferences: ['notifications', 'preferences'] as const,
};
