import { z } from 'zod';

/**
 * One-time notices a user answers once, remembered server-side (decision 040):
 * `no_security_deposits` explains on the offer editor that vendors keep no security deposit;
 * `account_manager_proposal` offers a personal account manager to vendors above the configured volume.
 */
export const USER_NOTICES = ['no_security_deposits', 'account_manager_proposal'] as const;
export type UserNotice = (typeof USER_NOTICES)[number];

export const USER_NOTICE_ANSWERS = ['seen', 'dismissed', 'accepted'] as const;

/** GET /rest/v1/users/notices: the notices the user should be shown now. */
export const pendingNoticesSchema = z.object({ pending: z.array(z.enum(USER_NOTICES)) });
export type PendingNotices = z.infer<typeof pendingNoticesSchema>;

/**
 * POST /rest/v1/users/notices/{notice}: `accepted` only for the account manager proposal (it opens a
 * support conversation), `seen` only for the no-security-deposits explanation.
 */
export const answerNoticeInputSchema = z.strictObject({ answer: z.enum(USER_NOTICE_ANSWERS) });

export const answeredNoticeSchema = z.object({
  notice: z.enum(USER_NOTICES),
  answer: z.enum(USER_NOTICE_ANSWERS),
  /** The support conversation opened for an accepted account manager proposal. */
  supportConversationId: z.string().nullable(),
});
export type AnsweredNotice = z.infer<typeof answeredNoticeSchema>;
