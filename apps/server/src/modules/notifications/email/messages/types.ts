import type { NotificationKind } from '@p2p/shared';

/** One kind's e-mail in one locale; each field is an Eta template over the notification's data (`it`). */
export interface KindMessage {
  subject: string;
  heading: string;
  body: string;
  action: string;
}

/** The strings of one locale: the frame of every e-mail and one message per kind. */
export interface EmailCatalogue {
  frame: {
    greeting: string;
    footer: string;
    unsubscribe: string;
    securityNotice: string;
    preferences: string;
  };
  kinds: Record<NotificationKind, KindMessage>;
}
