import type { AnsweredNotice, PendingNotices, UserNotice } from '@p2p/shared';
import type { USER_NOTICE_ANSWERS } from '@p2p/shared';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import * as support from '../support/support.service.js';
import * as repo from './user-notices.repository.js';

type Answer = (typeof USER_NOTICE_ANSWERS)[number];

/** The answers each notice takes: the explanation is only seen, the proposal dismissed or accepted. */
const ANSWERS: Record<UserNotice, readonly Answer[]> = {
  no_security_deposits: ['seen'],
  account_manager_proposal: ['dismissed', 'accepted'],
};

export interface NoticeOptions {
  /** ACCOUNT_MANAGER_MIN_VOLUME_USD. */
  accountManagerMinVolumeUsd: number;
}

/**
 * The one-time notices to show the user now (decision 040): each until answered once;
 * the account manager proposal only to a vendor (anyone with an offer) whose completed volume
 * reached the configured amount. The web shows the deposits explanation on the offer editor.
 */
export async function pendingNotices(
  db: Database,
  userId: number,
  options: NoticeOptions,
): Promise<PendingNotices> {
  const answered = new Set(await repo.answeredNotices(db, userId));
  const pending: UserNotice[] = [];
  if (!answered.has('no_security_deposits')) pending.push('no_security_deposits');
  if (!answered.has('account_manager_proposal')) {
    const { isVendor, volumeUsdCents } = await repo.vendorVolume(db, userId);
    if (isVendor && volumeUsdCents >= BigInt(options.accountManagerMinVolumeUsd) * 100n)
      pending.push('account_manager_proposal');
  }
  return { pending };
}

/** The request support receives when a vendor accepts the proposal. Staff read it in the inbox. */
export const ACCOUNT_MANAGER_REQUEST =
  'I accepted the account manager proposal: please assign me a personal account manager.';

/**
 * Records the user's answer once. Accepting the account manager proposal opens (or reuses) the
 * user's support conversation with a request in it, which staff see in the support inbox; only a
 * user the proposal is pending for may accept it. A repeated answer replays the first one.
 */
export async function answerNotice(
  db: Database,
  userId: number,
  options: NoticeOptions & { notice: UserNotice; answer: Answer },
): Promise<AnsweredNotice> {
  const { notice, answer } = options;
  if (!ANSWERS[notice].includes(answer))
    throw AppError.validation('answer', `This notice takes ${ANSWERS[notice].join(' or ')}`);
  const earlier = await repo.findAnswer(db, userId, notice);
  if (earlier) return { notice, answer: earlier.answer as Answer, supportConversationId: null };
  if (notice === 'account_manager_proposal') {
    const { pending } = await pendingNotices(db, userId, options);
    if (!pending.includes(notice))
      throw new AppError('ERROR_CONFLICT', 'The account manager proposal is not open to this account', {
        notice: ['Not offered to this account'],
      });
  }
  if (!(await repo.recordAnswer(db, { userId, notice, answer }))) {
    const first = await repo.findAnswer(db, userId, notice);
    return { notice, answer: (first?.answer ?? answer) as Answer, supportConversationId: null };
  }
  let supportConversationId: string | null = null;
  if (notice === 'account_manager_proposal' && answer === 'accepted') {
    const { conversation } = await support.openMine(db, userId);
    await support.sendText(db, {
      actor: { userId, side: 'user' },
      id: conversation.id,
      text: ACCOUNT_MANAGER_REQUEST,
    });
    supportConversationId = conversation.id;
  }
  return { notice, answer, supportConversationId };
}
